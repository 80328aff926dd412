import type { BannerInfoDeps } from './banner-info-handler.ts';
import { sanitizeBannerHtml } from './sanitize-banner-html.ts';

/** The page's path as the banner endpoint reads it: decoded, or as given when it does not decode. */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The sanitised banner message to render into a page on the server, or undefined when none shows
 * now (docs/decisions/0048): the same provider, rules and sanitising as
 * GET /api/contentful-provider/banner-info, so the page has the banner's room from its first
 * paint and nothing moves when the browser's own request answers. A failing provider is logged
 * and renders no banner; the page never fails because of it.
 */
export async function pageBannerHtml(deps: BannerInfoDeps, pathname: string): Promise<string | undefined> {
  const now = (deps.now ?? (() => new Date()))().getTime();
  try {
    const candidate = await deps.provider().bannerFor(decodedPath(pathname), new Date(now));
    if (candidate === undefined || !candidate.showBanner) return undefined;
    // Strictly between the dates (spec §4, §5); an unparsable date is NaN and never shows.
    if (!(Date.parse(candidate.startDate) < now && now < Date.parse(candidate.endDate))) return undefined;
    return sanitizeBannerHtml(candidate.messageHtml, await deps.developerHost());
  } catch (error) {
    deps.log.error('banner provider failed while rendering a page', { error, path: pathname });
    return undefined;
  }
}
