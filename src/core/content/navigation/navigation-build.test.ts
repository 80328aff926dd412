import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SiteManifestSchema } from '../../../schemas/built.ts';
import { RENDER_MESSAGE_IDS } from '../../markdown/index.ts';
import { buildContent } from '../compile/build-content.node.ts';
import { minimalContentFiles, writeContentRoot } from '../test-fixture.node.ts';
import { ContentValidationError } from '../validation-error.ts';

const messages = Object.fromEntries(RENDER_MESSAGE_IDS.map((id) => [id, id]));

const build = async (files: Record<string, unknown>) => {
  const contentRoot = await writeContentRoot(files);
  const outDir = join(await mkdtemp(join(tmpdir(), 'portico-out-')), 'build');
  await buildContent({ contentRoot, outDir, messages });
  return SiteManifestSchema.parse(JSON.parse(await readFile(join(outDir, 'manifest.json'), 'utf8')));
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

/** A package without navigation.yaml: folders, a `_category_.yml`, front matter positions. */
const docsPackage = {
  'packages/kb/package.yaml': {
    name: 'docs',
    docs: { contentDir: 'content', publishPath: '/kb/', humanName: 'Docs', platform: 'platform' },
  },
  'packages/kb/content/index.md': '# Docs home\n',
  'packages/kb/content/intro.md': '---\nsidebar_position: 1\n---\n# Introduction\n',
  'packages/kb/content/guides/_category_.yml': 'label: How-to guides\nposition: 2\n',
  'packages/kb/content/guides/index.md': '# Guides\n',
  'packages/kb/content/guides/deep/er/est.md': '---\ntitle: Deepest\n---\nText.\n',
  'packages/kb/content/hidden.md': '---\nsidebar:\n  hidden: true\n---\n# Hidden\n',
};

describe('navigation in the content build', () => {
  it('generates the navigation of a package without navigation.yaml, link-checked, into the manifest', async () => {
    const manifest = await build({ ...minimalContentFiles(), ...docsPackage });
    const navigation = manifest.packages.find((pkg) => pkg.name === 'docs')?.navigation;
    expect(navigation).toEqual({
      name: 'docs',
      title: 'Docs',
      url: '/kb/',
      customCategories: [],
      categories: [
        {
          name: 'devguide',
          title: 'Guides',
          url: '',
          subcategories: [
            { title: 'Introduction', url: '/kb/intro/', items: [] },
            {
              title: 'How-to guides',
              url: '/kb/guides/',
              items: [
                {
                  title: 'Deep',
                  items: [{ title: 'Er', items: [{ title: 'Deepest', url: '/kb/guides/deep/er/est/' }] }],
                },
              ],
            },
          ],
        },
      ],
    });
  });

  it('fails on a broken link of navigation.yaml, naming the file, line and field', async () => {
    const files = {
      ...minimalContentFiles(),
      ...docsPackage,
      'packages/kb/navigation.yaml': [
        'name: docs',
        'title: Docs',
        'url: /kb/',
        'categories:',
        '  - name: devguide',
        '    title: Guides',
        '    subcategories:',
        '      - title: Start',
        '        items:',
        '          - title: Group',
        '            items:',
        '              - title: Intro',
        '                url: /kb/intro/#nowhere',
        '              - title: Gone',
        '                url: /kb/gone/',
        '',
      ].join('\n'),
    };
    expect(await failure(files)).toEqual([
      'Failed to validate due to:',
      "packages/kb/navigation.yaml:13: categories[0].subcategories[0].items[0].items[0].url: broken link '/kb/intro/#nowhere' (no heading '#nowhere' on /kb/intro/)",
      "packages/kb/navigation.yaml:15: categories[0].subcategories[0].items[0].items[1].url: broken link '/kb/gone/' (no such page)",
    ]);
  });

  it('fails on a _category_ link to a page that does not exist', async () => {
    const files = {
      ...minimalContentFiles(),
      ...docsPackage,
      'packages/kb/content/guides/_category_.yml': 'label: Guides\nlink:\n  type: doc\n  id: guides/nope\n',
    };
    expect(await failure(files)).toEqual([
      'Failed to validate due to:',
      "packages/kb/content/guides/_category_.yml: link.id: no page has the id 'guides/nope'",
    ]);
  });

  it('refuses a _category_ file with an unknown key, and a second _category_ file in a folder', async () => {
    const files = {
      ...minimalContentFiles(),
      ...docsPackage,
      'packages/kb/content/guides/_category_.json': '{ "label": "Guides", "colapsed": true }',
    };
    expect(await failure(files)).toEqual([
      'Failed to validate due to:',
      'packages/kb/content/guides/_category_.json: (root): Unrecognized key: "colapsed"',
      'packages/kb/content/guides/_category_.yml: (file): the folder has another _category_ file, which wins',
    ]);
  });
});
