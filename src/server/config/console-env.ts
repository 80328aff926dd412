import { z } from 'zod';
import { emptyToUndefined } from './env-helpers.ts';

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
 * Environment of the developer console (src/server/console, decision 0026): where apps are kept
 * and the keys of the embedded authorization server.
 */
export const ConsoleEnvShape = {
  /**
   * Who keeps the console's apps: 'embedded' (default) keeps them in the portal database and runs
   * the OAuth 2.0 authorization server at /oauth2.
   */
  APP_REGISTRY: z.preprocess(emptyToUndefined, z.enum(['embedded']).default('embedded')),
  /**
   * Seals outbound auth providers' client secrets (AES-256-GCM); a secret. Unset: a random key is
   * made once and kept in the database, shared by every process on one DATABASE_URL.
   */
  CONSOLE_SECRET_KEY: z.preprocess(emptyToUndefined, key32.optional()),
};
