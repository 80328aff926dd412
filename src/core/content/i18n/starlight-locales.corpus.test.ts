import { readdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { CORPORA_DIR } from '../../testing/corpora.node.ts';
import { describeWithCorpora } from '../../testing/describe-with-corpora.test-helper.ts';
import { loadContent } from '../load-content.node.ts';
import { minimalContentFiles, writeContentRoot } from '../test-fixture.node.ts';

const DOCS = 'sites/starlight/docs/src/content/docs';

// The Starlight site keeps its default language at the root of its docs folder and each other
// language in a folder named after it: laid out as a package's content, with contentLocales
// listing those languages, every translation is recognised and published under its prefix.
describeWithCorpora('the Starlight corpus as translated content', [join(CORPORA_DIR, DOCS)], () => {
  it('recognises its 16 locale folders as translations of the root pages', async () => {
    const docs = join(CORPORA_DIR, DOCS);
    const folders = (await readdir(docs, { withFileTypes: true })).filter((entry) => entry.isDirectory());
    // Locale folders (astro.config.mjs lists 16) are tags lower-cased; the others are sections.
    const locales = folders
      .map((entry) => entry.name)
      .filter((name) => /^[a-z]{2,3}(-[a-z]{2})?$/.test(name))
      .map((name) => name.replace(/-([a-z]{2})$/, (_, region: string) => `-${region.toUpperCase()}`));
    expect(locales).toHaveLength(16);
    const files = minimalContentFiles();
    const root = await writeContentRoot({
      ...files,
      'site.yaml': { ...(files['site.yaml'] as object), contentLocales: locales },
      'packages/starlight/package.yaml': {
        name: 'starlight',
        docs: {
          contentDir: 'content',
          publishPath: '/starlight/',
          humanName: 'Starlight',
          platform: 'platform',
        },
      },
    });
    await symlink(docs, join(root, 'packages/starlight/content'));
    const content = await loadContent(root);
    const pages = content.packages.find((pkg) => pkg.file.name === 'starlight')!.pages;
    const defaults = pages.filter((page) => page.lang === undefined);
    const translations = pages.filter((page) => page.lang !== undefined);
    expect(new Set(translations.map((page) => page.lang))).toEqual(new Set(locales));
    for (const page of translations) {
      expect(page.route.startsWith(`/${page.lang!.toLowerCase()}/starlight/`)).toBe(true);
      expect(page.file).toContain(`/content/${page.lang!.toLowerCase()}/`);
    }
    // No default page comes from a locale folder, and the French site translates the home page.
    expect(
      defaults.some((page) =>
        locales.some((tag) => page.route.startsWith(`/starlight/${tag.toLowerCase()}/`)),
      ),
    ).toBe(false);
    expect(content.routes.get('/fr/starlight/')?.lang).toBe('fr');
    expect(content.routes.get('/pt-br/starlight/')?.lang).toBe('pt-BR');
    // Each locale's navigation relabels the default one.
    const nav = content.packages.find((pkg) => pkg.file.name === 'starlight')!;
    expect(Object.keys(nav.localeNavigation ?? {}).sort()).toEqual([...locales].sort());
  });
});
