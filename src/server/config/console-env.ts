import { z } from 'zod';
import { LOOPBACK_HOSTS } from '../../schemas/callback-url.ts';
import { emptyToUndefined, optionalText } from './env-helpers.ts';

/** 32 bytes written as 64 hex digits or 43 base64url characters. */
const key32 = z.string().transform((value, context) => {
  const bytes = /^[0-9a-f]{64}$/i.test(value)
    ? Buffer.from(value, 'hex')
    : /^[A-Za-z0-9_-]{43}=?$/.test(value)
      ? Buffer.from(value, 'base64url')
      : undefined;
  if (bytes?.length !== 32) {
    context.addIssue({
      code: 'custom',
      message: 'must be 32 bytes as 64 hex digits or 43 base64url characters',
    });
    return z.NEVER;
  }
  return new Uint8Array(bytes);
});

/**
 * The vendor platform API's base URL: https, or http only on this machine (a registry beside
 * the portal, or a test's), since the service credential travels with every call.
 */
const registryUrl = z
  .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
  .refine((value) => {
    const url = new URL(value);
    return url.protocol === 'https:' || LOOPBACK_HOSTS.includes(url.hostname);
  }, 'must be https (http only for localhost, 127.0.0.1 or [::1])')
  .refine((value) => {
    const url = new URL(value);
    return url.username === '' && url.password === '' && url.search === '' && url.hash === '';
  }, 'must not carry credentials, a query or a fragment (the token goes in APP_REGISTRY_TOKEN)');

/**
 * Environment of the developer console (src/server/console, decision 0026): where apps are kept
 * and the keys of the embedded authorization server.
 */
export const ConsoleEnvShape = {
  /**
   * Who keeps the console's apps: 'embedded' (default) keeps them in the portal database and runs
   * the OAuth 2.0 authorization server at /oauth2; 'vendor' manages them on a vendor's platform
   * through its API (APP_REGISTRY_URL and APP_REGISTRY_TOKEN, decision 0029), which then issues
   * and checks the credentials: the portal mounts no authorization server.
   */
  APP_REGISTRY: z.preprocess(emptyToUndefined, z.enum(['embedded', 'vendor']).default('embedded')),
  /** Base URL of the vendor platform API (calls go to {url}/v1/…); required when APP_REGISTRY=vendor. */
  APP_REGISTRY_URL: z.preprocess(emptyToUndefined, registryUrl.optional()),
  /** The portal's bearer service credential at APP_REGISTRY_URL; a secret, never logged. */
  APP_REGISTRY_TOKEN: optionalText(),
  /** How long one call to the vendor platform may take before the console answers 503, in ms. */
  APP_REGISTRY_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  /**
   * Seals outbound auth providers' client secrets (AES-256-GCM); a secret. Unset: a random key is
   * made once and kept in the database, shared by every process on one DATABASE_URL.
   */
  CONSOLE_SECRET_KEY: z.preprocess(emptyToUndefined, key32.optional()),
};
