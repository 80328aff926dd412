import { describe, expect, it } from 'vitest';
import type { BannerEntry } from '../../schemas/banner.ts';
import { matchPattern, pickBanner } from './pick-banner.ts';

const NOW = new Date('2026-06-01T12:00:00Z');
const banner = (
  id: string,
  paths: string[],
  dates: 'active' | 'ended' | 'future' = 'active',
): BannerEntry => ({
  id,
  paths,
  startDate: {
    active: '2026-01-01T00:00:00Z',
    ended: '2025-01-01T00:00:00Z',
    future: '2027-01-01T00:00:00Z',
  }[dates],
  endDate: { active: '2027-01-01T00:00:00Z', ended: '2025-12-31T00:00:00Z', future: '2028-01-01T00:00:00Z' }[
    dates
  ],
  message: id,
  showBanner: true,
});
const idFor = (entries: BannerEntry[], path: string) => pickBanner(entries, path, NOW)?.id;

describe('matchPattern', () => {
  it('matches exact paths with or without the trailing slash', () => {
    expect(matchPattern('/cloud/', '/cloud')).toBeDefined();
    expect(matchPattern('/cloud', '/cloud/')).toBeDefined();
    expect(matchPattern('/cloud/', '/cloud/jira/')).toBeUndefined();
    expect(matchPattern('/', '/')).toBeDefined();
    expect(matchPattern('/', '/cloud/')).toBeUndefined();
  });

  it('matches a prefix pattern on the folder itself and everything below', () => {
    expect(matchPattern('/cloud/*', '/cloud')).toBeDefined();
    expect(matchPattern('/cloud/*', '/cloud/')).toBeDefined();
    expect(matchPattern('/cloud/*', '/cloud/jira/platform/')).toBeDefined();
    expect(matchPattern('/cloud/*', '/cloudy/')).toBeUndefined();
    expect(matchPattern('/cloud/*', '/server/')).toBeUndefined();
  });

  it('ranks exact above a prefix of the same path, longer prefixes above shorter, * lowest', () => {
    const path = '/cloud/jira/';
    const exact = matchPattern('/cloud/jira/', path)!;
    const samePrefix = matchPattern('/cloud/jira/*', path)!;
    const shorter = matchPattern('/cloud/*', path)!;
    const all = matchPattern('*', path)!;
    expect(exact).toBeGreaterThan(samePrefix);
    expect(samePrefix).toBeGreaterThan(shorter);
    expect(shorter).toBeGreaterThan(all);
  });
});

describe('pickBanner', () => {
  it('returns nothing when no pattern matches', () => {
    expect(idFor([banner('a', ['/server/*'])], '/cloud/')).toBeUndefined();
  });

  it('prefers the most specific matching pattern, whatever the file order', () => {
    const entries = [banner('all', ['*']), banner('cloud', ['/cloud/*']), banner('jira', ['/cloud/jira/'])];
    expect(idFor(entries, '/cloud/jira/')).toBe('jira');
    expect(idFor(entries, '/cloud/confluence/')).toBe('cloud');
    expect(idFor(entries, '/server/')).toBe('all');
  });

  it('uses the best pattern of an entry with several', () => {
    const entries = [banner('cloud', ['/cloud/*']), banner('multi', ['*', '/cloud/jira/*'])];
    expect(idFor(entries, '/cloud/jira/x/')).toBe('multi');
  });

  it('prefers an entry active now over a more specific one that ended or has not started', () => {
    const entries = [
      banner('old', ['/cloud/'], 'ended'),
      banner('next', ['/cloud/'], 'future'),
      banner('all', ['*']),
    ];
    expect(idFor(entries, '/cloud/')).toBe('all');
    expect(idFor([entries[0]!, entries[1]!], '/cloud/')).toBe('old');
  });

  it('breaks ties by file order', () => {
    expect(idFor([banner('first', ['/cloud/*']), banner('second', ['/cloud/*'])], '/cloud/')).toBe('first');
  });

  it('lets a showBanner:false entry silence a broader one', () => {
    const quiet = { ...banner('quiet', ['/']), showBanner: false };
    expect(pickBanner([banner('all', ['*']), quiet], '/', NOW)?.showBanner).toBe(false);
    expect(pickBanner([banner('all', ['*']), quiet], '/cloud/', NOW)?.showBanner).toBe(true);
  });

  it('treats the window bounds as exclusive when choosing active entries', () => {
    const edge = { ...banner('edge', ['/x/']), startDate: NOW.toISOString() };
    expect(idFor([edge, banner('all', ['*'])], '/x/')).toBe('all');
  });
});
