import { z } from 'zod';
import { emptyToUndefined } from './env-helpers.ts';

/** A private JSON Web Key: its type and the private part (`d`) at least. */
const PrivateJwkSchema = z.looseObject({ kty: z.enum(['RSA', 'EC', 'OKP']), d: z.string().min(1) });

/** A JWKS written as JSON text. */
const jwksText = z.string().transform((value, context) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    context.addIssue({ code: 'custom', message: 'must be a JSON Web Key Set (JSON)' });
    return z.NEVER;
  }
  const result = z.object({ keys: z.array(PrivateJwkSchema).min(1) }).safeParse(parsed);
  if (!result.success) {
    // Never echo the value: it holds private keys.
    context.addIssue({ code: 'custom', message: 'must be {"keys":[…]} with at least one private key' });
    return z.NEVER;
  }
  return result.data.keys;
});

/** Environment of the embedded OAuth 2.0 authorization server (src/server/oauth, decision 0026). */
export const OauthEnvShape = {
  /**
   * The private JWKS the authorization server signs ID tokens with; a secret. Unset: one RSA key
   * is made once and kept in the database, shared by every process on one DATABASE_URL.
   */
  OAUTH_JWKS: z.preprocess(emptyToUndefined, jwksText.optional()),
};
