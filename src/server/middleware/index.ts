import { getContentStore } from '../content/content-store.ts';
import { apiErrorsMiddleware } from './api-errors.ts';
import { badRequestMiddleware } from './bad-request.ts';
import { bodyLimitMiddleware } from './body-limit.ts';
import { csrfMiddleware } from './csrf.ts';
import { localeVaryMiddleware } from './locale-vary.ts';
import type { Middleware } from './middleware.ts';
import { methodGuardMiddleware } from './method-guard.ts';
import { redirectsMiddleware } from './redirects.ts';
import { requestLogMiddleware } from './request-log.ts';
import { securityHeadersMiddleware } from './security-headers.ts';
import { sessionMiddleware } from './session.ts';
import { sessionHeartbeatMiddleware } from './session-heartbeat.ts';
import { storageUnavailableMiddleware } from './storage-unavailable.ts';
import { sessionSettings } from '../sessions/session-settings.ts';
import { database } from '../storage/index.ts';
import { readServerEnv } from '../config/env.ts';

/** The portal's middleware, outermost first. */
export const middleware: readonly Middleware[] = [
  requestLogMiddleware,
  securityHeadersMiddleware(readServerEnv, { pagePolicy: !import.meta.env.DEV }),
  localeVaryMiddleware,
  badRequestMiddleware,
  methodGuardMiddleware,
  bodyLimitMiddleware,
  // Outside CSRF: checking a signed-in request's token needs the secret kept in the database.
  storageUnavailableMiddleware,
  csrfMiddleware,
  sessionHeartbeatMiddleware({ db: database, settings: sessionSettings }),
  sessionMiddleware({
    db: database,
    settings: sessionSettings,
    site: async () => (await getContentStore()).manifest.site,
  }),
  redirectsMiddleware(async () => (await getContentStore()).manifest.redirects),
  // Innermost: paths answered by middleware (the heartbeat) never reach it.
  apiErrorsMiddleware,
];

export { runMiddleware, type Middleware, type RequestContext, type RequestLocals } from './middleware.ts';
