import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from './build-index.ts';
import { decodeSearchIndex, encodeSearchIndex } from './index-codec.ts';
import { indexRecords } from './index-records.ts';
import { testRecord } from './test-fixtures.ts';

const records = [
  testRecord({
    url: '/b/',
    headingID: 'x',
    depth: 3,
    text: 'Zürich ✓ text',
    groupRank: 2,
    access: 'FORGE_DOCS',
  }),
  testRecord({ url: '/a/', headingID: '', content: { header: 'A', heading: 'A' }, groupRank: 1 }),
  testRecord({
    url: '/a/',
    headingID: 'two',
    depth: 2,
    content: { header: 'A', heading: 'Two' },
    position: 1,
    groupRank: 1,
    type: 'rest',
    platform: 'server',
  }),
];

describe('indexRecords', () => {
  it('gives back every record an index was built from, in static rank order', () => {
    const index = buildSearchIndex(records);
    const back = [...indexRecords(index)];
    expect(back).toHaveLength(3);
    expect(back.map((r) => r.objectID)).toEqual(
      [records[1]!, records[2]!, records[0]!].map((r) => r.objectID),
    );
    for (const record of records) expect(back).toContainEqual(record);
  });

  it('reads the same records from an index loaded from its file', () => {
    const index = buildSearchIndex(records);
    expect([...indexRecords(decodeSearchIndex(encodeSearchIndex(index)))]).toEqual([...indexRecords(index)]);
  });
});
