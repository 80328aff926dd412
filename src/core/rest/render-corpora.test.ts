import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingCorpus, OPENAPI_CORPORA_DIR } from '../testing/corpora.node.ts';
import { byteLength } from './examples.ts';
import { REST_ARTICLE_BUDGET } from './group-page.ts';
import { parseOpenApi } from './load-openapi.node.ts';
import { buildRestApi } from './build-model.ts';
import { renderTestPages } from './rest-fixtures.test-helper.ts';

const JIRA = join(OPENAPI_CORPORA_DIR, 'jira-platform.swagger-v3.v3.json');
const missing = missingCorpus([OPENAPI_CORPORA_DIR]) ?? (existsSync(JIRA) ? undefined : JIRA);
if (missing !== undefined) console.warn(`Skipping the Jira page budget test: ${missing} is missing.`);

describe.skipIf(missing !== undefined)('Jira platform pages (shared corpus)', () => {
  it('keeps every article within the budget and renders in time', async () => {
    const api = buildRestApi(parseOpenApi(readFileSync(JIRA, 'utf8'), 'jira.json'));
    const started = performance.now();
    const { pages, referenceFiles } = await renderTestPages(api);
    const ms = performance.now() - started;
    const sizes = pages.map((page) => ({ route: page.route, bytes: byteLength(page.html) }));
    sizes.sort((a, b) => b.bytes - a.bytes);
    console.log(`Jira: ${pages.length} pages in ${ms.toFixed(0)} ms; largest`, sizes.slice(0, 4));
    const largestData = Math.max(...referenceFiles.map((file) => byteLength(file.json)));
    console.log(`largest reference data ${largestData} bytes`);
    for (const { bytes } of sizes) expect(bytes).toBeLessThanOrEqual(REST_ARTICLE_BUDGET);
    const issues = pages.find((page) => page.route.endsWith('/api-group-issues/'))!;
    // The largest shared group keeps its curl samples inline.
    expect(issues.html).toContain('-sample-curl"');
  }, 60_000);
});
