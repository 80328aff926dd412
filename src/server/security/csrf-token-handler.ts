/** Where a page that was sent without a token (a public page) gets one (src/ui/kit/http/csrf.ts). */
export const CSRF_TOKEN_PATH = '/api/csrf';

/**
 * GET /api/csrf: the visitor's CSRF token as `{"token": "…"}`, never cached. The CSRF middleware
 * chose it (the session's own, else the cookie's, else a new one) and sets the cookie it must
 * match when the browser lacks it, as it does for pages.
 */
export function handleCsrfToken(request: Request, token: string | undefined): Response {
  const headers = { 'Cache-Control': 'no-store' };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return Response.json(
      { error: `Method ${request.method} is not allowed here.` },
      { status: 405, headers: { ...headers, Allow: 'GET, HEAD' } },
    );
  }
  return Response.json({ token: token ?? '' }, { headers });
}
