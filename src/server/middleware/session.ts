import { frontendFeatures, principalFor } from '../../core/policy/access-policy.ts';
import type { SiteConfig } from '../../schemas/site.ts';
import { clearSessionCookieHeader, sessionIdOf } from '../sessions/session-cookie.ts';
import type { SessionSettings } from '../sessions/session-settings.ts';
import { resumeSession } from '../sessions/session-store.ts';
import type { Database } from '../storage/database.ts';
import { publicAccount } from '../sessions/public-account.ts';
import { isCredentialApi } from './credential-api.ts';
import type { Middleware } from './middleware.ts';

/** What the session middleware needs; injected so tests run it on an in-memory database. */
export interface SessionMiddlewareDeps {
  db: () => Promise<Database>;
  settings: () => SessionSettings;
  site: () => Promise<Pick<SiteConfig, 'employeeEmailDomain'>>;
  now?: () => Date;
}

/**
 * Resumes the browser's session (sliding its expiry) and tells pages and handlers who is asking:
 * locals.account (spec §3 fields only), locals.principal (access policy, spec §5/§6),
 * locals.features (frontend features) and locals.session. Requests without a session
 * cookie never touch the database, nor do search API (/1/) requests: they are authorised by their
 * key alone, and the search modal sends one per keystroke. A cookie naming no live session is
 * cleared on the answer. If the session store is down the visitor is served as anonymous (and it
 * is logged, and locals.storageUnavailable set for the page's notice), never a 5xx; the storage
 * layer's timeouts bound how long that lookup can wait.
 */
export function sessionMiddleware(deps: SessionMiddlewareDeps): Middleware {
  return async (request, context, next) => {
    const id = sessionIdOf(request);
    if (id === undefined || isCredentialApi(request)) return next();
    let session;
    try {
      session = await resumeSession(await deps.db(), id, (deps.now ?? (() => new Date()))(), deps.settings());
    } catch (error) {
      context.log.warn('session lookup failed; serving as anonymous', { error: String(error) });
      // The page chrome tells the reader why they appear signed out (storage-notice.tsx).
      context.locals.storageUnavailable = true;
      return next();
    }
    if (session === undefined) {
      const response = await next();
      const headers = new Headers(response.headers);
      headers.append('Set-Cookie', clearSessionCookieHeader(request));
      return new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    }
    const { employeeEmailDomain } = await deps.site();
    const principal = principalFor(
      { accountId: session.account.id, email: session.account.email, emailVerified: session.emailVerified },
      employeeEmailDomain,
    );
    context.locals.account = publicAccount(session.account);
    context.locals.principal = principal;
    context.locals.features = frontendFeatures(principal);
    context.locals.session = { expiresAt: session.expiresAt.toISOString() };
    return next();
  };
}
