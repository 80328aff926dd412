import { describe, expect, it } from 'vitest';
import { hasNewEntries, mergeVisits, newestByApiGroup, UNIVERSAL_VISIT } from './indicator.ts';

describe('newestByApiGroup', () => {
  it('keeps the newest date of every group, whatever the order of the entries', () => {
    expect(
      newestByApiGroup([
        { date: '2026-10-01', apiGroups: ['Issues', 'Projects'] },
        { date: '2026-11-20', apiGroups: ['Issues'] },
        { date: '2026-09-30', apiGroups: ['Projects', 'Pages'] },
      ]),
    ).toEqual({ Issues: '2026-11-20', Projects: '2026-10-01', Pages: '2026-09-30' });
    expect(newestByApiGroup([])).toEqual({});
  });
});

describe('hasNewEntries', () => {
  const newest = { Issues: '2026-11-20', Pages: '2026-10-01' };

  it('is true for a group never visited, and false for groups without entries', () => {
    expect(hasNewEntries(['Issues'], newest, {})).toBe(true);
    expect(hasNewEntries(['Webhooks'], newest, {})).toBe(false);
    expect(hasNewEntries([], newest, {})).toBe(false);
  });

  it('compares the newest entry with the later of the group visit and the universal visit', () => {
    expect(hasNewEntries(['Issues'], newest, { Issues: '2026-11-19T23:59:00.000Z' })).toBe(true);
    // An entry dated the day of the visit counts as seen: entries carry no time of day.
    expect(hasNewEntries(['Issues'], newest, { Issues: '2026-11-20T00:00:01.000Z' })).toBe(false);
    expect(hasNewEntries(['Issues'], newest, { [UNIVERSAL_VISIT]: '2026-11-21T08:00:00.000Z' })).toBe(false);
    expect(
      hasNewEntries(['Issues'], newest, {
        Issues: '2026-01-01T00:00:00.000Z',
        '*': '2026-11-21T00:00:00.000Z',
      }),
    ).toBe(false);
    // One group with news is enough.
    expect(hasNewEntries(['Pages', 'Issues'], newest, { Pages: '2026-11-01T00:00:00.000Z' })).toBe(true);
  });

  it('runs from its own source text, as the indicator script embeds it', () => {
    const copy = new Function(`return (${hasNewEntries.toString()})`)() as typeof hasNewEntries;
    expect(copy(['Issues'], newest, { '*': '2026-11-21T00:00:00.000Z' })).toBe(false);
    expect(copy(['Issues'], newest, { Pages: '2026-11-21T00:00:00.000Z' })).toBe(true);
  });
});

describe('mergeVisits', () => {
  it('keeps the later visit of each group from either side', () => {
    expect(
      mergeVisits(
        { Issues: '2026-11-20T10:00:00.000Z', '*': '2026-11-01T00:00:00.000Z' },
        {
          Issues: '2026-11-19T10:00:00.000Z',
          Pages: '2026-11-02T00:00:00.000Z',
          '*': '2026-11-03T00:00:00.000Z',
        },
      ),
    ).toEqual({
      Issues: '2026-11-20T10:00:00.000Z',
      Pages: '2026-11-02T00:00:00.000Z',
      '*': '2026-11-03T00:00:00.000Z',
    });
  });
});
