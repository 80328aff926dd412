import { asUnavailable, type ServiceDeskProvider } from './service-desk-provider.ts';
import type { SupportRequestStore } from './support-request-store.ts';

/**
 * The default service desk: requests live in the portal's database (support_requests). `create`
 * resolves after the insert has committed. Statuses change only in the database (an agent tool or
 * SQL); the portal shows whatever is there.
 */
export function embeddedServiceDesk(
  store: () => Promise<SupportRequestStore>,
  now: () => Date = () => new Date(),
): ServiceDeskProvider {
  return {
    name: 'embedded',
    async create(requester, request) {
      try {
        return await (await store()).insertEmbedded(requester, request, now());
      } catch (error) {
        throw asUnavailable(error);
      }
    },
    async list(requester, query) {
      try {
        return await (await store()).list(requester.accountId, query);
      } catch (error) {
        throw asUnavailable(error);
      }
    },
  };
}
