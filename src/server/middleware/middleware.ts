import type { Logger } from '../log/logger.ts';

/** Per-request context shared by middleware and handlers. */
export interface RequestContext {
  requestId: string;
  log: Logger;
  /** The route pattern Astro matched (`/[...slug]` for the catch-all page); unset outside Astro. */
  route?: string | undefined;
  /**
   * Values for the page shells and handlers of this request (Astro.locals): the CSRF token, and
   * later the session's principal, account and features.
   */
  locals: RequestLocals;
}

/** What middleware hands to pages and handlers; read through the accessors in src/server/pages. */
export interface RequestLocals {
  csrfToken?: string;
  /** This answer's Content-Security-Policy script nonce (security headers middleware). */
  cspNonce?: string;
  [key: string]: unknown;
}

/**
 * A middleware: takes a Web Request and either answers it or calls `next` and may adjust the
 * answer. Plain functions, so each one is unit-testable with `new Request()`.
 */
export type Middleware = (
  request: Request,
  context: RequestContext,
  next: () => Promise<Response>,
) => Promise<Response>;

/** Runs `middleware` in order around `last`. */
export function runMiddleware(
  middleware: readonly Middleware[],
  request: Request,
  context: RequestContext,
  last: () => Promise<Response>,
): Promise<Response> {
  const step = (index: number): Promise<Response> => {
    const current = middleware[index];
    return current ? current(request, context, () => step(index + 1)) : last();
  };
  return step(0);
}
