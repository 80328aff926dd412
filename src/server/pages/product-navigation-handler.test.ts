import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildContent } from '../../core/content/compile/build-content.node.ts';
import { minimalContentFiles, writeContentRoot } from '../../core/content/test-fixture.node.ts';
import { RENDER_MESSAGE_IDS } from '../../core/markdown/index.ts';
import { ANONYMOUS, createPrincipal } from '../../core/policy/principal.ts';
import { openContentStore, type ContentStore } from '../content/content-store.ts';
import { pageInLanguage } from '../content/content-language.ts';
import { handleProductNavigation } from './product-navigation-handler.ts';
import { navigationHash, pageNavigation } from './page-navigation.ts';

const messages = Object.fromEntries(RENDER_MESSAGE_IDS.map((id) => [id, id]));
const PAGE = '/tools/guide/';
const INTERNAL = '/tools/internal/';

let store: ContentStore;
beforeAll(async () => {
  const contentRoot = await writeContentRoot({
    ...minimalContentFiles(),
    'packages/tools/package.yaml': {
      name: 'tools',
      docs: { contentDir: 'content', publishPath: '/tools/', humanName: 'Tools', platform: 'platform' },
    },
    'packages/tools/navigation.yaml': {
      name: 'tools',
      title: 'Tools',
      url: '/tools/',
      categories: [
        {
          name: 'devguide',
          title: 'Guides',
          subcategories: [
            {
              title: 'Start',
              items: [
                { title: 'Guide', url: PAGE },
                { title: 'Internal', url: INTERNAL },
              ],
            },
          ],
        },
      ],
    },
    'packages/tools/content/index.md': '# Tools\n',
    'packages/tools/content/guide.md': '# Guide\n\nPublic.\n',
    'packages/tools/content/internal.md':
      '---\ntitle: Internal\naccess:\n  privilege: FORGE_DOCS\n---\n\nHidden.\n',
  });
  const out = join(await mkdtemp(join(tmpdir(), 'portico-product-nav-')), 'build');
  await buildContent({ contentRoot, outDir: out, messages });
  store = await openContentStore(out);
}, 60_000);

const get = (path: string, locale: string, hash: string, method = 'GET') =>
  handleProductNavigation(
    new Request(
      `https://developer.test.example/api/island-data/product-nav?path=${path}&locale=${locale}&v=${hash}`,
      {
        method,
      },
    ),
    () => Promise.resolve(store),
  );
const titles = (body: unknown) => JSON.stringify(body).match(/"title":"[^"]+"/g);

describe('GET /api/island-data/product-nav', () => {
  it('answers the page’s navigation as an anonymous reader sees it, immutable under its hash', async () => {
    const { productNavigation } = pageNavigation(
      store,
      pageInLanguage(store, PAGE, ANONYMOUS)!,
      PAGE,
      'en',
      ANONYMOUS,
    );
    const response = await get(PAGE, 'en', navigationHash(productNavigation));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body: unknown = await response.json();
    expect(body).toEqual(productNavigation);
    expect(titles(body)).toContain('"title":"Guide"');
    expect(titles(body)).not.toContain('"title":"Internal"');
  });

  it('never answers what needs a privilege, and keeps a stale hash out of caches', async () => {
    const employee = createPrincipal({ accountId: 'e1', privileges: new Set(['FORGE_DOCS']) });
    const theirs = pageNavigation(store, pageInLanguage(store, PAGE, employee)!, PAGE, 'en', employee);
    // Their page keeps its own tree (docs-route-data.ts); its hash is no anonymous answer's.
    expect(titles(theirs.productNavigation)).toContain('"title":"Internal"');
    const response = await get(PAGE, 'en', navigationHash(theirs.productNavigation));
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    expect(titles(await response.json())).not.toContain('"title":"Internal"');
    expect((await get(INTERNAL, 'en', 'x')).status).toBe(404);
  });

  it('refuses what is no page, a locale the site does not offer and other methods', async () => {
    expect((await get('/tools/missing/', 'en', 'x')).status).toBe(404);
    expect((await get('/tools/guide', 'en', 'x')).status).toBe(404);
    expect((await get(PAGE, 'xx', 'x')).status).toBe(400);
    expect((await get(PAGE, 'en', 'x', 'POST')).status).toBe(405);
  });
});
