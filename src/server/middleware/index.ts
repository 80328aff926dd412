import type { Portal } from '../portal.ts';
import { apiErrorsMiddleware } from './api-errors.ts';
import { badRequestMiddleware } from './bad-request.ts';
import { bodyLimitMiddleware } from './body-limit.ts';
import { consoleHeadersMiddleware } from './console-headers.ts';
import { csrfMiddleware } from './csrf.ts';
import { localeMiddleware } from './locale.ts';
import { localeVaryMiddleware } from './locale-vary.ts';
import type { Middleware } from './middleware.ts';
import { methodGuardMiddleware } from './method-guard.ts';
import { pageCacheMiddleware } from '../page-cache/page-cache-middleware.ts';
import { redirectsMiddleware } from './redirects.ts';
import { requestLogMiddleware } from './request-log.ts';
import { securityHeadersMiddleware } from './security-headers.ts';
import { sessionMiddleware } from './session.ts';
import { wholeJsonMiddleware } from './whole-json.ts';
import { sessionHeartbeatMiddleware } from './session-heartbeat.ts';
import { storageUnavailableMiddleware } from './storage-unavailable.ts';

/** The portal's middleware over its services, outermost first. */
export function portalMiddleware(services: Portal, options: { pagePolicy: boolean }): readonly Middleware[] {
  return [
    requestLogMiddleware,
    // Outside the security headers: a held public page keeps the headers it was rendered with.
    // Not under astro dev (no page policy there), where every save must show at once.
    ...(options.pagePolicy ? [pageCacheMiddleware] : []),
    // Inside the page cache (pages are HTML), outside everything that answers JSON.
    wholeJsonMiddleware,
    securityHeadersMiddleware(() => services.env, options),
    localeVaryMiddleware,
    // Every console answer, refusals included, is no-store and noindex.
    consoleHeadersMiddleware,
    badRequestMiddleware,
    methodGuardMiddleware,
    bodyLimitMiddleware,
    // Outside CSRF: checking a signed-in request's token needs the secret kept in the database.
    storageUnavailableMiddleware,
    csrfMiddleware,
    sessionHeartbeatMiddleware({ db: services.db, settings: services.sessionSettings, now: services.now }),
    sessionMiddleware({
      db: services.db,
      settings: services.sessionSettings,
      site: async () => (await services.manifest()).site,
      now: services.now,
    }),
    localeMiddleware,
    redirectsMiddleware(async () => (await services.manifest()).redirects),
    // Innermost: paths answered by middleware (the heartbeat) never reach it.
    apiErrorsMiddleware,
  ];
}

export { runMiddleware, type Middleware, type RequestContext, type RequestLocals } from './middleware.ts';
export { initialLocals } from './initial-locals.ts';
