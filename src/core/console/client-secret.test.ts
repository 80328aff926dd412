import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ClientIdSchema, StoredCredentialsSchema } from '../../schemas/console.ts';
import {
  CLIENT_SECRET_PREFIX,
  generateClientId,
  generateClientSecret,
  hashClientSecret,
  redactClientSecrets,
  verifyClientSecret,
} from './client-secret.ts';

describe('client credentials', () => {
  it('mints ids and secrets of the stored shapes, different every time', () => {
    const id = generateClientId();
    expect(ClientIdSchema.safeParse(id).success).toBe(true);
    expect(generateClientId()).not.toBe(id);
    const secret = generateClientSecret();
    expect(secret).toMatch(/^pcs_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(CLIENT_SECRET_PREFIX)).toBe(true);
    expect(generateClientSecret()).not.toBe(secret);
  });

  it('hashes with SHA-256 in the stored format, never keeping the secret', async () => {
    const secret = generateClientSecret();
    const hash = await hashClientSecret(secret);
    expect(hash).toBe(`sha256:${createHash('sha256').update(secret).digest('base64url')}`);
    expect(hash).not.toContain(secret.slice(CLIENT_SECRET_PREFIX.length));
    expect(
      StoredCredentialsSchema.safeParse({
        clientId: generateClientId(),
        clientSecretHash: hash,
        secretIssuedAt: '2026-11-26T10:00:00Z',
      }).success,
    ).toBe(true);
  });

  it('accepts the secret and refuses any other, a malformed hash included', async () => {
    const secret = generateClientSecret();
    const hash = await hashClientSecret(secret);
    expect(await verifyClientSecret(hash, secret)).toBe(true);
    expect(await verifyClientSecret(hash, generateClientSecret())).toBe(false);
    expect(await verifyClientSecret(hash, `${secret} `)).toBe(false);
    expect(await verifyClientSecret(hash, '')).toBe(false);
    expect(await verifyClientSecret(secret, secret)).toBe(false);
    expect(await verifyClientSecret('sha256:short', secret)).toBe(false);
  });
});

describe('redactClientSecrets', () => {
  it('hides every secret in a text and leaves the rest alone', () => {
    const one = generateClientSecret();
    const two = generateClientSecret();
    expect(redactClientSecrets(`POST /oauth2/token client_secret=${one}&x=1 retry ${two}`)).toBe(
      'POST /oauth2/token client_secret=pcs_[redacted]&x=1 retry pcs_[redacted]',
    );
    expect(redactClientSecrets('pcs_short and pcs_ alone')).toBe('pcs_short and pcs_ alone');
    expect(redactClientSecrets(`${one}X`)).toBe(`${one}X`);
  });
});
