import { describe, expect, it } from 'vitest';
import { ANONYMOUS } from '../../core/policy/principal.ts';
import { accessFilterFor } from './access-filter.ts';
import { analyticsTagsFor } from './analytics-tags.ts';
import { verifySecuredApiKey } from './secured-api-key.ts';
import { signedIn, TEST_PARENT_KEY, TEST_SITE } from './test-fixtures.ts';
import { clientConfigFor, mintVisitorKey } from './visitor-key.ts';

const NOW = Date.UTC(2025, 5, 1);
const settings = {
  parentKey: TEST_PARENT_KEY,
  indexName: 'idx',
  lifetimeMs: 3_600_000,
  site: TEST_SITE,
  now: NOW,
};

describe('accessFilterFor', () => {
  it('limits anonymous visitors to public content', () => {
    expect(accessFilterFor(ANONYMOUS)).toBe('access:NONE');
  });
  it('adds every privilege the policy granted, in a stable order', () => {
    expect(accessFilterFor(signedIn(['JIRA_API', 'FORGE_DOCS', 'NONE']))).toBe(
      '(access:NONE OR access:FORGE_DOCS OR access:JIRA_API)',
    );
  });
});

describe('analyticsTagsFor (spec §3, §6)', () => {
  it("tags anonymous visitors 'external'", () => {
    expect(analyticsTagsFor(ANONYMOUS, TEST_SITE)).toEqual(['external']);
  });
  it('tells employees (by email domain) from other signed-in visitors, naming the vendor', () => {
    expect(analyticsTagsFor(signedIn([], 'acme.example'), TEST_SITE)).toEqual([
      'logged-in',
      'acme-corp-employee',
    ]);
    expect(analyticsTagsFor(signedIn([], 'eu.acme.example'), TEST_SITE)).toEqual([
      'logged-in',
      'acme-corp-employee',
    ]);
    expect(analyticsTagsFor(signedIn([], 'notacme.example'), TEST_SITE)).toEqual([
      'logged-in',
      'non-acme-corp-employee',
    ]);
    expect(analyticsTagsFor(signedIn([], 'ACME.example'), TEST_SITE)).toContain('acme-corp-employee');
  });
  it('tags an unverified vendor address as a non-employee', () => {
    expect(analyticsTagsFor(signedIn([], 'acme.example', false), TEST_SITE)).toEqual([
      'logged-in',
      'non-acme-corp-employee',
    ]);
  });
});

describe('mintVisitorKey', () => {
  it('signs the access filter, expiry, user token, index and tags into the key', () => {
    const minted = mintVisitorKey({ principal: ANONYMOUS }, settings);
    expect(verifySecuredApiKey(minted.key, TEST_PARENT_KEY, NOW)).toEqual({
      filters: 'access:NONE',
      validUntil: NOW / 1000 + 3600,
      userToken: 'nonLoggedInUser',
      restrictIndices: ['idx'],
      analyticsTags: ['external'],
    });
    expect(minted.expiresAt).toBe(NOW + 3_600_000);
    expect(minted.lifetimeMs).toBe(3_600_000);
  });

  it("gives a signed-in visitor its privileges' filter and its own user token", () => {
    const minted = mintVisitorKey({ principal: signedIn(['FORGE_DOCS']) }, settings);
    const restrictions = verifySecuredApiKey(minted.key, TEST_PARENT_KEY, NOW);
    expect(restrictions.filters).toBe('(access:NONE OR access:FORGE_DOCS)');
    expect(restrictions.userToken).toBe('acc-1');
  });
});

describe('clientConfigFor', () => {
  it('holds spec §3 search configuration fields around a fresh key', () => {
    const config = clientConfigFor({ principal: ANONYMOUS }, settings, {
      provider: 'embedded',
      appId: 'APP',
      hosts: null,
      insightsHost: null,
    });
    expect(config).toMatchObject({
      appId: 'APP',
      indexName: 'idx',
      keyExpiry: NOW + 3_600_000,
      tokenPath: '/api/search/token',
      userToken: 'nonLoggedInUser',
      analyticsTags: ['external'],
    });
    expect(verifySecuredApiKey(config.apiSearchKey, TEST_PARENT_KEY, NOW).filters).toBe('access:NONE');
  });
});
