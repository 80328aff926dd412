import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BuiltPageSchema, SEARCH_INDEX_FILE, SiteManifestSchema } from '../../../schemas/built.ts';
import { en } from '../../../ui/i18n/messages.ts';
import { readSearchIndexFile } from '../../search/index-file.node.ts';
import { indexRecords } from '../../search/index-records.ts';
import { minimalContentFiles, writeContentRoot } from '../test-fixture.node.ts';
import { buildContent } from './build-content.node.ts';

const spec = (version: number) => `openapi: 3.0.0
info: { title: Test API, version: "${version}.0" }
paths:
  /rest/api/${version}/project:
    get:
      tags: [Projects]
      summary: Get projects
      responses: { '200': { description: OK } }
`;

/** A package with two versions of its REST reference and a guide linking the versions page. */
function files(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...minimalContentFiles(),
    'packages/api/package.yaml': {
      name: 'api',
      docs: {
        contentDir: 'content',
        publishPath: '/cloud/api/',
        humanName: 'Test API',
        platform: 'cloud',
        rest: {
          srcFiles: [
            { version: 1, srcFile: 'rest/v1/swagger.yaml' },
            { version: 2, srcFile: 'rest/v2/swagger.yaml' },
          ],
        },
      },
    },
    'packages/api/content/index.md': '# Test API\n\nSee [the API versions](/cloud/api/rest/).\n',
    'packages/api/rest/v1/swagger.yaml': spec(1),
    'packages/api/rest/v2/swagger.yaml': spec(2),
    ...extra,
  };
}

const build = async (content: Record<string, unknown>) => {
  const contentRoot = await writeContentRoot(content);
  const out = join(await mkdtemp(join(tmpdir(), 'portico-out-')), 'build');
  await buildContent({ contentRoot, outDir: out, messages: en });
  const manifest = SiteManifestSchema.parse(JSON.parse(await readFile(join(out, 'manifest.json'), 'utf8')));
  return { out, manifest };
};

describe('the REST versions page', () => {
  it('is a generated page at <publishPath>rest/ that content links reach and search finds', async () => {
    // The guide's link to /cloud/api/rest/ would fail the link check if the page were not built.
    const { out, manifest } = await build(files());
    const route = manifest.routes.find((entry) => entry.route === '/cloud/api/rest/');
    expect(route).toMatchObject({ kind: 'rest-versions', title: 'Test API (v1, v2)', privilege: 'NONE' });
    const page = BuiltPageSchema.parse(JSON.parse(await readFile(join(out, 'pages', route!.file), 'utf8')));
    expect(page.html.join('')).toBe(
      '<h1>Test API (v1, v2)</h1>\n<ul data-testid="rest-versions-list">' +
        '<li><a href="/cloud/api/rest/v1/intro/">v1 — Test API</a></li>' +
        '<li><a href="/cloud/api/rest/v2/intro/">v2 — Test API</a></li></ul>',
    );
    const index = await readSearchIndexFile(join(out, SEARCH_INDEX_FILE));
    const record = [...indexRecords(index)].find((candidate) => candidate.url === '/cloud/api/rest/');
    expect(record).toMatchObject({ type: 'rest' });
    expect(JSON.stringify(record)).toContain('Test API (v1, v2)');
  });

  it('gives way to a markdown page on that route', async () => {
    const { manifest } = await build(
      files({ 'packages/api/content/rest/index.md': '# Our REST APIs\n\nHand-written.\n' }),
    );
    expect(manifest.routes.find((entry) => entry.route === '/cloud/api/rest/')).toMatchObject({
      kind: 'markdown',
      title: 'Our REST APIs',
    });
  });
});
