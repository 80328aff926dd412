import { UNIVERSAL_CHANGELOG_PATH } from '../../core/changelog/changelog-routes.ts';
import { isConsolePagePath } from '../../core/console/console-pages.ts';
import { landingRoutes } from '../../core/routes/landing-routes.ts';
import { ANONYMOUS } from '../../core/policy/principal.ts';
import type { ContentStore } from '../content/content-store.ts';
import { sitemapAlternates, XHTML_NAMESPACE } from './sitemap-alternates.ts';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/**
 * sitemap.xml: the landing pages the site has, the universal changelog and every page an anonymous visitor may read and that is not
 * hidden. Internal pages never appear here (spec: internal docs never reach the sitemap), nor the
 * developer console (/console/, /apps/), which is one developer's own. Its
 * URLs are absolute, on the public origin (public-origin.ts); without one there is no sitemap.
 */
export function sitemapResponse(
  origin: string | undefined,
  store: ContentStore,
  /** The blog's public pages (src/server/blog/blog-sitemap.ts). */
  blogRoutes: readonly string[] = [],
): Response {
  if (origin === undefined) {
    return new Response('Not found: the sitemap needs PUBLIC_URL.\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  // Only the landings the site has: without a home landing, / is a redirect, not a page.
  const { landings } = store.manifest;
  const routes = new Set([
    ...(landings.home === undefined ? [] : ['/']),
    ...Object.values(landingRoutes(landings)),
    UNIVERSAL_CHANGELOG_PATH,
    ...blogRoutes,
  ]);
  // Older docs versions stay out: they would compete with the latest (decision 0043).
  const listed = store
    .readableRoutes(ANONYMOUS)
    .filter((entry) => !entry.hidden && !isConsolePagePath(entry.route) && entry.version === undefined);
  for (const entry of listed) routes.add(entry.route);
  // Translations list each other (decision 0042).
  const alternates = sitemapAlternates(store.manifest.site, listed);
  const loc = (route: string) => escapeXml(origin + encodeURI(route));
  const urls = [...routes]
    .map((route) => {
      const links = (alternates.get(route) ?? []).map(
        (link) =>
          `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${loc(link.route)}"/>`,
      );
      return `  <url><loc>${loc(route)}</loc>${links.join('')}${links.length > 0 ? '\n  ' : ''}</url>`;
    })
    .join('\n');
  const namespaces = alternates.size > 0 ? ` xmlns:xhtml="${XHTML_NAMESPACE}"` : '';
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${namespaces}>\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
