import type { SiteConfig } from '../../schemas/site.ts';
import { logger } from '../log/logger.ts';
import { database } from '../storage/index.ts';
import type { CollectorDeps } from './collector-handler.ts';
import { consentOf } from './consent-of.ts';
import { analyticsEventStore } from './event-store.ts';

/** The collector's real dependencies: the process database and the request's consent cookie. */
export function collectorDeps(site: Pick<SiteConfig, 'environments'>): CollectorDeps {
  return {
    store: async () => analyticsEventStore(await database()),
    consent: (request) => consentOf(request, site),
    log: logger.child({ component: 'analytics-collector' }),
  };
}
