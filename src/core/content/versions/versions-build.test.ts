import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEARCH_INDEX_FILE, SiteManifestSchema } from '../../../schemas/built.ts';
import { en } from '../../../ui/i18n/messages.ts';
import { readSearchIndexFile } from '../../search/index-file.node.ts';
import { indexRecords } from '../../search/index-records.ts';
import { buildContent } from '../compile/build-content.node.ts';
import { ContentValidationError } from '../validation-error.ts';
import { minimalContentFiles, writeContentRoot } from '../test-fixture.node.ts';
import { versionContext } from './version-links.ts';

/** A package with the latest in content/ and an older 1.x in versions/1.x/. */
function files(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...minimalContentFiles(),
    'packages/tool/package.yaml': {
      name: 'tool',
      docs: {
        contentDir: 'content',
        publishPath: '/tool/',
        humanName: 'Tool',
        platform: 'platform',
        versionLabel: 'Current',
        versions: [{ name: '1.x', label: 'Tool 1', contentDir: 'versions/1.x', path: 'v1' }],
      },
    },
    'packages/tool/content/index.md': '# Tool\n\nRead [setup](./setup.md).\n',
    'packages/tool/content/setup.md': '# Setup\n\n## Install\n\nInstall the current zebrafish tool.\n',
    'packages/tool/content/new.md': '# New in the current version\n\nOnly here.\n',
    'packages/tool/versions/1.x/index.md': '# Tool 1\n\nRead [setup](/setup.md) and [old](./old.md).\n',
    'packages/tool/versions/1.x/setup.md': '# Setup\n\n## Install\n\nInstall the old zebrafish tool.\n',
    'packages/tool/versions/1.x/old.md': '# Old\n\nOnly in 1.x.\n\n![The old diagram](./img/diagram.svg)\n',
    'packages/tool/versions/1.x/img/diagram.svg':
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20"/></svg>\n',
    'packages/tool/versions/1.x/redirects.yaml': {
      redirects: [{ from: '/tool/v1/install/', to: '/tool/v1/setup/' }],
    },
    ...extra,
  };
}

async function build(content: Record<string, unknown>) {
  const contentRoot = await writeContentRoot(content);
  const out = join(await mkdtemp(join(tmpdir(), 'portico-out-')), 'build');
  await buildContent({ contentRoot, outDir: out, messages: en });
  const manifest = SiteManifestSchema.parse(JSON.parse(await readFile(join(out, 'manifest.json'), 'utf8')));
  return { out, manifest };
}

describe('documentation versions in a build', () => {
  it('publishes each version under its path with its own navigation, redirects, search records and switcher targets', async () => {
    const { out, manifest } = await build(files());
    const tool = manifest.routes.filter((entry) => entry.packageName === 'tool');
    expect(tool.map((entry) => [entry.route, entry.version, entry.pageKey])).toEqual([
      ['/tool/', undefined, '/'],
      ['/tool/new/', undefined, '/new/'],
      ['/tool/setup/', undefined, '/setup/'],
      ['/tool/v1/', '1.x', '/'],
      ['/tool/v1/old/', '1.x', '/old/'],
      ['/tool/v1/setup/', '1.x', '/setup/'],
    ]);
    const pkg = manifest.packages.find((p) => p.name === 'tool')!;
    expect(pkg.versionLabel).toBe('Current');
    expect(pkg.versions?.map((v) => [v.name, v.label, v.publishPath, v.navigation?.url])).toEqual([
      ['1.x', 'Tool 1', '/tool/v1/', '/tool/v1/'],
    ]);
    // Generated from the version's own folder, so it lists only its pages.
    expect(JSON.stringify(pkg.versions?.[0]?.navigation)).toContain('/tool/v1/old/');
    expect(JSON.stringify(pkg.versions?.[0]?.navigation)).not.toContain('/tool/new/');
    expect(manifest.redirects['/tool/v1/install/']).toBe('/tool/v1/setup/');
    // A version's pages publish the files beside them, from the version's own folder.
    expect(Object.keys(manifest.contentFiles ?? {}).some((key) => key.endsWith('/diagram.svg'))).toBe(true);
    // Packages without versions keep their manifest shape.
    expect(manifest.packages.find((p) => p.name === 'main')).not.toHaveProperty('versions');

    const old = versionContext(
      manifest,
      tool.find((entry) => entry.route === '/tool/v1/setup/')!,
    )!;
    expect(old.links.map((link) => [link.label, link.url, link.current])).toEqual([
      ['Current', '/tool/setup/', false],
      ['Tool 1', '/tool/v1/setup/', true],
    ]);
    expect(old.canonicalRoute).toBe('/tool/setup/');
    const onlyOld = versionContext(
      manifest,
      tool.find((entry) => entry.route === '/tool/v1/old/')!,
    )!;
    expect(onlyOld.latest.url).toBe('/tool/');
    expect(onlyOld.inLatest).toBe(false);
    expect(onlyOld.canonicalRoute).toBe('/tool/v1/old/');

    const records = [...indexRecords(await readSearchIndexFile(join(out, SEARCH_INDEX_FILE)))];
    const install = records.filter((record) => record.headingID === 'install');
    expect(install.map((record) => [record.url, record.package, record.version]).sort()).toEqual([
      ['/tool/setup/', 'tool', 'latest'],
      ['/tool/v1/setup/', 'tool', '1.x'],
    ]);
  });

  it('checks the links of a version within that version', async () => {
    // /setup.md from a 1.x page is 1.x's setup page: a link to a page only the latest has breaks.
    const broken = files({
      'packages/tool/versions/1.x/old.md': '# Old\n\nSee [new](/new.md).\n',
    });
    const error = await build(broken).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentValidationError);
    expect(String((error as Error).message)).toMatch(/versions\/1\.x\/old\.md.*broken link '\/new\/'/s);
  });

  it('refuses a version folder inside the latest one', async () => {
    const nested = files({
      'packages/tool/package.yaml': {
        name: 'tool',
        docs: {
          contentDir: 'content',
          publishPath: '/tool/',
          humanName: 'Tool',
          platform: 'platform',
          versions: [{ name: '1.x', contentDir: 'content/v1', path: 'v1' }],
        },
      },
      'packages/tool/content/v1/index.md': '# Tool 1\n',
    });
    const error = await build(nested).catch((e: unknown) => e);
    expect(String((error as Error).message)).toContain("'content/v1' overlaps the content folder");
  });
});
