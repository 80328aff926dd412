/** Paths crawlers have no business in: APIs, accounts, the console and the authorization server. */
export const ROBOTS_DISALLOW: readonly string[] = [
  '/api/',
  '/account/',
  '/console/',
  '/apps/',
  '/gateway/',
  '/oauth2/',
];

/**
 * robots.txt, pointing crawlers at the sitemap of the portal's public origin (public-origin.ts);
 * without one, the Sitemap line is left out rather than built from the request's Host header.
 */
export function robotsResponse(origin: string | undefined): Response {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    ...(origin === undefined ? [] : [`Sitemap: ${origin}/sitemap.xml`, '']),
  ];
  return new Response(lines.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
