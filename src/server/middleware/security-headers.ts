import { connectSourcesOf, pageConnectOrigins, type ConnectEnv } from '../security/connect-sources.ts';
import { accountSourcesOf, type AccountSourcesEnv } from '../security/account-sources.ts';
import {
  hashesOf,
  NON_PAGE_CONTENT_SECURITY_POLICY,
  newCspNonce,
  pageContentSecurityPolicy,
} from '../security/content-security-policy.ts';
import { isHttpsRequest, securityHeaders } from '../security/security-headers.ts';
import type { Middleware } from './middleware.ts';

const CSP = 'Content-Security-Policy';

/**
 * Adds the security headers to every answer, and its Content-Security-Policy: pages get a fresh
 * script nonce (locals.cspNonce, printed by the layout on the portal's own scripts) plus the
 * hashes Astro computed for its inline scripts and styles (it sends them as its own policy
 * header, which this one replaces); every other answer may load nothing.
 */
export function securityHeadersMiddleware(
  env: () => ConnectEnv & AccountSourcesEnv,
  options: { pagePolicy?: boolean } = {},
): Middleware {
  // The dev server (astro dev) computes no hashes, so a page policy there would block its scripts.
  const pagePolicy = options.pagePolicy ?? true;
  let sources: { connect: string[]; formAction: string[]; img: string[] } | undefined;
  return async (request, context, next) => {
    const nonce = newCspNonce();
    context.locals.cspNonce = nonce;
    const response = await next();
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(securityHeaders(isHttpsRequest(request))))
      if (!headers.has(name)) headers.set(name, value);
    const page = (headers.get('content-type') ?? '').startsWith('text/html');
    if (page && pagePolicy) {
      const astroPolicy = headers.get(CSP);
      if (sources === undefined) {
        const settings = env();
        sources = { connect: connectSourcesOf(settings), ...accountSourcesOf(settings) };
      }
      headers.set(
        CSP,
        pageContentSecurityPolicy({
          nonce,
          scriptHashes: hashesOf(astroPolicy, 'script-src'),
          styleHashes: hashesOf(astroPolicy, 'style-src'),
          connectSources: [...sources.connect, ...pageConnectOrigins(context.locals.connectOrigins)],
          formActionSources: [...sources.formAction, ...context.locals.formActionOrigins],
          imageSources: sources.img,
        }),
      );
    } else if (!page && !headers.has(CSP)) headers.set(CSP, NON_PAGE_CONTENT_SECURITY_POLICY);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}
