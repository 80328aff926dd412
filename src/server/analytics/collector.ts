import type { SiteConfig } from '../../schemas/site.ts';
import type { Portal } from '../portal.ts';
import type { CollectorDeps } from './collector-handler.ts';
import { consentOf } from './consent-of.ts';
import { analyticsEventStore } from './event-store.ts';

/** The collector's real dependencies: the portal's database and the request's consent cookie. */
export function collectorDeps(
  services: Pick<Portal, 'db' | 'log'>,
  site: Pick<SiteConfig, 'environments'>,
): CollectorDeps {
  return {
    store: async () => analyticsEventStore(await services.db()),
    consent: (request) => consentOf(request, site),
    log: services.log.child({ component: 'analytics-collector' }),
  };
}
