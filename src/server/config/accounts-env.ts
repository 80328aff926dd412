import { z } from 'zod';
import { emptyToUndefined, optionalText } from './env-helpers.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An https URL, or http on a loopback host (a local issuer in development and tests). */
const secureUrl = () =>
  z.url({ protocol: /^https?$/ }).refine((value) => {
    const url = new URL(value);
    return url.protocol === 'https:' || LOOPBACK_HOSTS.has(url.hostname);
  }, 'must be an https URL (http only on localhost, 127.0.0.1 or [::1])');

/** Environment of sign-in, sessions and the heartbeat (src/server/accounts, src/server/sessions). */
export const AccountsEnvShape = {
  /**
   * Who signs visitors in (src/server/accounts): 'builtin' keeps accounts with scrypt-hashed
   * passwords in the database; 'oidc' sends visitors to an OpenID Connect issuer (OIDC_* below,
   * docs/decisions/0013-openid-connect.md).
   */
  ACCOUNT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['builtin', 'oidc']).default('builtin')),
  /**
   * The OpenID Connect issuer identifier (ACCOUNT_PROVIDER=oidc), e.g. https://id.example.com;
   * its /.well-known/openid-configuration is read on first use. https, or http on a loopback host.
   */
  OIDC_ISSUER: z.preprocess(emptyToUndefined, secureUrl().optional()),
  /** The portal's client id at the issuer (ACCOUNT_PROVIDER=oidc). */
  OIDC_CLIENT_ID: optionalText(),
  /** The portal's client secret at the issuer (ACCOUNT_PROVIDER=oidc); a secret. */
  OIDC_CLIENT_SECRET: optionalText(),
  /** Scopes asked for, space-separated; must include openid. */
  OIDC_SCOPES: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\x21\x23-\x5b\x5d-\x7e]+( [\x21\x23-\x5b\x5d-\x7e]+)*$/, 'must be space-separated scopes')
      .refine((value) => value.split(' ').includes('openid'), 'must include openid')
      .default('openid email profile'),
  ),
  /**
   * The callback address registered at the issuer, ending in /account/callback. Unset: derived
   * from each request's host (https, or http on a loopback host), which suits a portal reached
   * under one name; set it behind proxies that rewrite the host.
   */
  OIDC_REDIRECT_URI: z.preprocess(
    emptyToUndefined,
    secureUrl()
      .refine((value) => {
        const url = new URL(value);
        return url.pathname === '/account/callback' && url.search === '' && url.hash === '';
      }, 'must end in /account/callback, without query or fragment')
      .optional(),
  ),
  /**
   * Also end the visitor's session at the issuer on logout (its end_session_endpoint, when it
   * advertises one on its own origin). The issuer then returns to the portal's home page, which
   * must be registered there as a post-logout redirect URI. Off by default.
   */
  OIDC_END_SESSION: z.preprocess(
    emptyToUndefined,
    z.stringbool({ truthy: ['true', '1', 'on', 'yes'], falsy: ['false', '0', 'off', 'no'] }).default(false),
  ),
  /**
   * Built-in registrations allowed from one client address per hour (default 20). Raise it when
   * many people sign up from behind one address (an office, a workshop); a test run sets it too.
   */
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /** A session ends after this long without a request or heartbeat (sliding expiry), in seconds. */
  SESSION_IDLE_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(86_400 * 30)
    .default(1800),
  /** A session ends this long after sign-in however active it is, in seconds. */
  SESSION_MAX_LIFETIME_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(86_400 * 90)
    .default(86_400 * 7),
  /**
   * The older form of TRUST_PROXY (proxy-env.ts), used only when TRUST_PROXY is unset: how many
   * reverse proxies in front of the portal are trusted, counted from the server. 0 (default):
   * none. Prefer TRUST_PROXY, which names the proxies instead of counting them.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * Path of the session heartbeat (spec §7, default /gateway/api/session/heartbeat). It must
   * stay under /gateway/ or /api/, where handlers choose their own methods.
   */
  HEARTBEAT_PATH: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\/(gateway|api)\/[A-Za-z0-9/_.-]+$/, 'must be a path under /gateway/ or /api/')
      .default('/gateway/api/session/heartbeat'),
  ),
};
