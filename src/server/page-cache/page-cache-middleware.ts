import { isHttpsRequest } from '../security/security-headers.ts';
import { localeOf } from '../middleware/locale.ts';
import type { Middleware } from '../middleware/middleware.ts';
import { SESSION_COOKIE } from '../sessions/session-cookie.ts';
import { readCookie } from '../http/cookies.ts';
import { answerCachedPage } from './answer-cached-page.ts';
import { stablePageNonce, toCachedPage, type CachedPage } from './cached-page.ts';
import { PUBLIC_PAGE_CACHE_CONTROL } from './public-page.ts';

/** Paths that never answer a page: no lookup for them. */
const NOT_PAGES = /^\/(?:api|gateway|1|oauth2|_astro|_image)\//;

/** What a page key needs of the content build. */
export interface BuildSummary {
  contentHash: string;
  builtAt: string;
  site: Parameters<typeof localeOf>[1];
}

/** The parts of a request a page key is made of (a Web Request's, or the HTTP server's). */
export interface KeyParts {
  method: string;
  https: boolean;
  host: string;
  /** The path with its query, as sent. */
  target: string;
  cookie: string | null;
  acceptLanguage: string | null;
}

/**
 * The key of a request that may be answered by a public page: the builds, the origin as the
 * page sees it, the path with its query, and the locale the page would render in. Undefined for
 * requests that never get one (not GET or HEAD, a session cookie, an API path).
 */
export function pageKeyOf(parts: KeyParts, built: BuildSummary): string | undefined {
  if (parts.method !== 'GET' && parts.method !== 'HEAD') return undefined;
  const url = new URL(parts.target, 'http://x');
  if (NOT_PAGES.test(url.pathname)) return undefined;
  if (readCookie(parts.cookie, SESSION_COOKIE) !== undefined) return undefined;
  const origin = `${parts.https ? 'https' : 'http'}://${parts.host}`;
  const locale = localeOf(
    { cookie: parts.cookie, acceptLanguage: parts.acceptLanguage, pathname: url.pathname },
    built.site,
  );
  return [built.contentHash, built.builtAt, origin + url.pathname + url.search, locale].join('\n');
}

/** {@link pageKeyOf} for a Web Request, once the manifest is loaded, with the build it used. */
export async function publicPageKey(
  request: Request,
  manifest: () => Promise<BuildSummary>,
): Promise<{ key: string; built: BuildSummary } | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const built = await manifest().catch(() => undefined);
  if (built === undefined) return undefined;
  const url = new URL(request.url);
  const key = pageKeyOf(
    {
      method: request.method,
      https: isHttpsRequest(request),
      host: url.host,
      target: url.pathname + url.search,
      cookie: request.headers.get('cookie'),
      acceptLanguage: request.headers.get('accept-language'),
    },
    built,
  );
  return key === undefined ? undefined : { key, built };
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
  const found = await publicPageKey(request, services.manifest);
  if (found === undefined) return next();
  const { key, built } = found;
  const cache = services.pageCache();
  if (cache === undefined) return (await renderAndHold(request, context, next, key)).response;
  // The HTTP server's fast path keys held pages with the same build (held-page-fast-path.ts).
  cache.noteBuild(built);
  const held = cache.get(key);
  if (held !== undefined) return answerCachedPage(held, request);
  const rendering = cache.rendering(key);
  if (rendering !== undefined) {
    // The page is being rendered for another reader: its previous copy, else that render,
    // answers this one too. A render that made nothing to hold leaves this reader to render.
    const page = cache.whileRendering(key) ?? (await rendering);
    if (page !== undefined) return answerCachedPage(page, request);
  }
  // A HEAD render may have no body to hold; the next GET makes the entry.
  if (request.method === 'HEAD') return next();
  // Held before the render counts as done, so no reader finds neither the page nor its render.
  const render = renderAndHold(request, context, next, key).then((rendered) => {
    if (rendered.page !== undefined) cache.set(key, rendered.page);
    return rendered;
  });
  cache.trackRender(
    key,
    render.then(
      ({ page }) => page,
      () => undefined,
    ),
  );
  return (await render).response;
};

/** Renders the page and, when it is public, makes it the held page (with its stable nonce). */
async function renderAndHold(
  request: Request,
  context: Parameters<Middleware>[1],
  next: Parameters<Middleware>[2],
  key: string,
): Promise<{ response: Response; page?: CachedPage }> {
  const { services } = context.locals;
  const response = await next();
  if (request.method === 'HEAD' || response.headers.get('cache-control') !== PUBLIC_PAGE_CACHE_CONTROL)
    return { response };
  // The secret keeps the nonce unguessable before the page is read; without it, no holding.
  const secret = await services.csrfSecret().catch(() => undefined);
  if (secret === undefined) return { response };
  const page = await toCachedPage(
    response,
    context.locals.cspNonce,
    stablePageNonce(secret, key),
    Date.now(),
  );
  return { response: answerCachedPage(page, request), page };
}
