import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BuiltPageSchema, SEARCH_INDEX_FILE, SiteManifestSchema } from '../../../schemas/built.ts';
import { markTemplate } from '../../i18n/message-marks.ts';
import { RENDER_MESSAGE_IDS } from '../../markdown/index.ts';
import { REST_MESSAGE_IDS } from '../../rest/index.ts';
import { minimalContentFiles, writeContentRoot } from '../test-fixture.node.ts';
import { ContentValidationError } from '../validation-error.ts';
import { buildSearchIndex } from '../../search/build-index.ts';
import { encodeSearchIndex } from '../../search/index-codec.ts';
import { readSearchIndexFile } from '../../search/index-file.node.ts';
import { indexRecords } from '../../search/index-records.ts';
import { MAX_RECORD_TEXT } from '../../search/page-records.ts';
import { createSearchEngine } from '../../search/search-engine.ts';
import { buildContent } from './build-content.node.ts';

/** The renderer's UI strings; the ids themselves are enough for these tests. */
const messages = Object.fromEntries([...RENDER_MESSAGE_IDS, ...REST_MESSAGE_IDS].map((id) => [id, id]));

const build = async (
  files: Record<string, unknown>,
  outDir?: string,
  brokenLinks: 'error' | 'warn' = 'error',
) => {
  const contentRoot = await writeContentRoot(files);
  const out = outDir ?? join(await mkdtemp(join(tmpdir(), 'portico-out-')), 'build');
  const result = await buildContent({ contentRoot, outDir: out, messages, brokenLinks });
  return { result, out };
};

const failure = async (files: Record<string, unknown>) => {
  try {
    await build(files);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentValidationError);
    return (error as Error).message.split('\n');
  }
  throw new Error('expected the build to fail');
};

