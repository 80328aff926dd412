import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../core/search/build-index.ts';
import { servedRecords } from '../../core/search/index-records.ts';
import { testRecord } from '../../core/search/test-fixtures.ts';
import type { SearchRecord, ServedRecord } from '../../schemas/search.ts';
import { ALGOLIA_INDEX_SETTINGS, fitRecord, syncAlgoliaIndex } from './algolia-sync.ts';
import { startAlgoliaWriteServer } from './algolia-write-server.test-helper.ts';

const log = { info: () => undefined };
const served = (list: SearchRecord[]) => [...servedRecords(buildSearchIndex(list))];
const records = (n: number, extra = '') =>
  served(Array.from({ length: n }, (_, i) => testRecord({ url: `/p${i}/`, text: `page ${i} ${extra}` })));

describe('syncAlgoliaIndex against an Algolia-compatible write API', () => {
  let server: Awaited<ReturnType<typeof startAlgoliaWriteServer>>;
  const sync = (list: ServedRecord[], adminApiKey = 'admin-key') =>
    syncAlgoliaIndex({
      appId: 'APP',
      adminApiKey,
      indexName: 'docs',
      records: list,
      maxRecordBytes: 10_000,
      log,
      hosts: [server.host],
    });

  beforeAll(async () => {
    server = await startAlgoliaWriteServer('APP', 'admin-key');
  });
  afterAll(() => server.close());

  it('fills an empty index with every record and the ranking settings, swapped in atomically', async () => {
    const result = await sync(records(2500));
    expect(result).toEqual({ status: 'replaced', records: 2500 });
    const index = server.indices.get('docs')!;
    expect(index.objects.size).toBe(2500);
    expect(index.objects.get('/p7/#')).toMatchObject({
      url: '/p7/',
      content: 'page 7 ',
      hierarchy: { lvl0: 'Widgets Cloud', lvl1: 'Page' },
      docType: 'guide',
    });
    expect(index.settings).toMatchObject(ALGOLIA_INDEX_SETTINGS);
    expect((index.settings['userData'] as { portico: { hash: string } }).portico.hash).toMatch(
      /^[0-9a-f]{64}$/,
    );
    // Records went to a temporary index (3 batches of 1,000) that was then moved over the live one.
    const batches = server.calls.filter((c) => c.startsWith('POST batch'));
    expect(batches).toHaveLength(3);
    expect(batches.every((c) => /docs_tmp_\d+$/.test(c))).toBe(true);
    expect([...server.indices.keys()]).toEqual(['docs']);
  });

  it('sends nothing when the index already holds the same records', async () => {
    const before = server.calls.length;
    expect(await sync(records(2500))).toEqual({ status: 'unchanged', records: 2500 });
    expect(server.calls.slice(before)).toEqual(['GET settings docs']);
  });

  it('replaces everything when the records change: removed records are gone', async () => {
    expect(await sync(records(3, 'changed'))).toEqual({ status: 'replaced', records: 3 });
    const index = server.indices.get('docs')!;
    expect([...index.objects.keys()].sort()).toEqual(['/p0/#', '/p1/#', '/p2/#']);
    expect(index.objects.get('/p1/#')!['content']).toBe('page 1 changed');
  });

  it("merges its settings into the index's own (get, merge, set), keeping a team's additions", async () => {
    server.indices.set('team', {
      settings: {
        attributesForFaceting: ['searchable(team)', 'platform'],
        customRanking: ['desc(popularity)'],
        typoTolerance: 'min',
        userData: { owner: 'docs team' },
      },
      objects: new Map(),
    });
    const before = server.calls.length;
    await syncAlgoliaIndex({
      appId: 'APP',
      adminApiKey: 'admin-key',
      indexName: 'team',
      records: records(1),
      maxRecordBytes: 10_000,
      log,
      hosts: [server.host],
    });
    expect(server.calls.slice(before, before + 2)).toEqual(['GET settings team', 'PUT settings team']);
    const settings = server.indices.get('team')!.settings;
    expect(settings['attributesForFaceting']).toEqual([
      ...ALGOLIA_INDEX_SETTINGS.attributesForFaceting,
      'searchable(team)',
    ]);
    expect(settings['customRanking']).toEqual([...ALGOLIA_INDEX_SETTINGS.customRanking, 'desc(popularity)']);
    expect(settings['typoTolerance']).toBe('min');
    expect(settings['userData']).toMatchObject({ owner: 'docs team', portico: { hash: expect.any(String) } });
  });

  it('fails with the API error for a wrong key, leaving the index as it was', async () => {
    await expect(sync(records(1), 'wrong-key')).rejects.toMatchObject({ status: 403 });
    expect(server.indices.get('docs')!.objects.size).toBe(3);
  });
});

describe('fitRecord', () => {
  const bytes = (r: ServedRecord) => new TextEncoder().encode(JSON.stringify(r)).length;

  it('keeps records that fit and cuts long content at a word boundary to the byte limit', () => {
    const [small] = served([testRecord({ url: '/s/', text: 'short' })]);
    expect(fitRecord(small!, 10_000)).toBe(small);
    for (const word of ['word', 'Zürich', '日本語', 'quote"and\\slash', '😀emoji']) {
      const [big] = served([
        testRecord({ url: '/b/', text: Array.from({ length: 5000 }, () => word).join(' ') }),
      ]);
      const fitted = fitRecord(big!, 10_000);
      expect(bytes(fitted)).toBeLessThanOrEqual(10_000);
      expect(bytes(fitted)).toBeGreaterThan(9_000);
      expect(big!.content!.startsWith(fitted.content!)).toBe(true);
      expect(fitted.content!.endsWith(word)).toBe(true);
    }
  });
});
