import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BuiltPageSchema, MANIFEST_FILE, PAGES_DIR, SiteManifestSchema } from '../../schemas/built.ts';
import { PostmanCollectionSchema } from '../../schemas/postman-collection.ts';
import { buildContent } from '../../core/content/compile/build-content.node.ts';
import { minimalContentFiles, writeContentRoot } from '../../core/content/test-fixture.node.ts';
import { RENDER_MESSAGE_IDS } from '../../core/markdown/index.ts';
import { ANONYMOUS, createPrincipal } from '../../core/policy/principal.ts';
import { REST_MESSAGE_IDS } from '../../core/rest/index.ts';
import { openContentStore } from './content-store.ts';
import { restReferenceResponse } from './rest-reference-response.ts';

const messages = Object.fromEntries([...RENDER_MESSAGE_IDS, ...REST_MESSAGE_IDS].map((id) => [id, id]));
const GROUP = '/reference/rest/v3/api-group-issues/';

/** A real build of the sample spec; `privileged` turns the group page into a JIRA_API page. */
async function builtStore(privileged: boolean, postman = false) {
  const contentRoot = await writeContentRoot({
    ...minimalContentFiles(),
    'packages/api/package.yaml': {
      name: 'api',
      docs: {
        contentDir: 'content',
        publishPath: '/reference/',
        humanName: 'API',
        platform: 'cloud',
        rest: { srcFiles: [{ version: 3, srcFile: 'rest/v3/swagger.json' }], postman },
      },
    },
    'packages/api/rest/v3/swagger.json': readFileSync(
      new URL('../../core/rest/__fixtures__/sample.swagger.json', import.meta.url),
      'utf8',
    ),
    'packages/api/content/index.md': '# API\n',
  });
  const out = join(await mkdtemp(join(tmpdir(), 'portico-rest-data-')), 'build');
  await buildContent({ contentRoot, outDir: out, messages });
  const manifest = SiteManifestSchema.parse(JSON.parse(await readFile(join(out, MANIFEST_FILE), 'utf8')));
  const entry = manifest.routes.find((route) => route.route === GROUP)!;
  const page = BuiltPageSchema.parse(JSON.parse(await readFile(join(out, PAGES_DIR, entry.file), 'utf8')));
  if (privileged) {
    // REST sources have no privilege of their own yet; the data must follow whatever the page has.
    entry.privilege = 'JIRA_API';
    await writeFile(join(out, MANIFEST_FILE), JSON.stringify(manifest));
  }
  return { store: await openContentStore(out), fileName: page.rest!.referenceFile!, page, manifest, out };
}

const get = (url: string) => new Request(`https://developer.test.example${url}`);

describe('REST reference data route', () => {
  it('serves a public page’s data, content-hashed and cached for ever', async () => {
    const { store, fileName, page } = await builtStore(false);
    const stored = page.html.join('');
    expect(stored).toContain(`data-rest-reference="/api/rest-reference/${fileName}"`);
    const response = await restReferenceResponse(
      get(`/api/rest-reference/${fileName}`),
      fileName,
      store,
      ANONYMOUS,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const data = (await response.json()) as { version: number; operations: Record<string, unknown> };
    expect(data.version).toBe(1);
    expect(Object.keys(data.operations)).toContain('api-rest-api-3-issue-post');
  }, 60_000);

  it('answers 404 to readers who may not read the page, and private caching to those who may', async () => {
    const { store, fileName } = await builtStore(true);
    expect(store.findRoute(GROUP, ANONYMOUS)).toBeUndefined();
    const anonymous = await restReferenceResponse(
      get(`/api/rest-reference/${fileName}`),
      fileName,
      store,
      ANONYMOUS,
    );
    expect(anonymous.status).toBe(404);
    const reader = createPrincipal({ accountId: 'a1', privileges: new Set(['JIRA_API']) });
    const allowed = await restReferenceResponse(
      get(`/api/rest-reference/${fileName}`),
      fileName,
      store,
      reader,
    );
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
  }, 60_000);

  it('serves the Postman collection the intro page links, under the intro page’s policy', async () => {
    const { store, manifest, out } = await builtStore(false, true);
    const intro = manifest.routes.find((route) => route.route === '/reference/rest/v3/intro/')!;
    const page = BuiltPageSchema.parse(JSON.parse(await readFile(join(out, PAGES_DIR, intro.file), 'utf8')));
    const href = /class="rest-postman" href="\/api\/rest-reference\/([^"]+)"/.exec(page.html.join(''))?.[1];
    expect(href).toBeDefined();
    const response = await restReferenceResponse(get(`/api/rest-reference/${href}`), href!, store, ANONYMOUS);
    expect(response.status).toBe(200);
    const collection = PostmanCollectionSchema.parse(await response.json());
    expect(collection.info.name).toBe('Kestrel Tracker REST API (v3)');
    // The intro page made privileged: its collection follows it.
    intro.privilege = 'JIRA_API';
    await writeFile(join(out, MANIFEST_FILE), JSON.stringify(manifest));
    const restricted = await openContentStore(out);
    expect((await restReferenceResponse(get('/x'), href!, restricted, ANONYMOUS)).status).toBe(404);
  }, 60_000);

  it('answers 404 to names that are not data files, and 405 to other methods', async () => {
    const { store, fileName } = await builtStore(false);
    for (const name of [
      '../manifest.json',
      'manifest.json',
      fileName.replace(/-[0-9a-f]+\.json$/, '-0000000000000000.json'),
    ]) {
      expect(
        (await restReferenceResponse(get('/api/rest-reference/x'), name, store, ANONYMOUS)).status,
        name,
      ).toBe(404);
    }
    const post = new Request('https://developer.test.example/api/rest-reference/x', { method: 'POST' });
    expect((await restReferenceResponse(post, fileName, store, ANONYMOUS)).status).toBe(405);
  }, 60_000);
});
