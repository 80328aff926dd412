import { defineMiddleware } from 'astro:middleware';
import { randomUUID } from 'node:crypto';
import { startFeedbackForwarding } from './server/feedback/feedback-endpoint.ts';
import { logger } from './server/log/logger.ts';
import { middleware, runMiddleware, type RequestLocals } from './server/middleware/index.ts';
import { database } from './server/storage/index.ts';

// Open (and migrate) the database as the server starts serving, not on the first write: an
// embedded database's first start takes seconds, which a reader's first save should not wait for.
// Failure is only logged here; the first handler that needs the database retries and reports it.
if (import.meta.env.PROD) {
  database().catch((error: unknown) => logger.error('database_open_failed', { error: String(error) }));
  // Feedback queued for a tracker before a restart is forwarded without waiting for a new one.
  startFeedbackForwarding();
}

// Astro's single middleware hook hands every request to the portal's own middleware array.
export const onRequest = defineMiddleware((context, next) => {
  const requestId = context.request.headers.get('x-request-id') ?? randomUUID();
  return runMiddleware(
    middleware,
    context.request,
    {
      requestId,
      log: logger.child({ requestId }),
      locals: context.locals as RequestLocals,
      route: context.routePattern,
    },
    () => next(),
  );
});
