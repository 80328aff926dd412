/** Paths crawlers have no business in: APIs, accounts and the console. */
export const ROBOTS_DISALLOW: readonly string[] = ['/api/', '/account/', '/console/', '/gateway/'];

/** robots.txt, pointing crawlers at the sitemap of the requested origin. */
export function robotsResponse(request: Request): Response {
  const origin = new URL(request.url).origin;
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ];
  return new Response(lines.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
