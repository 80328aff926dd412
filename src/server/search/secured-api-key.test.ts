import { algoliasearch } from 'algoliasearch';
import { describe, expect, it } from 'vitest';
import {
  allowsIndex,
  ApiKeyError,
  generateSecuredApiKey,
  verifySecuredApiKey,
  type KeyRestrictions,
} from './secured-api-key.ts';

const PARENT = 'parent-key-0123456789abcdef';

// Vitest loads algoliasearch's Node build, which adds these helpers; TypeScript (bundler
// resolution) sees the browser types, which lack them.
interface NodeHelpers {
  generateSecuredApiKey(options: { parentApiKey: string; restrictions?: Record<string, unknown> }): string;
  getSecuredApiKeyRemainingValidity(options: { securedApiKey: string }): number;
}
const NOW = Date.UTC(2025, 0, 1);
const restrictions: KeyRestrictions = {
  filters: 'access:NONE OR access:"FORGE DOCS"',
  validUntil: NOW / 1000 + 3600,
  userToken: 'user_42',
  restrictIndices: ['portico_docs', 'dev_*'],
  analyticsTags: ['logged-in', 'acme-employee'],
};

function refused(run: () => unknown): ApiKeyError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiKeyError) return error;
    throw error;
  }
  throw new Error('the key was accepted');
}

describe('generateSecuredApiKey', () => {
  it("makes exactly the key Algolia's official client makes", () => {
    const client = algoliasearch('APPID', 'unused') as unknown as NodeHelpers;
    const { analyticsTags, ...rest } = restrictions;
    const official = client.generateSecuredApiKey({
      parentApiKey: PARENT,
      restrictions: {
        ...rest,
        restrictIndices: [...rest.restrictIndices!],
        searchParams: { analyticsTags: [...analyticsTags!] },
      },
    });
    expect(generateSecuredApiKey(PARENT, restrictions)).toBe(official);
    // …and Algolia's own helper reads its validity.
    expect(client.getSecuredApiKeyRemainingValidity({ securedApiKey: official })).toBe(
      restrictions.validUntil! - Math.round(Date.now() / 1000),
    );
  });

  it('is base64 of the hex HMAC-SHA256 followed by the sorted query string', () => {
    const decoded = Buffer.from(
      generateSecuredApiKey(PARENT, { userToken: 'u', filters: 'a:b' }),
      'base64',
    ).toString();
    expect(decoded).toMatch(/^[0-9a-f]{64}filters=a%3Ab&userToken=u$/);
  });
});

describe('verifySecuredApiKey', () => {
  it('returns the restrictions of a key it signed', () => {
    const key = generateSecuredApiKey(PARENT, restrictions);
    expect(verifySecuredApiKey(key, PARENT, NOW)).toEqual(restrictions);
  });

  it('refuses a key whose restrictions were changed (tampered)', () => {
    const decoded = Buffer.from(generateSecuredApiKey(PARENT, restrictions), 'base64').toString();
    const widened = decoded.replace('filters=access%3ANONE', 'filters=access%3AXXXX');
    expect(widened).not.toBe(decoded);
    const error = refused(() => verifySecuredApiKey(Buffer.from(widened).toString('base64'), PARENT, NOW));
    expect(error.status).toBe(403);
    expect(error.message).toMatch(/not signed by this application/);
  });

  it('refuses a key signed with another parent key', () => {
    const key = generateSecuredApiKey('some-other-parent-key', restrictions);
    expect(refused(() => verifySecuredApiKey(key, PARENT, NOW)).status).toBe(403);
  });

  it('refuses an expired key, and accepts it until the last second', () => {
    const key = generateSecuredApiKey(PARENT, { validUntil: 1000 });
    expect(verifySecuredApiKey(key, PARENT, 999_999).validUntil).toBe(1000);
    expect(refused(() => verifySecuredApiKey(key, PARENT, 1_000_000)).message).toMatch(/expired/);
  });

  it('refuses garbage, oversized keys and unknown restrictions', () => {
    for (const key of [
      '',
      'not base64!',
      'AAAA',
      'a'.repeat(20_000),
      Buffer.from('x'.repeat(64)).toString('base64'),
    ])
      expect(refused(() => verifySecuredApiKey(key, PARENT, NOW)).status).toBe(403);
    const unknown = generateSecuredApiKey(PARENT, { hitsPerPage: 1000 } as KeyRestrictions);
    expect(refused(() => verifySecuredApiKey(unknown, PARENT, NOW)).message).toMatch(/hitsPerPage/);
  });
});

describe('allowsIndex', () => {
  it('matches exact names and * wildcards only', () => {
    expect(allowsIndex(undefined, 'anything')).toBe(true);
    expect(allowsIndex(['portico_docs'], 'portico_docs')).toBe(true);
    expect(allowsIndex(['portico_docs'], 'portico_docs2')).toBe(false);
    expect(allowsIndex(['dev_*'], 'dev_docs')).toBe(true);
    expect(allowsIndex(['dev_*'], 'prod_docs')).toBe(false);
    expect(allowsIndex(['a.b*'], 'axb')).toBe(false);
  });
});
