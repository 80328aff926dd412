import { defineMiddleware } from 'astro:middleware';
import { randomUUID } from 'node:crypto';
import { initialLocals, portalMiddleware, runMiddleware } from './server/middleware/index.ts';
import { publishSignInAddressTracker } from './server/accounts/sign-in-address-tracker.ts';
import { createPortal } from './server/portal.ts';
import { publishHeldPages } from './server/page-cache/held-page-fast-path.ts';

// The running portal: its services are built here, once per process, and every request gets them
// as locals.services (src/server/portal.ts is the composition root).
const portal = createPortal();
// The HTTP server's early refusal of sign-in floods reads the same troubled addresses, kept in
// the shared store, as the sign-in handler.
publishSignInAddressTracker(portal.signInTracker());
const middleware = portalMiddleware(portal, { pagePolicy: !import.meta.env.DEV });
// The HTTP server answers held public pages itself, before the app (held-page-fast-path.ts).
if (import.meta.env.PROD) publishHeldPages(portal.pageCache());

// Open (and migrate) the database as the server starts serving, not on the first write: an
// embedded database's first start takes seconds, which a reader's first save should not wait for.
// Failure is only logged here; the first handler that needs the database retries and reports it.
if (import.meta.env.PROD) {
  portal.db().catch((error: unknown) => portal.log.error('database_open_failed', { error: String(error) }));
  // Feedback queued for a tracker before a restart is forwarded without waiting for a new one.
  portal.feedback().forwarder?.start();
}

// Astro's single middleware hook hands every request to the portal's own middleware array.
export const onRequest = defineMiddleware((context, next) => {
  const requestId = context.request.headers.get('x-request-id') ?? randomUUID();
  Object.assign(context.locals, initialLocals(portal));
  return runMiddleware(
    middleware,
    context.request,
    { requestId, log: portal.log.child({ requestId }), locals: context.locals, route: context.routePattern },
    () => next(),
  );
});