describe('buildContent', () => {
  it('writes a valid manifest and one file per page', async () => {
    const { result, out } = await build(minimalContentFiles());
    const manifest = SiteManifestSchema.parse(JSON.parse(await readFile(join(out, 'manifest.json'), 'utf8')));
    expect(manifest.routes.map((r) => r.route)).toEqual(['/guide/', '/start/']);
    expect(await readdir(join(out, 'pages'))).toHaveLength(2);
    const page = JSON.parse(await readFile(join(out, 'pages', manifest.routes[1]!.file), 'utf8'));
    expect(page).toMatchObject({
      route: '/start/',
      title: 'Docs',
      toc: [{ id: 'start-here', text: ['Start here'] }],
    });
    expect(result.warnings).toEqual([]);
  });

  it('stores UI strings as message slots, and removes noncharacters an author wrote, with a warning', async () => {
    const markNonce = '55555555555555555555';
    const marked = Object.fromEntries(
      Object.keys(messages).map((id) => [id, markTemplate(id, [], markNonce)]),
    );
    const contentRoot = await writeContentRoot({
      ...minimalContentFiles(),
      'packages/main/content/guide.md': '# Guide\n\n> [!NOTE]\n> Read \uFDD0this.\n\nThe rest.\n',
    });
    const out = join(await mkdtemp(join(tmpdir(), 'portico-out-')), 'build');
    const result = await buildContent({ contentRoot, outDir: out, messages: marked, markNonce });
    expect(result.warnings).toEqual([
      'packages/main/content/guide.md:4: (text): character U+FDD0 (a Unicode noncharacter) was removed',
    ]);
    const manifest = SiteManifestSchema.parse(JSON.parse(await readFile(join(out, 'manifest.json'), 'utf8')));
    const text = await readFile(join(out, 'pages', manifest.routes[0]!.file), 'utf8');
    expect(text).not.toMatch(/[\uFDD0-\uFDEF]/);
    const page = BuiltPageSchema.parse(JSON.parse(text));
    expect(page.html).toContainEqual({ slot: 'article.callout.note' });
    expect(page.html.filter((part) => typeof part === 'string').join('')).toContain('Read this.');
  });

  it('fails on a broken markdown link or anchor, naming the file and line', async () => {
    const lines = await failure({
      ...minimalContentFiles(),
      'packages/main/content/broken.md':
        '# Broken\n\nSee [nowhere](/nowhere/).\n\nAnd [a part](./start.md#missing).\n',
    });
    expect(lines.slice(1)).toEqual([
      "packages/main/content/broken.md:3: (link): broken link '/nowhere/' (no such page)",
      "packages/main/content/broken.md:5: (link): broken link '/start/#missing' (no heading '#missing' on /start/)",
    ]);
  });

  it('accepts links to portal routes, redirect sources and headings', async () => {
    const { result } = await build({
      ...minimalContentFiles(),
      'packages/main/redirects.yaml': { redirects: [{ from: '/old/', to: '/start/' }] },
      'packages/main/content/ok.md':
        '# Ok\n\n[Cloud](/cloud/?x=1), [old](/old/), [start](/start/#start-here), [top](#ok).\n',
    });
    expect(result.pageCount).toBe(3);
  });

  it('fails on a broken link in a landing or global-links file, naming the file and field', async () => {
    const files = minimalContentFiles();
    const cloud = {
      ...(files['landing/cloud.yaml'] as object),
      switchLink: { title: 'Switch', href: '/servr/' },
    };
    const lines = await failure({ ...files, 'landing/cloud.yaml': cloud });
    expect(lines.slice(1)).toEqual([
      "landing/cloud.yaml: switchLink.href: broken link '/servr/' (no such page)",
    ]);
  });

  it('builds a site without landings, where a link to an absent landing is broken', async () => {
    const files = {
      ...minimalContentFiles(),
      'landing/home.yaml': undefined,
      'landing/cloud.yaml': undefined,
      'landing/server.yaml': undefined,
    };
    const { out } = await build(files);
    const manifest = SiteManifestSchema.parse(JSON.parse(await readFile(join(out, 'manifest.json'), 'utf8')));
    expect(manifest.landings).toEqual({});
    const lines = await failure({
      ...files,
      'packages/main/content/guide.md': '# Guide\n\n[Cloud](/cloud/)\n',
    });
    expect(lines.slice(1)).toEqual([
      "packages/main/content/guide.md:3: (link): broken link '/cloud/' (no such page)",
    ]);
  });

  it('reports broken links as warnings only through the explicit option', async () => {
    const { result } = await build(
      { ...minimalContentFiles(), 'packages/main/content/broken.md': '# Broken\n\n[x](/nowhere/)\n' },
      undefined,
      'warn',
    );
    expect(result.warnings).toEqual([
      "packages/main/content/broken.md:3: (link): broken link '/nowhere/' (no such page)",
    ]);
  });

  it('checks links into generated REST pages without false positives', async () => {
    const spec = readFileSync(
      new URL('../../rest/__fixtures__/sample.swagger.json', import.meta.url),
      'utf8',
    );
    const files = {
      ...minimalContentFiles(),
      'packages/api/package.yaml': {
        name: 'api',
        docs: {
          contentDir: 'content',
          publishPath: '/reference/',
          humanName: 'API',
          platform: 'cloud',
          rest: { srcFiles: [{ version: 3, srcFile: 'rest/v3/swagger.json' }] },
        },
      },
      'packages/api/rest/v3/swagger.json': spec,
      'packages/api/content/index.md':
        '# API\n\n[Issues](/reference/rest/v3/api-group-issues/), [get one](/reference/rest/v3/api-group-issues/#api-rest-api-3-issue-issueidorkey-get), [intro](./rest/v3/intro.md).\n',
      'packages/api/content/rest/v3/intro.md': '# Hand-written intro\n',
    };
    const { result, out } = await build(files);
    const manifest = SiteManifestSchema.parse(JSON.parse(await readFile(join(out, 'manifest.json'), 'utf8')));
    const rest = manifest.routes.filter((r) => r.kind !== 'markdown').map((r) => r.route);
    expect(rest).toContain('/reference/rest/v3/api-group-issues/');
    expect(manifest.routes.find((r) => r.route === '/reference/rest/v3/intro/')?.kind).toBe('markdown');
    expect(result.pageCount).toBe(manifest.routes.length);

    const lines = await failure({
      ...files,
      'packages/api/content/index.md':
        '# API\n\n[x](/reference/rest/v3/api-group-issues/#api-nope-get) [y](/reference/rest/v3/api-group-nope/)\n',
    });
    expect(lines.slice(1)).toEqual([
      "packages/api/content/index.md:3: (link): broken link '/reference/rest/v3/api-group-issues/#api-nope-get' (no heading '#api-nope-get' on /reference/rest/v3/api-group-issues/)",
      "packages/api/content/index.md:3: (link): broken link '/reference/rest/v3/api-group-nope/' (no such page)",
    ]);
  });

  it('publishes REST references with their source privilege, validation warnings and nav summaries', async () => {
    const spec = readFileSync(
      new URL('../../rest/__fixtures__/sample.swagger.json', import.meta.url),
      'utf8',
    );
    const duplicated = JSON.parse(spec) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    duplicated.paths['/health']!['get']!.operationId = 'archiveIssue';
    const files = {
      ...minimalContentFiles(),
      'packages/api/package.yaml': {
        name: 'api',
        docs: {
          contentDir: 'content',
          publishPath: '/reference/',
          humanName: 'API',
          platform: 'cloud',
          rest: {
            srcFiles: [
              {
                version: 2,
                srcFile: 'rest/v2/swagger.json',
                lint: { 'operation-operationId-unique': 'warn' },
              },
              { version: 3, srcFile: 'rest/v3/swagger.json' },
            ],
            access: { privilege: 'FORGE_DOCS' },
          },
        },
      },
      'packages/api/rest/v2/swagger.json': JSON.stringify(duplicated),
      'packages/api/rest/v3/swagger.json': spec,
      'packages/api/content/index.md': '# API\n\nThe API.\n',
    };
    const { result, out } = await build(files);
    const manifest = SiteManifestSchema.parse(JSON.parse(await readFile(join(out, 'manifest.json'), 'utf8')));
    const rest = manifest.routes.filter((r) => r.kind !== 'markdown');
    expect(rest.length).toBeGreaterThan(0);
    expect(new Set(rest.map((r) => r.privilege))).toEqual(new Set(['FORGE_DOCS']));
    const engine = createSearchEngine(await readSearchIndexFile(join(out, SEARCH_INDEX_FILE)));
    const records = engine
      .search({ query: '', hitsPerPage: 1000, distinct: false })
      .hits.filter((hit) => hit.url.startsWith('/reference/rest/'));
    expect(records.length).toBeGreaterThan(0);
    expect(new Set(records.map((hit) => hit.access))).toEqual(new Set(['FORGE_DOCS']));
    expect(result.warnings).toContain(
      "packages/api/rest/v2/swagger.json:1: #/paths/~1health/get/operationId: Every operation must have a unique `operationId`: 'archiveIssue' is used by another operation. (operation-operationId-unique)",
    );
    expect(manifest.warnings).toEqual(result.warnings);
    expect(manifest.restReferences.map((r) => [r.packageName, r.basePath, r.version, r.introRoute])).toEqual([
      ['api', '/reference/rest/v3/', 3, '/reference/rest/v3/intro/'],
      ['api', '/reference/rest/v2/', 2, '/reference/rest/v2/intro/'],
    ]);
    const v3 = manifest.restReferences[0]!;
    expect(v3.groups.map((g) => [g.itemId, g.title, g.route])).toEqual([
      ['api-group-issues', 'Issues', '/reference/rest/v3/api-group-issues/'],
      ['api-group-projects', 'Projects', '/reference/rest/v3/api-group-projects/'],
      ['api-group-comments', 'Comments', '/reference/rest/v3/api-group-comments/'],
      ['api-group-health', 'health', '/reference/rest/v3/api-group-health/'],
    ]);
    expect(v3.menuItems).toHaveLength(11);
    expect(v3.menuItems[0]).toMatchObject({ itemId: 'api-group-issues', basePath: '/reference/rest/v3/' });

    // Without the lowered rule the v2 spec fails the build, and nothing is published.
    const lines = await failure({
      ...files,
      'packages/api/package.yaml': {
        ...files['packages/api/package.yaml'],
        docs: {
          ...files['packages/api/package.yaml'].docs,
          rest: { srcFiles: [{ version: 2, srcFile: 'rest/v2/swagger.json' }] },
        },
      },
    });
    expect(lines).toEqual([
      'Failed to validate due to:',
      "packages/api/rest/v2/swagger.json:1: #/paths/~1health/get/operationId: Every operation must have a unique `operationId`: 'archiveIssue' is used by another operation. (operation-operationId-unique)",
    ]);
  });

  it('writes the search index: a record per heading section, with type, access and ranks', async () => {
    const spec = readFileSync(
      new URL('../../rest/__fixtures__/sample.swagger.json', import.meta.url),
      'utf8',
    );
    const { result, out } = await build({
      ...minimalContentFiles(),
      'packages/main/content/internal.md':
        '---\ntitle: Staff notes\naccess:\n  privilege: FORGE_DOCS\n---\n\nIntro.\n\n## Release bluebird\n\nOnly staff.\n',
      'packages/main/content/hidden.md': '---\ntitle: Draft\nhidden: true\n---\n\n## Unfinished\n\nzebra\n',
      'packages/api/package.yaml': {
        name: 'api',
        docs: {
          contentDir: 'content',
          publishPath: '/reference/',
          humanName: 'API',
          platform: 'cloud',
          rest: { srcFile: 'rest/swagger.json' },
        },
      },
      'packages/api/rest/swagger.json': spec,
      'packages/api/content/index.md': '# API\n\nThe API.\n',
    });
    const engine = createSearchEngine(await readSearchIndexFile(join(out, SEARCH_INDEX_FILE)));
    expect(result.searchRecords).toBe(engine.index.recordCount);
    const all = engine.search({ query: '', hitsPerPage: 1000, distinct: false }).hits;
    const internal = all.filter((hit) => hit.url_without_anchor === '/internal/');
    expect(
      internal.map((hit) => [hit.headingID, hit.hierarchy.lvl2 ?? hit.hierarchy.lvl1, hit.access]),
    ).toEqual([
      ['', 'Staff notes', 'FORGE_DOCS'],
      ['release-bluebird', 'Release bluebird', 'FORGE_DOCS'],
    ]);
    expect(internal[1]).toMatchObject({
      objectID: '/internal/#release-bluebird',
      position: 1,
      docType: 'guide',
    });
    expect(all.some((hit) => hit.url_without_anchor === '/hidden/')).toBe(false);
    const rest = all.filter((hit) => hit.docType === 'rest');
    expect(rest.length).toBeGreaterThan(1);
    expect(rest.every((hit) => hit.url.startsWith('/reference/rest/') && hit.productTitle === 'API')).toBe(
      true,
    );
    expect(rest.map((hit) => hit.headingID)).toContain('api-rest-api-3-issue-issueidorkey-get');
    // The product of the REST package ranks after the main package's.
    expect(new Set(rest.map((hit) => hit.groupRank))).not.toContain(internal[0]!.groupRank);

    // One record per operation: its summary, its group, method and path, description and
    // parameter names, found at its anchor on the group page, with the page's privilege.
    const getIssue = [...indexRecords(engine.index)].find(
      (record) => record.headingID === 'api-rest-api-3-issue-issueidorkey-get',
    )!;
    expect(getIssue).toMatchObject({
      objectID: '/reference/rest/api-group-issues/#api-rest-api-3-issue-issueidorkey-get',
      url: '/reference/rest/api-group-issues/',
      content: { header: 'Issues', heading: 'Get issue' },
      type: 'rest',
      access: 'NONE',
    });
    expect(getIssue.text).toMatch(
      /^GET \/rest\/api\/3\/issue\/\{issueIdOrKey\} Returns the details of an issue\./,
    );
    expect(getIssue.text).toMatch(/ issueIdOrKey fields expand$/);
    const found = engine.search({ query: 'get issue', hitsPerPage: 5 }).hits;
    expect(found[0]?.objectID).toBe(getIssue.objectID);
    // Spec §5: REST results (operations and their parameter and response text) can be filtered out.
    const withoutRest = engine.search({
      query: 'issueIdOrKey',
      filters: 'NOT docType:rest',
      hitsPerPage: 1000,
    });
    expect(withoutRest.hits.filter((hit) => hit.docType === 'rest')).toEqual([]);
    const onlyRest = engine.search({ query: 'issueIdOrKey', filters: 'docType:rest', hitsPerPage: 1000 });
    expect(onlyRest.hits.length).toBeGreaterThan(0);
  });

  it('writes the same search index as one built afterwards from its records', async () => {
    // Section texts are tokenised while pages render; the index must not depend on it.
    const { out } = await build({
      ...minimalContentFiles(),
      'packages/main/content/callouts.md':
        '# Callouts\n\n> [!NOTE]\n> A   note\twith  spaces.\n\n## Same text\n\nRepeated words.\n\n## Again\n\nRepeated words.\n',
      'packages/main/content/long.md': `# Long\n\n${'Lorem ipsum dolor sit amet. '.repeat(1200)}\n`,
    });
    const index = await readSearchIndexFile(join(out, SEARCH_INDEX_FILE));
    expect(index.recordCount).toBeGreaterThan(4);
    const records = [...indexRecords(index)];
    expect(encodeSearchIndex(buildSearchIndex(records))).toEqual(encodeSearchIndex(index));
    const text = (objectID: string) => records.find((record) => record.objectID === objectID)?.text;
    expect(text('/callouts/#callouts')).toMatch(/(^| )A note with spaces\.$/);
    expect(text('/long/#long')!.length).toBeLessThanOrEqual(MAX_RECORD_TEXT);
    expect(text('/long/#long')).toMatch(/^Lorem ipsum dolor sit amet\. Lorem/);
  });

  it('never half-builds: a failed build leaves the previous build as it was', async () => {
    const { out } = await build(minimalContentFiles());
    const before = await readFile(join(out, 'manifest.json'), 'utf8');
    await expect(
      build({ ...minimalContentFiles(), 'packages/main/content/broken.md': '# B\n\n[x](/nowhere/)\n' }, out),
    ).rejects.toBeInstanceOf(ContentValidationError);
    expect(await readFile(join(out, 'manifest.json'), 'utf8')).toBe(before);
    expect(await readdir(join(out, 'pages'))).toHaveLength(2);
  });
});
