import { describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import type { ConnectEnv } from '../security/connect-sources.ts';
import type { AccountSourcesEnv } from '../security/account-sources.ts';
import { runMiddleware, type RequestContext } from './middleware.ts';
import { securityHeadersMiddleware } from './security-headers.ts';
import { testLocals } from './test-locals.test-helper.ts';

const ASTRO_POLICY =
  "script-src 'self' 'sha256-AAAA+/=' 'strict-dynamic'; style-src 'self' 'sha256-BBBB'; style-src-attr 'unsafe-inline'";

const env = {
  SEGMENT_WRITE_KEY: undefined,
  SEGMENT_STAGING_WRITE_KEY: 'key',
  SEGMENT_SCRIPT_URL: 'https://cdn.segment.com/analytics.js/v1/{key}/analytics.min.js',
  SEGMENT_STAGING_SCRIPT_URL: 'https://cdn.vendor.example/a/{key}.js',
  SENTRY_DSN: 'https://public@o1.ingest.sentry.io/2',
  SEARCH_PROVIDER: 'embedded',
  ALGOLIA_APP_ID: undefined,
  ALGOLIA_INSIGHTS_REGION: undefined,
  ACCOUNT_PROVIDER: 'oidc',
  OIDC_ISSUER: 'https://id.example.com/realms/dev',
  OIDC_END_SESSION: true,
} satisfies ConnectEnv & AccountSourcesEnv;

/** Runs the middleware around a page (HTML with Astro's hash policy) or a JSON answer. */
async function answer(
  url: string,
  kind: 'page' | 'json',
  headers: Record<string, string> = {},
  formActionOrigins: string[] = [],
  connectOrigins: string[] = [],
) {
  const context: RequestContext = { requestId: 't', log: createLogger('silent'), locals: testLocals() };
  const response = await runMiddleware(
    [securityHeadersMiddleware(() => env)],
    new Request(url, { headers }),
    context,
    async () => {
      // A page adds origins while it renders, after the middleware ran ahead of it.
      context.locals.formActionOrigins.push(...formActionOrigins);
      context.locals.connectOrigins.push(...connectOrigins);
      return kind === 'page'
        ? new Response('<!doctype html>', {
            headers: { 'content-type': 'text/html', 'content-security-policy': ASTRO_POLICY },
          })
        : Response.json({});
    },
  );
  return {
    response,
    nonce: context.locals.cspNonce,
    policy: response.headers.get('content-security-policy') ?? '',
  };
}

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('securityHeadersMiddleware', () => {
  it('gives every page a strict policy with this answer’s nonce and Astro’s hashes', async () => {
    const { nonce, policy } = await answer('http://x/', 'page');
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(directive(policy, 'script-src')).toBe(
      `script-src 'nonce-${nonce}' 'sha256-AAAA+/=' 'strict-dynamic'`,
    );
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'sha256-BBBB'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    for (const strict of [
      "default-src 'none'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      // Frames only of this origin: the article PDF viewer.
      "frame-src 'self'",
    ])
      expect(policy).toContain(strict);
    // The OpenID logout's redirect to the issuer follows a form post.
    expect(directive(policy, 'form-action')).toBe("form-action 'self' https://id.example.com");
    // Avatars: any https host (an issuer's picture claim), and the issuer's own origin.
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: https: https://id.example.com");
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://cdn.vendor.example https://api.segment.io https://o1.ingest.sentry.io",
    );
  });

  it('lets a page’s forms end at the origins it names (the consent page: the app’s callback)', async () => {
    const consent = await answer('http://x/oauth2/interaction/u', 'page', {}, ['http://127.0.0.1:8123']);
    expect(directive(consent.policy, 'form-action')).toBe(
      "form-action 'self' https://id.example.com http://127.0.0.1:8123",
    );
    const other = await answer('http://x/', 'page');
    expect(directive(other.policy, 'form-action')).toBe("form-action 'self' https://id.example.com");
  });

  it('lets a REST page fetch from its spec’s server origins, and nothing a page could smuggle in', async () => {
    const rest = await answer(
      'http://x/rest/',
      'page',
      {},
      [],
      [
        'https://api.example.net',
        'http://127.0.0.1:8123',
        'https://api.example.net',
        "https://a.example 'unsafe-inline'",
        'https://*.example.net',
        'https://a*.example.net',
        'HTTPS://API.EXAMPLE.NET',
        'https://b.example/path',
        'javascript:alert(1)',
        "'self'; script-src *",
      ],
    );
    expect(directive(rest.policy, 'connect-src')).toBe(
      "connect-src 'self' https://cdn.vendor.example https://api.segment.io https://o1.ingest.sentry.io https://api.example.net http://127.0.0.1:8123 https://*.example.net",
    );
    expect(directive(rest.policy, 'script-src')).toBe(
      `script-src 'nonce-${rest.nonce}' 'sha256-AAAA+/=' 'strict-dynamic'`,
    );
    const other = await answer('http://x/', 'page');
    expect(directive(other.policy, 'connect-src')).toBe(
      "connect-src 'self' https://cdn.vendor.example https://api.segment.io https://o1.ingest.sentry.io",
    );
  });

  it('uses a fresh nonce for every answer', async () => {
    const first = await answer('http://x/', 'page');
    const second = await answer('http://x/', 'page');
    expect(first.nonce).not.toBe(second.nonce);
  });

  it('lets answers that are not pages load nothing', async () => {
    const { policy } = await answer('http://x/api/thing', 'json');
    expect(policy).toBe("default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
  });

  it('sends Strict-Transport-Security over HTTPS only', async () => {
    const plain = await answer('http://x/', 'page');
    expect(plain.response.headers.get('strict-transport-security')).toBeNull();
    const direct = await answer('https://x/', 'json');
    expect(direct.response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    // Only a trusted proxy's header reaches here (serve.node.ts removes anyone else's).
    const proxied = await answer('http://x/', 'page', { 'x-forwarded-proto': 'https' });
    expect(proxied.response.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('sends the other security headers with every answer', async () => {
    const { response } = await answer('http://x/api/thing', 'json');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});
