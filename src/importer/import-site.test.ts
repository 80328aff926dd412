import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildContent, type BuildResult } from '../core/content/compile/build-content.node.ts';
import { testMessages } from '../core/markdown/markdown-fixtures.test-helper.ts';
import { formatNote } from './import-report.ts';
import { importSite, type ImportResult } from './import-site.node.ts';

// A 1×1 PNG: a static image the pages reference.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function write(root: string, files: Record<string, string | Buffer>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

/** A small Docusaurus site with what the corpora lack: static files, versions, a translation. */
function docusaurusSite(root: string) {
  write(root, {
    'docusaurus.config.js': `module.exports = {
  title: 'Acme Docs', url: 'https://docs.acme.test', baseUrl: '/',
  themeConfig: { navbar: { logo: { src: 'img/logo.png', srcDark: 'img/logo-dark.png' } } },
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: require.resolve('./sidebars.js') } }]],
  plugins: [['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/old-intro', to: '/intro' }] }]],
};`,
    'sidebars.js':
      "module.exports = { docs: ['intro', { type: 'category', label: 'Guides', items: ['guides/setup'] }, { type: 'link', label: 'Elsewhere', href: '/not-imported' }] };",
    'docs/intro.md': [
      '---',
      'id: intro',
      'title: Intro',
      'hide_title: true',
      '---',
      '',
      '![Logo](/img/logo.png)',
      '',
      '![Gone](/img/gone.png)',
      '',
      'Read [setup](guides/setup.md#install), [the guide](/guides/setup) and [nothing](/nowhere).',
      '',
      ':::tip',
      'A tip.',
      ':::',
      '',
      '<Unknown>kept</Unknown>',
    ].join('\n'),
    'docs/guides/setup.md': '# Setup\n\n## Install\n\nBack to [intro](../intro.md).\n',
    'docs/draft.md': '---\ndraft: true\n---\n# Draft\n',
    'static/img/logo.png': PNG,
    'i18n/fr/docusaurus-plugin-content-docs/current/intro.md':
      '---\nid: intro\ntitle: Introduction\n---\n\nBonjour.\n',
    'versions.json': '["1.0"]',
    'versioned_docs/version-1.0/intro.md': '---\nid: intro\ntitle: Intro 1.0\n---\n\nOld.\n',
    'versioned_sidebars/version-1.0-sidebars.json': '{ "docs": ["intro"] }',
  });
}

