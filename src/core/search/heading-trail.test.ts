import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from './build-index.ts';
import { servedRecord } from './hit-builder.ts';
import { testEngine, testRecord } from './test-fixtures.ts';
import { decodeSearchIndex, encodeSearchIndex } from './index-codec.ts';

const section = (headingID: string, heading: string, depth: number | undefined, position: number) =>
  testRecord({
    url: '/p/',
    headingID,
    position,
    content: { header: 'Page', heading: headingID === '' ? 'Page' : heading },
    text: `${heading} words`,
    ...(depth === undefined ? {} : { depth }),
  });

// A page as DocSearch's crawler reads it: h2 > h3 > h4, then an h3 that closes the h4, then an h5
// straight under an h2 (levels in between left out).
const records = [
  section('', 'Intro', undefined, 0),
  section('install', 'Install', 2, 1),
  section('linux', 'Linux', 3, 2),
  section('apt', 'Apt', 4, 3),
  section('mac', 'macOS', 3, 4),
  section('faq', 'FAQ', 2, 5),
  section('deep', 'Deep', 5, 6),
  testRecord({ url: '/q/', headingID: 'other', depth: 3, content: { header: 'Q', heading: 'Other' } }),
];

describe('DocSearch hierarchy from h2–h6', () => {
  const index = buildSearchIndex(records);
  const byId = (objectID: string) => {
    for (let r = 0; r < index.recordCount; r++) if (index.objectID.get(r) === objectID) return r;
    throw new Error(objectID);
  };
  const served = (objectID: string) => servedRecord(index, byId(objectID), false);

  it('fills every level above a heading from the nearest earlier heading of that level', () => {
    expect(served('/p/#apt').hierarchy).toEqual({
      lvl0: 'Widgets Cloud',
      lvl1: 'Page',
      lvl2: 'Install',
      lvl3: 'Linux',
      lvl4: 'Apt',
      lvl5: null,
      lvl6: null,
    });
    expect(served('/p/#apt').type).toBe('lvl4');
    // A later h3 is no longer under the h4 before it.
    expect(served('/p/#mac').hierarchy).toMatchObject({ lvl2: 'Install', lvl3: 'macOS', lvl4: null });
    expect(served('/p/#deep').hierarchy).toMatchObject({ lvl2: 'FAQ', lvl3: null, lvl4: null, lvl5: 'Deep' });
    expect(served('/p/#deep').type).toBe('lvl5');
  });

  it('keeps the opening text at lvl1 and never reads another page’s headings', () => {
    expect(served('/p/#')).toMatchObject({ type: 'lvl1', hierarchy: { lvl2: null } });
    expect(served('/q/#other').hierarchy).toMatchObject({ lvl2: null, lvl3: 'Other' });
  });

  it('survives the index file and counts every level in the type facet', () => {
    const decoded = decodeSearchIndex(encodeSearchIndex(index));
    expect(servedRecord(decoded, byId('/p/#apt'), false).hierarchy.lvl3).toBe('Linux');
    const answer = testEngine(records).search({ query: '', facets: ['type'], hitsPerPage: 0 });
    expect(answer.facets?.['type']).toEqual({ lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 1, lvl5: 1 });
  });
});
