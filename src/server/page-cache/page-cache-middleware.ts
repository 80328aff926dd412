import { isHttpsRequest } from '../security/security-headers.ts';
import { requestLocale } from '../middleware/locale.ts';
import type { Middleware } from '../middleware/middleware.ts';
import { SESSION_COOKIE } from '../sessions/session-cookie.ts';
import { readCookie } from '../http/cookies.ts';
import { answerCachedPage } from './answer-cached-page.ts';
import { stablePageNonce, toCachedPage } from './cached-page.ts';
import { PUBLIC_PAGE_CACHE_CONTROL } from './public-page.ts';

/** Paths that never answer a page: no lookup for them. */
const NOT_PAGES = /^\/(?:api|gateway|1|oauth2|_astro|_image)\//;

/**
 * The key of a request that may be answered by a public page: the builds, the origin as the
 * page sees it, the path with its query, and the locale the page would render in. Undefined for
 * requests that never get one (not GET or HEAD, a session cookie, an API path).
 */
export async function publicPageKey(
  request: Request,
  manifest: () => Promise<{
    contentHash: string;
    builtAt: string;
    site: Parameters<typeof requestLocale>[1];
  }>,
): Promise<string | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const url = new URL(request.url);
  if (NOT_PAGES.test(url.pathname)) return undefined;
  if (readCookie(request.headers.get('cookie'), SESSION_COOKIE) !== undefined) return undefined;
  const built = await manifest().catch(() => undefined);
  if (built === undefined) return undefined;
  const origin = `${isHttpsRequest(request) ? 'https' : 'http'}://${url.host}`;
  const locale = requestLocale(request, built.site);
  return [built.contentHash, built.builtAt, origin + url.pathname + url.search, locale].join('\n');
}

/**
 * Public pages (locale-vary.ts gave them PUBLIC_PAGE_CACHE_CONTROL) are held whole: their bytes
 * get a strong ETag and a nonce that is the same for every render of the same page
 * (cached-page.ts), a matching If-None-Match gets 304, and, with the in-process cache on, the
 * next anonymous reader of the same page and locale is answered without rendering it. Sits
 * outside the security headers: a held answer keeps the headers it was rendered with.
 */
export const pageCacheMiddleware: Middleware = async (request, context, next) => {
  const { services } = context.locals;
  const key = await publicPageKey(request, services.manifest);
  if (key === undefined) return next();
  const cache = services.pageCache();
  const held = cache?.get(key);
  if (held !== undefined) return answerCachedPage(held, request);
  const response = await next();
  // A HEAD render may have no body to hold; the next GET makes the entry.
  if (request.method === 'HEAD' || response.headers.get('cache-control') !== PUBLIC_PAGE_CACHE_CONTROL)
    return response;
  // The secret keeps the nonce unguessable before the page is read; without it, no holding.
  const secret = await services.csrfSecret().catch(() => undefined);
  if (secret === undefined) return response;
  const page = await toCachedPage(
    response,
    context.locals.cspNonce,
    stablePageNonce(secret, key),
    Date.now(),
  );
  cache?.set(key, page);
  return answerCachedPage(page, request);
};
