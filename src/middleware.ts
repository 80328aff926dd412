import { defineMiddleware } from 'astro:middleware';
import { randomUUID } from 'node:crypto';
import { logger } from './server/log/logger.ts';
import { middleware, runMiddleware } from './server/middleware/index.ts';

// Astro's single middleware hook hands every request to the portal's own middleware array.
export const onRequest = defineMiddleware((context, next) => {
  const requestId = context.request.headers.get('x-request-id') ?? randomUUID();
  return runMiddleware(middleware, context.request, { requestId, log: logger.child({ requestId }) }, () =>
    next(),
  );
});
