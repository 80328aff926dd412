import type { Account } from '../../schemas/account.ts';
import { readServerEnv } from '../config/env.ts';
import { getContentStore } from '../content/content-store.ts';
import { logger } from '../log/logger.ts';
import { database } from '../storage/index.ts';
import { requesterOf } from './requester-of.ts';
import { serviceDeskFromEnv } from './service-desk-config.ts';
import { handleServiceDeskRequest } from './service-desk-handler.ts';
import type { ServiceDeskProvider } from './service-desk-provider.ts';
import type { SupportPageDeps } from './support-page-state.ts';
import { supportDraftStore } from './support-draft-store.ts';
import { supportRequestStore } from './support-request-store.ts';

const log = logger.child({ module: 'support' });
let provider: ServiceDeskProvider | undefined;

/**
 * The process's service desk, from SERVICE_DESK_PROVIDER. An incomplete jsm configuration throws
 * on every use (each request answers 503 and logs the missing variables) until it is fixed.
 */
export function getServiceDesk(): ServiceDeskProvider {
  provider ??= serviceDeskFromEnv(readServerEnv(), async () => supportRequestStore(await database()), log);
  return provider;
}

/** The support categories of the content (supportPage.categories). */
export async function supportCategories() {
  return (await getContentStore()).manifest.globalLinks.supportPage?.categories ?? [];
}

/** /api/servicedeskapi/request with the configured provider and the request's account. */
export function serviceDeskResponse(request: Request, account: Account | undefined): Promise<Response> {
  return handleServiceDeskRequest(request, {
    requester: requesterOf(account),
    provider: getServiceDesk,
    categories: supportCategories,
    drafts: async () => supportDraftStore(await database()),
    log,
  });
}

/** The production dependencies of the support page shells. */
export function supportPageDeps(): SupportPageDeps {
  return { provider: getServiceDesk, drafts: async () => supportDraftStore(await database()), log };
}
