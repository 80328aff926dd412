import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { SearchPlatform } from '../../schemas/search.ts';
import { buildRestApi } from '../rest/build-model.ts';
import { parseOpenApi } from '../rest/load-openapi.node.ts';
import { groupRoute, restBasePath } from '../rest/routes.ts';
import { OPENAPI_CORPORA_DIR } from '../testing/corpora.node.ts';
import { describeWithCorpora } from '../testing/describe-with-corpora.test-helper.ts';
import { buildSearchIndex } from './build-index.ts';
import { decodeSearchIndex, encodeSearchIndex } from './index-codec.ts';
import { pageToRecords, type IndexablePage } from './page-records.ts';
import { createSearchEngine } from './search-engine.ts';

// Real REST references from ../shared/corpora (read in place): one page per operation group,
// one section per operation, as the content build makes them.
const SPECS: [string, string, SearchPlatform][] = [
  ['jira-platform.swagger-v3.v3.json', 'Jira Cloud platform', 'cloud'],
  ['bitbucket-datacenter.9.5.swagger.v3.json', 'Bitbucket Data Center', 'server'],
];

async function pages(): Promise<IndexablePage[]> {
  const out: IndexablePage[] = [];
  for (const [file, product, platform] of SPECS) {
    // The boundary check is enough here: validation is the REST tests' concern, and Bitbucket DC
    // has operationIds its package would have to lower to build.
    const api = buildRestApi(parseOpenApi(await readFile(join(OPENAPI_CORPORA_DIR, file), 'utf8'), file));
    const base = restBasePath({
      publishPath: `/${platform}/${product.toLowerCase().replace(/ /g, '-')}/`,
      version: 3,
    });
    api.groups.forEach((group, rank) =>
      out.push({
        url: groupRoute(base, group),
        title: group.title,
        productTitle: product,
        productName: product,
        platform,
        type: 'rest',
        access: 'NONE',
        groupRank: out.length === 0 ? 0 : 1,
        documentRankInGroup: rank,
        sections: group.operations.map((op) => ({
          headingId: op.anchorId,
          heading: op.summary,
          text: [
            `${op.method.toUpperCase()} ${op.path}`,
            op.description,
            ...op.parameters.map((p) => p.name),
          ].join(' '),
        })),
      }),
    );
  }
  return out;
}

describeWithCorpora('search over real REST references', [OPENAPI_CORPORA_DIR], async () => {
  const records = (await pages()).flatMap(pageToRecords);
  const engine = createSearchEngine(buildSearchIndex(records));
  const top = (query: string, filters = '') =>
    engine
      .search({ query, filters, hitsPerPage: 3 })
      .hits.map((hit) => `${hit.productName}: ${hit.hierarchy.lvl2 ?? hit.hierarchy.lvl1}`);

  it('indexes every operation', () => {
    expect(records.length).toBeGreaterThan(1100);
  });

  it('finds operations by name, with typos, unfinished words and filters', () => {
    expect(top('create issue', 'productName:"Jira Cloud platform"')[0]).toBe(
      'Jira Cloud platform: Create issue',
    );
    expect(top('creat isue', 'platform:cloud')[0]).toBe('Jira Cloud platform: Create issue');
    expect(top('get all proj', 'platform:cloud')).toContain('Jira Cloud platform: Get all projects');
    expect(top('pull request commnets ', 'platform:server')[0]).toMatch(/^Bitbucket Data Center: .*comment/i);
    expect(top('worklog', 'platform:server')).toEqual([]);
  });

  it('answers the same after a serialisation round trip', () => {
    const loaded = createSearchEngine(decodeSearchIndex(encodeSearchIndex(engine.index)));
    for (const query of ['issue', 'creat isue', 'get all proj', 'webhook', '']) {
      expect(loaded.search({ query }).hits).toEqual(engine.search({ query }).hits);
    }
  });
});
