/** Strict-Transport-Security for answers sent over HTTPS: one year, renewed by every answer. */
export const HSTS_VALUE = 'max-age=31536000';

/**
 * Headers every answer carries, pages, APIs and static files alike. `https` adds
 * Strict-Transport-Security (browsers ignore it over plain HTTP, and a local portal must stay
 * reachable at http://localhost).
 */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    ...(https ? { 'Strict-Transport-Security': HSTS_VALUE } : {}),
  };
}

/**
 * Whether a request reached the portal over HTTPS: its own TLS, or a trusted proxy's
 * `X-Forwarded-Proto: https`. The HTTP server (serve.node.ts) removes X-Forwarded-* headers that
 * did not come from a proxy named in TRUST_PROXY, so by here the header can be believed.
 */
export function isHttpsRequest(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  return forwardedProtoIsHttps(request.headers.get('x-forwarded-proto'));
}

/** Whether an X-Forwarded-Proto value says the client spoke HTTPS (the nearest proxy's word counts). */
export function forwardedProtoIsHttps(value: string | null | undefined): boolean {
  if (!value) return false;
  const last = value.split(',').at(-1)?.trim().toLowerCase();
  return last === 'https';
}
