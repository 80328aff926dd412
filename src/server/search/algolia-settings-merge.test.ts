import { describe, expect, it } from 'vitest';
import { mergeIndexSettings } from './algolia-settings-merge.ts';

describe('mergeIndexSettings', () => {
  it("puts the portal's list entries first and keeps the index's others, by attribute name", () => {
    const merged = mergeIndexSettings(
      {
        searchableAttributes: ['title', 'unordered(content)', 'team'],
        attributesForFaceting: ['filterOnly(platform)', 'searchable(team)'],
        hitsPerPage: 50,
      },
      {
        searchableAttributes: ['unordered(title)', 'content'],
        attributesForFaceting: ['searchable(platform)'],
        hitsPerPage: 20,
      },
    );
    expect(merged).toEqual({
      searchableAttributes: ['unordered(title)', 'content', 'team'],
      attributesForFaceting: ['searchable(platform)', 'searchable(team)'],
      hitsPerPage: 20,
    });
  });

  it('sends only the keys the portal sets, and merges userData key by key', () => {
    expect(
      mergeIndexSettings(
        { typoTolerance: 'min', userData: { a: 1 } },
        { userData: { portico: { hash: 'h' } } },
      ),
    ).toEqual({ userData: { a: 1, portico: { hash: 'h' } } });
    expect(mergeIndexSettings(undefined, { distinct: 1 })).toEqual({ distinct: 1 });
  });
});
