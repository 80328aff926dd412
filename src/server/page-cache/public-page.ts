import { SESSION_COOKIE } from '../sessions/session-cookie.ts';
import { readCookie } from '../http/cookies.ts';
import type { RequestLocals } from '../middleware/middleware.ts';

/**
 * What an anonymous page answer says to caches (docs/decisions/0067): browsers keep it a minute,
 * shared caches five, and may serve it ten minutes stale while they fetch a fresh copy.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

/** What every other page answer says: the browser only, and only after asking again. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache';

/** Whether the visitor is nobody in particular: no account, no privilege, no session cookie. */
export function isAnonymousReader(request: Request, locals: Pick<RequestLocals, 'principal'>): boolean {
  return (
    locals.principal.accountId === undefined &&
    locals.principal.privileges.size === 0 &&
    readCookie(request.headers.get('cookie'), SESSION_COOKIE) === undefined
  );
}

/**
 * Called by the route-data builder of a page kind that renders the same bytes for every
 * anonymous reader of a locale (docs, landings, blog, search, …): when this visitor is such a
 * reader, the page is marked public, and the chrome leaves out everything per visitor (the CSRF
 * token, a search key). Pages with forms never call it. Answers whether the page is public.
 */
export function offerPublicCaching(page: { request: Request; locals: RequestLocals }): boolean {
  const { request, locals } = page;
  const publicPage =
    (request.method === 'GET' || request.method === 'HEAD') &&
    !locals.storageUnavailable &&
    isAnonymousReader(request, locals);
  if (publicPage) locals.pageCache = 'public';
  return publicPage;
}
