import { OAUTH_PREFIX } from './node-bridge.ts';

/**
 * The response mode an authorization request asks for, if any. Only `query` is answered:
 * oidc-provider would deliver even its refusal of `form_post` as an auto-submitting page with an
 * inline script, which the portal's CSP blocks, so such a request never reaches it.
 */
export async function askedResponseMode(request: Request): Promise<string | null> {
  const url = new URL(request.url);
  if (!isAuthorizationEndpoint(url.pathname)) return null;
  if (request.method !== 'POST') return url.searchParams.get('response_mode');
  const form = await request
    .clone()
    .formData()
    .catch(() => undefined);
  const mode = form?.get('response_mode');
  return typeof mode === 'string' ? mode : null;
}

/**
 * Whether `pathname` reaches oidc-provider's authorization endpoint: its router ignores case
 * and one trailing slash, so /oauth2/AUTH/ is the endpoint too.
 */
export function isAuthorizationEndpoint(pathname: string): boolean {
  return /^\/auth\/?$/i.test(pathname.slice(OAUTH_PREFIX.length)) && pathname.startsWith(OAUTH_PREFIX);
}

/**
 * Whether a parameter of the query or of a form body holds a NUL character. The database refuses
 * one in a text or JSON value, so oidc-provider looking up such a client id, code or token, or
 * storing such a state, would answer 500; the request is malformed and is refused first.
 */
export async function hasNulParameter(request: Request): Promise<boolean> {
  const url = new URL(request.url);
  if ([...url.searchParams].some(([name, value]) => `${name}${value}`.includes('\0'))) return true;
  if (request.body === null) return false;
  if (
    !(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')
  )
    return false;
  const body = await request
    .clone()
    .text()
    .catch(() => '');
  return [...new URLSearchParams(body)].some(([name, value]) => `${name}${value}`.includes('\0'));
}

/**
 * A path the provider has no route for gets Koa's plain-text 404; programs calling /oauth2 read
 * JSON, like the provider's own errors.
 */
export async function jsonNotFound(response: Response): Promise<Response> {
  if (response.status !== 404 || !(response.headers.get('content-type') ?? '').startsWith('text/plain')) {
    return response;
  }
  await response.body?.cancel();
  return Response.json(
    { error: 'not_found', error_description: 'There is no such endpoint.' },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );
}
