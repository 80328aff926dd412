import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BuiltPageSchema, SiteManifestSchema, type SiteManifest } from '../../../schemas/built.ts';
import { RENDER_MESSAGE_IDS } from '../../markdown/index.ts';
import { REST_MESSAGE_IDS } from '../../rest/index.ts';
import { buildContent } from '../compile/build-content.node.ts';
import { loadContent } from '../load-content.node.ts';
import { minimalContentFiles, writeContentRoot } from '../test-fixture.node.ts';
import { ContentValidationError } from '../validation-error.ts';

const messages = Object.fromEntries([...RENDER_MESSAGE_IDS, ...REST_MESSAGE_IDS].map((id) => [id, id]));

/** A site in English with French (Starlight layout) and Brazilian Portuguese (i18n/ layout) pages. */
function translatedSite(): Record<string, unknown> {
  const files = minimalContentFiles();
  const site = files['site.yaml'] as Record<string, unknown>;
  return {
    ...files,
    'site.yaml': { ...site, locales: ['en', 'fr'], contentLocales: ['fr', 'pt-BR'] },
    'packages/main/content/start.md':
      '---\ntitle: Docs\n---\n\n## Start here\n\nSee the [guide](./guide.md) and [setup](./de/setup.md).\n',
    // A section called `de` stays a section: German is not a content locale of the site.
    'packages/main/content/de/setup.md': '# Setup\n\nText.\n',
    'packages/main/content/fr/start.md':
      '---\ntitle: Documentation\nsidebar_label: Débuter\n---\n\n## Commencer ici\n\nVoir le [guide](./guide.md) et [setup](./de/setup.md#setup).\n',
    'packages/main/i18n/pt-BR/guide.md': '# Guia\n\nBem-vindo. [Início](./start.md)\n',
  };
}

async function build(files: Record<string, unknown>): Promise<SiteManifest> {
  const contentRoot = await writeContentRoot(files);
  const outDir = join(await mkdtemp(join(tmpdir(), 'portico-i18n-')), 'build');
  await buildContent({ contentRoot, outDir, messages });
  return SiteManifestSchema.parse(JSON.parse(await readFile(join(outDir, 'manifest.json'), 'utf8')));
}

describe('translated content', () => {
  it('publishes translations of both layouts under their locale prefix, with their lang', async () => {
    const manifest = await build(translatedSite());
    expect(manifest.routes.map(({ route, lang }) => [route, lang])).toEqual([
      ['/de/setup/', undefined],
      ['/fr/start/', 'fr'],
      ['/guide/', undefined],
      ['/pt-br/guide/', 'pt-BR'],
      ['/start/', undefined],
    ]);
  });

  it('resolves a translation link to the same locale page, else to the fallback under the prefix', async () => {
    const contentRoot = await writeContentRoot(translatedSite());
    const outDir = join(await mkdtemp(join(tmpdir(), 'portico-i18n-')), 'build');
    await buildContent({ contentRoot, outDir, messages });
    const manifest = SiteManifestSchema.parse(
      JSON.parse(await readFile(join(outDir, 'manifest.json'), 'utf8')),
    );
    const page = async (route: string) => {
      const entry = manifest.routes.find((r) => r.route === route)!;
      return BuiltPageSchema.parse(JSON.parse(await readFile(join(outDir, 'pages', entry.file), 'utf8')));
    };
    const french = JSON.stringify((await page('/fr/start/')).html);
    expect(french).toContain('href=\\"/fr/guide/\\"');
    expect(french).toContain('href=\\"/fr/de/setup/#setup\\"');
    const portuguese = JSON.stringify((await page('/pt-br/guide/')).html);
    expect(portuguese).toContain('href=\\"/pt-br/start/\\"');
    // The default language's links stay unprefixed.
    expect(JSON.stringify((await page('/start/')).html)).toContain('href=\\"/guide/\\"');
  });

  it('labels each locale navigation with its translations and the lang of every label', async () => {
    const content = await loadContent(await writeContentRoot(translatedSite()));
    const main = content.packages[0]!;
    const french = main.localeNavigation?.['fr'];
    const items = french?.categories.flatMap((c) => c.subcategories);
    expect(items?.map(({ title, url, lang }) => ({ title, url, lang }))).toEqual([
      { title: 'De', url: undefined, lang: 'en' },
      { title: 'Guide', url: '/fr/guide/', lang: 'en' },
      { title: 'Débuter', url: '/fr/start/', lang: 'fr' },
    ]);
    expect(items?.[0]?.items).toEqual([{ title: 'Setup', url: '/fr/de/setup/', lang: 'en' }]);
    // The default navigation is made of default-language pages only.
    expect(JSON.stringify(main.navigation)).not.toContain('/fr/');
    expect(Object.keys(main.localeNavigation ?? {})).toEqual(['fr', 'pt-BR']);
  });

  it('treats locale folders as sections when the site lists no content locale', async () => {
    const files = translatedSite();
    const site = files['site.yaml'] as Record<string, unknown>;
    const content = await loadContent(
      await writeContentRoot({ ...files, 'site.yaml': { ...site, contentLocales: [] } }),
    );
    expect([...content.routes.keys()].sort()).toEqual(['/de/setup/', '/fr/start/', '/guide/', '/start/']);
    expect(content.routes.get('/fr/start/')?.lang).toBeUndefined();
  });

  it('fails a link from a translation to a page that exists in no language', async () => {
    const files = translatedSite();
    files['packages/main/content/fr/start.md'] = '# Début\n\n[Nulle part](./nowhere.md)\n';
    await expect(build(files)).rejects.toThrow(ContentValidationError);
  });
});
