import { getContentStore } from '../content/content-store.ts';
import { badRequestMiddleware } from './bad-request.ts';
import { csrfMiddleware } from './csrf.ts';
import { localeVaryMiddleware } from './locale-vary.ts';
import type { Middleware } from './middleware.ts';
import { methodGuardMiddleware } from './method-guard.ts';
import { redirectsMiddleware } from './redirects.ts';
import { requestLogMiddleware } from './request-log.ts';
import { securityHeadersMiddleware } from './security-headers.ts';

/** The portal's middleware, outermost first. */
export const middleware: readonly Middleware[] = [
  requestLogMiddleware,
  securityHeadersMiddleware,
  localeVaryMiddleware,
  badRequestMiddleware,
  methodGuardMiddleware,
  csrfMiddleware,
  redirectsMiddleware(async () => (await getContentStore()).manifest.redirects),
];

export { runMiddleware, type Middleware, type RequestContext, type RequestLocals } from './middleware.ts';
