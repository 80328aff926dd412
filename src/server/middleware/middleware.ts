import type { Locale } from '../../core/i18n/locale.ts';
import type { Principal } from '../../core/policy/principal.ts';
import type { Account } from '../../schemas/account.ts';
import type { Logger } from '../log/logger.ts';
import type { Portal } from '../portal.ts';

/** Per-request context shared by middleware and handlers. */
export interface RequestContext {
  requestId: string;
  log: Logger;
  /** The route pattern Astro matched (`/[...slug]` for the catch-all page); unset outside Astro. */
  route?: string | undefined;
  /** What this request's pages and handlers are given (Astro.locals, typed as App.Locals). */
  locals: RequestLocals;
}

/**
 * What middleware hands to pages and handlers: `Astro.locals`, typed as `App.Locals` (src/env.d.ts).
 * src/middleware.ts starts every request with `initialLocals` (the portal's services, an anonymous
 * visitor in the site's default locale); the middleware then fills in the rest.
 */
export interface RequestLocals {
  /** The portal's services (src/server/portal.ts): configuration, stores, providers, search, log. */
  services: Portal;
  /** Who is asking: anonymous unless the session middleware resumed a session. */
  principal: Principal;
  /** The signed-in account, spec §3 fields only (safe in island props); undefined when signed out. */
  account: Account | undefined;
  /** The frontend features the principal may use (spec §6); none for anonymous visitors. */
  features: ReadonlySet<string>;
  /** The session resumed for this request, if any (session middleware). */
  session: { expiresAt: string } | undefined;
  /** The locale pages render in: the locale cookie, else Accept-Language, else the site default. */
  locale: Locale;
  /** The CSRF token for `<meta name="csrf">` (CSRF middleware; pages only). */
  csrfToken: string | undefined;
  /** This answer's Content-Security-Policy script nonce (security headers middleware). */
  cspNonce: string;
  /** The database could not be reached, so a reader with a session is served signed out. */
  storageUnavailable: boolean;
  /**
   * 'public' once the page's route-data builder found it the same for every anonymous reader of
   * its locale (src/server/page-cache/public-page.ts); every other answer stays 'private'.
   */
  pageCache: 'public' | 'private';
  /**
   * Origins this page's forms may be redirected to besides the portal's own (CSP `form-action`,
   * which browsers apply to the redirects after a form post too): the authorization server's
   * consent page adds the app's callback origin, where Allow and Deny end.
   */
  formActionOrigins: string[];
  /**
   * Origins this page's scripts may fetch from besides the configured ones (CSP `connect-src`):
   * a REST reference page adds its spec's servers, where "Try it" sends requests
   * (`pageConnectOrigins` keeps only plain http(s) origins).
   */
  connectOrigins: string[];
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
