import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPENAPI_CORPORA_DIR } from '../testing/corpora.node.ts';
import { buildRestApi } from './build-model.ts';
import { parseOpenApi } from './load-openapi.node.ts';
import { renderTestPages } from './rest-fixtures.test-helper.ts';

// The shared specs are the vendors' documents and must not be copied into the repository, and
// neither may HTML made of their text: the goldens here are SHA-256 digests of the output
// (__golden__/corpora.sha256.json). On a mismatch the actual output is written to
// OUTPUT_DIR to read and diff; UPDATE_GOLDEN=1 npx vitest run src/core/rest/golden-corpora.test.ts
// records the new digests once the change is checked.
const DIGESTS_FILE = join(import.meta.dirname, '__golden__', 'corpora.sha256.json');
const OUTPUT_DIR = join(tmpdir(), 'portico-rest-goldens');
const digests: Record<string, string> = existsSync(DIGESTS_FILE)
  ? (JSON.parse(readFileSync(DIGESTS_FILE, 'utf8')) as Record<string, string>)
  : {};

/** Operations of three shared specs, by spec file and the group page and anchor they are on. */
const CASES = [
  {
    spec: 'jira-platform.swagger-v3.v3.json',
    group: 'issue-comments',
    anchor: 'api-rest-api-3-issue-issueidorkey-comment-post',
  },
  {
    spec: 'jira-platform.swagger-v3.v3.json',
    group: 'issue-search',
    anchor: 'api-rest-api-3-search-jql-get',
  },
  { spec: 'confluence.openapi-v2.v3.json', group: 'page', anchor: 'api-pages-id-get' },
  {
    spec: 'bitbucket-cloud.swagger.v3.json',
    group: 'pullrequests',
    anchor: 'api-repositories-workspace-repo-slug-pullrequests-post',
  },
] as const;
const DATA_CASE = { spec: 'atlassian-teams.swagger-public-api-v1.v3.json' } as const;

const specs = [...new Set([...CASES.map((entry) => entry.spec), DATA_CASE.spec])];
const missing = specs.map((spec) => join(OPENAPI_CORPORA_DIR, spec)).find((file) => !existsSync(file));
if (missing !== undefined)
  console.warn(
    `Skipping the REST corpora goldens: ${missing} is missing (see src/core/testing/corpora.node.ts).`,
  );

const rendered = new Map<string, ReturnType<typeof renderTestPages>>();
function pagesOf(spec: string) {
  let pages = rendered.get(spec);
  if (pages === undefined) {
    const document = parseOpenApi(readFileSync(join(OPENAPI_CORPORA_DIR, spec), 'utf8'), spec);
    pages = renderTestPages(buildRestApi(document));
    rendered.set(spec, pages);
  }
  return pages;
}

function golden(name: string, actual: string) {
  const digest = createHash('sha256').update(actual).digest('hex');
  mkdirSync(OUTPUT_DIR, { recursive: true });
  writeFileSync(join(OUTPUT_DIR, name), actual);
  if (process.env['UPDATE_GOLDEN'] === '1') {
    digests[name] = digest;
    const sorted = Object.fromEntries(Object.entries(digests).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(DIGESTS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
  }
  expect(digest, `${name} differs from its golden; the output is in ${join(OUTPUT_DIR, name)}`).toBe(
    digests[name],
  );
}

describe.skipIf(missing !== undefined)('REST goldens from the shared specs', () => {
  it.each(CASES)(
    'renders $anchor of $spec as recorded',
    async ({ spec, group, anchor }) => {
      const { pages } = await pagesOf(spec);
      const page = pages.find((candidate) => candidate.route.endsWith(`/api-group-${group}/`));
      expect(page, `group ${group}`).toBeDefined();
      const start = page!.html.lastIndexOf(
        '<section class="rest-operation">',
        page!.html.indexOf(`<h2 id="${anchor}"`),
      );
      expect(start, anchor).toBeGreaterThanOrEqual(0);
      const end = page!.html.indexOf('</section>', start) + '</section>'.length;
      const html = `${page!.html.slice(start, end)}\n`;
      expect(html).toContain(`<h2 id="${anchor}">`);
      expect(html).toContain('<div class="rest-url">');
      golden(`${anchor}.golden.html`, html);
    },
    60_000,
  );

  it('writes the reference data of a group as recorded', async () => {
    const { pages, referenceFiles } = await pagesOf(DATA_CASE.spec);
    const page = pages.find((candidate) => candidate.kind === 'rest-group')!;
    const file = referenceFiles.find((candidate) => candidate.fileName === page.rest?.referenceFile)!;
    const data = JSON.parse(file.json) as { version: number; operations: Record<string, unknown> };
    expect(data.version).toBe(1);
    expect(Object.keys(data.operations).length).toBeGreaterThan(0);
    golden('teams-first-group.reference.golden.json', `${JSON.stringify(data, null, 2)}\n`);
  }, 60_000);
});
