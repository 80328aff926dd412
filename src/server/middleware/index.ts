import { getContentStore } from '../content/content-store.ts';
import { badRequestMiddleware } from './bad-request.ts';
import type { Middleware } from './middleware.ts';
import { methodGuardMiddleware } from './method-guard.ts';
import { redirectsMiddleware } from './redirects.ts';
import { requestLogMiddleware } from './request-log.ts';
import { securityHeadersMiddleware } from './security-headers.ts';

/** The portal's middleware, outermost first. */
export const middleware: readonly Middleware[] = [
  requestLogMiddleware,
  securityHeadersMiddleware,
  badRequestMiddleware,
  methodGuardMiddleware,
  redirectsMiddleware(async () => (await getContentStore()).manifest.redirects),
];

export { runMiddleware, type Middleware, type RequestContext } from './middleware.ts';
