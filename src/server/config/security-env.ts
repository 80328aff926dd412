import { z } from 'zod';
import proxyaddr from 'proxy-addr';
import { emptyToUndefined } from './env-helpers.ts';

/** A comma-separated TRUST_PROXY list, checked by the same parser that later applies it. */
const proxyList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  )
  .superRefine((entries, context) => {
    try {
      proxyaddr.compile(entries);
    } catch (error) {
      context.addIssue({
        code: 'custom',
        message: `must list proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal (${String(error)})`,
      });
    }
  });

/**
 * Environment of the portal's own security: the proxies in front of it
 * (src/server/http/proxy-trust.ts), its public address and the CSRF secret (src/server/security).
 */
export const SecurityEnvShape = {
  /**
   * Reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed: comma-separated
   * addresses, CIDR ranges (10.0.0.0/8) or the names loopback, linklocal, uniquelocal. From any
   * other peer those headers are removed, so the socket's address is the client's and HTTPS is
   * only what the socket says. Unset: no proxy is trusted (TRUSTED_PROXY_HOPS still applies).
   */
  TRUST_PROXY: z.preprocess(emptyToUndefined, proxyList.optional()),
  /**
   * The portal's public address (https://developer.example.com): the origin of canonical links,
   * sitemap.xml, robots.txt and links in mail, never taken from a request's Host header. Unset: local hosts use
   * the request's own origin; any other host gets no absolute URL (no canonical link, no Sitemap
   * line, 404 for sitemap.xml) and a warning in the log (src/server/seo/public-origin.ts).
   */
  PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/ })
      .refine((value) => {
        // Runs even when the URL check above failed: never let the parser throw past zod.
        const url = URL.parse(value);
        return (
          url !== null && url.pathname === '/' && url.search === '' && url.hash === '' && url.username === ''
        );
      }, 'must be an origin such as https://developer.example.com, without path, query or credentials')
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  /**
   * Secret that binds CSRF tokens to sessions (HMAC key), at least 32 characters; a secret. Unset:
   * a random one is generated once and kept in the database, shared by every process.
   */
  CSRF_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
};

/** The proxy trust setting: TRUST_PROXY's list, else the older hop count, else nobody. */
export function proxyTrustSetting(env: {
  TRUST_PROXY?: string[] | undefined;
  TRUSTED_PROXY_HOPS: number;
}): readonly string[] | number {
  return env.TRUST_PROXY ?? env.TRUSTED_PROXY_HOPS;
}
