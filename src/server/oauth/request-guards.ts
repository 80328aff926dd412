import { OAUTH_PREFIX } from './node-bridge.ts';

/**
 * The response mode an authorization request asks for, if any. Only `query` is answered:
 * oidc-provider would deliver even its refusal of `form_post` as an auto-submitting page with an
 * inline script, which the portal's CSP blocks, so such a request never reaches it.
 */
export async function askedResponseMode(request: Request): Promise<string | null> {
  const url = new URL(request.url);
  if (url.pathname !== `${OAUTH_PREFIX}/auth`) return null;
  if (request.method !== 'POST') return url.searchParams.get('response_mode');
  const form = await request
    .clone()
    .formData()
    .catch(() => undefined);
  const mode = form?.get('response_mode');
  return typeof mode === 'string' ? mode : null;
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
