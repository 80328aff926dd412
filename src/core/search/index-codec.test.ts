import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from './build-index.ts';
import { decodeSearchIndex, encodeSearchIndex } from './index-codec.ts';
import { readSearchIndexFile, writeSearchIndexFile } from './index-file.node.ts';
import { createSearchEngine } from './search-engine.ts';
import { SearchError } from './search-error.ts';
import { testRecord } from './test-fixtures.ts';

const records = [
  testRecord({
    url: '/cloud/a/',
    headingID: 'intro',
    content: { header: 'Café API', heading: 'Introduction' },
    text: 'Create an issue über the REST API ✓',
  }),
  testRecord({
    url: '/cloud/a/',
    headingID: 'auth',
    position: 1,
    content: { header: 'Café API', heading: 'Authentication' },
    text: 'Tokens, scopes and OAuth',
  }),
  testRecord({
    url: '/server/b/',
    platform: 'server',
    type: 'rest',
    access: 'JIRA_API',
    productName: 'Jira DC',
    productTitle: 'Jira Data Center',
    content: { header: 'Issues', heading: 'Get issue' },
    text: 'GET /rest/api/2/issue/{id}',
  }),
];
const queries = [
  { query: 'issue' },
  { query: 'cafe tokns ' },
  { query: 'auth', filters: 'platform:cloud AND NOT type:rest' },
  { query: '', filters: 'access:JIRA_API' },
  { query: 'über', clickAnalytics: false },
];
const answers = (engine: ReturnType<typeof createSearchEngine>) =>
  queries.map((q) => {
    const { hits, nbHits, nbPages } = engine.search(q);
    return { hits, nbHits, nbPages };
  });

describe('serialising an index', () => {
  const index = buildSearchIndex(records);
  const bytes = encodeSearchIndex(index);

  it('loads back to an index that answers every query the same', () => {
    expect(answers(createSearchEngine(decodeSearchIndex(bytes)))).toEqual(answers(createSearchEngine(index)));
  });

  it('loads from a buffer that does not start on an 8-byte boundary', () => {
    const shifted = new Uint8Array(bytes.length + 3);
    shifted.set(bytes, 3);
    expect(answers(createSearchEngine(decodeSearchIndex(shifted.subarray(3))))).toEqual(
      answers(createSearchEngine(index)),
    );
  });

  it('round-trips through a file', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'portico-search-'));
    try {
      const path = join(folder, 'search.idx');
      expect(await writeSearchIndexFile(path, index)).toBe(bytes.length);
      expect(answers(createSearchEngine(await readSearchIndexFile(path)))).toEqual(
        answers(createSearchEngine(index)),
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('refuses damaged files with SearchError naming the problem', () => {
    const damaged = (edit: (copy: Uint8Array) => Uint8Array) => () => decodeSearchIndex(edit(bytes.slice()));
    expect(damaged((b) => b.fill(0, 0, 4))).toThrow(/does not start with the index signature/);
    expect(damaged((b) => b.subarray(0, 20))).toThrow(/the header is cut short/);
    expect(damaged((b) => b.subarray(0, b.length - 16))).toThrow(SearchError);
    expect(damaged((b) => ((b[14]! ^= 0xff), b))).toThrow(/header/);
    // The last array is postingInfo; the one before the facets holds the postings' record numbers.
    const view = decodeSearchIndex(bytes);
    const at = view.postingRecord.byteOffset - bytes.byteOffset;
    expect(damaged((b) => (new DataView(b.buffer).setUint32(at, 999, true), b))).toThrow(
      /a posting names an unknown record/,
    );
  });

  it('refuses duplicate objectIDs when building', () => {
    expect(() => buildSearchIndex([records[0]!, records[0]!])).toThrow(
      /duplicate objectID '\/cloud\/a\/#intro'/,
    );
  });
});
