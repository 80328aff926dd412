import type { BannerInfo } from '../../schemas/banner.ts';
import { methodNotAllowed } from '../http/method-not-allowed.ts';
import type { Logger } from '../log/logger.ts';
import { parseBannerPathQuery } from './banner-path-query.ts';
import type { BannerProvider } from './banner-provider.ts';
import { sanitizeBannerHtml } from './sanitize-banner-html.ts';

/** What the handler needs; resolved per request so configuration and content can change. */
export interface BannerInfoDeps {
  provider: () => BannerProvider;
  /** The portal's own host: links elsewhere are external. */
  developerHost: () => Promise<string>;
  log: Logger;
  now?: () => Date;
}

/** The answer when no banner applies. */
export const NO_BANNER: BannerInfo = { showBanner: false, startDate: '', endDate: '', bannerMessage: '' };

// Banners change rarely and are the same for everyone: a short shared cache spares the server.
const CACHE_OK = 'public, max-age=60';

const json = (body: unknown, status: number, cache: string) =>
  Response.json(body, { status, headers: { 'Cache-Control': cache } });

/**
 * GET /api/contentful-provider/banner-info?path={pathname} (spec §3, §7): the banner for a page,
 * with its message sanitised. A missing or invalid `path` is a 400 with a JSON `error`; a failing
 * provider is logged and answered with a 503 (the client then logs and keeps the banner hidden).
 * Methods other than GET and HEAD get a 405.
 */
export async function handleBannerInfo(request: Request, deps: BannerInfoDeps): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return methodNotAllowed(request, ['GET', 'HEAD']);
  const query = parseBannerPathQuery(new URL(request.url));
  if (!query.ok) return json({ error: query.error }, 400, 'no-store');
  try {
    const candidate = await deps.provider().bannerFor(query.pathname, (deps.now ?? (() => new Date()))());
    if (candidate === undefined) return json(NO_BANNER, 200, CACHE_OK);
    const info: BannerInfo = {
      showBanner: candidate.showBanner,
      startDate: candidate.startDate,
      endDate: candidate.endDate,
      bannerMessage: sanitizeBannerHtml(candidate.messageHtml, await deps.developerHost()),
    };
    return json(info, 200, CACHE_OK);
  } catch (error) {
    deps.log.error('banner provider failed', { error, path: query.pathname });
    return json({ error: 'The banner source is unavailable.' }, 503, 'no-store');
  }
}