describe('importSite on a Docusaurus site with static files, a translation and a version', () => {
  let site: string;
  let out: string;
  let first: ImportResult;
  let build: BuildResult;
  beforeAll(async () => {
    site = await mkdtemp(join(tmpdir(), 'portico-import-site-'));
    out = await mkdtemp(join(tmpdir(), 'portico-import-out-'));
    docusaurusSite(site);
    first = await importSite({ kind: 'docusaurus', siteDir: site, outDir: out });
    build = await buildContent({
      contentRoot: out,
      outDir: join(out, '..', `${out.split('/').at(-1)}-build`, 'build'),
      messages: testMessages,
    });
  }, 60_000);
  afterAll(async () => {
    await rm(site, { recursive: true, force: true });
    await rm(out, { recursive: true, force: true });
    await rm(`${out}-build`, { recursive: true, force: true });
  });

  const read = (path: string) => readFileSync(join(out, path), 'utf8');

  it('writes package.yaml with Docusaurus routing, MDX settings and the version', () => {
    expect(parse(read('packages/acme-docs/package.yaml'))).toMatchObject({
      name: 'acme-docs',
      docs: {
        publishPath: '/acme-docs/',
        routing: 'docusaurus',
        mdx: { markdownAsMdx: true, unknownComponents: 'warn' },
        versions: [
          { name: '1.0', contentDir: 'versions/1.0', path: '1.0', navigation: 'navigation-1.0.yaml' },
        ],
      },
    });
    expect(parse(read('site.yaml'))).toMatchObject({
      mainPackage: 'acme-docs',
      contentLocales: ['fr'],
      developerHost: 'docs.acme.test',
    });
    expect(read('packages/acme-docs/i18n/fr/intro.md')).toContain('Bonjour.');
    expect(read('packages/acme-docs/versions/1.0/intro.md')).toContain('Old.');
    expect(parse(read('packages/acme-docs/redirects.yaml'))).toEqual({
      redirects: [{ from: '/acme-docs/old-intro/', to: '/acme-docs/intro/' }],
    });
  });

  it('copies referenced static files beside the pages and rewrites links to files', () => {
    const intro = read('packages/acme-docs/content/intro.md');
    expect(intro).toContain('![Logo](./_files/static/img/logo.png)');
    expect(readFileSync(join(out, 'packages/acme-docs/content/_files/static/img/logo.png'))).toEqual(PNG);
    expect(intro).toContain('*Gone*');
    expect(intro).toContain('[the guide](./guides/setup.md)');
    expect(intro).not.toContain('hide_title');
    expect(existsSync(join(out, 'packages/acme-docs/content/draft.md'))).toBe(false);
  });

  it('reports each change with file and line', () => {
    const lines = first.notes.map(formatNote);
    expect(lines).toContain(
      'lost      docs/intro.md:4  front matter: hide_title: not carried over (the portal always shows the page title)',
    );
    expect(lines).toContain(
      'lost      docs/intro.md:9  file: not converted: /img/gone.png is not in the imported site (static folder); the image is replaced by its alt text',
    );
    expect(lines).toContain(
      'kept      docs/intro.md:11  link: /nowhere is broken in the source site too (no page of the imported docs has this path); kept, and the build reports it as a warning',
    );
    expect(lines).toContain(
      'lost      docs/intro.md:17  component: <Unknown> is not a component the portal provides: rendered as a marked box with its content, and a build warning',
    );
    expect(lines).toContain(
      "lost      sidebars.js  sidebar: link 'Elsewhere' to /not-imported: no imported page has this path; left out",
    );
    expect(lines).toContain(
      'lost      docs/draft.md  page: a draft: not imported (the site does not publish it)',
    );
    expect(read('import-report.md')).toContain('docs/intro.md:9');
  });

  it("builds, with the source site's broken link as a warning and the image published", () => {
    expect(build.warnings, build.warnings.join('\n')).toContain(
      "packages/acme-docs/content/intro.md:10: (link): broken link '/acme-docs/nowhere/' (no such page), broken in the imported site too",
    );
    expect(Object.keys(build.manifest.contentFiles ?? {}).some((key) => key.endsWith('/logo.png'))).toBe(
      true,
    );
    expect(build.manifest.routes.map((r) => r.route)).toEqual(
      expect.arrayContaining(['/acme-docs/intro/', '/acme-docs/guides/setup/']),
    );
  });

  it("is idempotent, removes what it no longer writes and never touches a person's files", async () => {
    const again = await importSite({ kind: 'docusaurus', siteDir: site, outDir: out });
    expect(again.written).toEqual([]);
    write(out, { 'packages/acme-docs/content/notes-by-hand.md': '# Mine\n' });
    write(site, { 'docs/guides/setup.md': '# Setup\n\n## Install\n' });
    rmSync(join(site, 'static/img/logo.png'));
    const third = await importSite({ kind: 'docusaurus', siteDir: site, outDir: out });
    expect(third.removed).toEqual([
      'branding/logo.png',
      'packages/acme-docs/content/_files/static/img/logo.png',
    ]);
    expect(read('packages/acme-docs/content/notes-by-hand.md')).toBe('# Mine\n');
    expect(third.written).toContain('packages/acme-docs/content/guides/setup.md');
  });

  it('still fails the build on a broken link the source site did not have', async () => {
    write(out, { 'packages/acme-docs/content/by-hand.md': '# By hand\n\n[gone](/acme-docs/not-there/)\n' });
    await expect(
      buildContent({ contentRoot: out, outDir: join(`${out}-build`, 'again'), messages: testMessages }),
    ).rejects.toThrow(
      "packages/acme-docs/content/by-hand.md:3: (link): broken link '/acme-docs/not-there/' (no such page)",
    );
  }, 60_000);
});
