import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SiteManifestSchema } from '../../../schemas/built.ts';
import { RENDER_MESSAGE_IDS } from '../../markdown/index.ts';
import { REST_MESSAGE_IDS } from '../../rest/index.ts';
import { minimalContentFiles, writeContentRoot } from '../test-fixture.node.ts';
import { ContentValidationError } from '../validation-error.ts';
import { buildContent } from './build-content.node.ts';

const messages = Object.fromEntries([...RENDER_MESSAGE_IDS, ...REST_MESSAGE_IDS].map((id) => [id, id]));

const build = async (files: Record<string, unknown>) => {
  const contentRoot = await writeContentRoot({ ...minimalContentFiles(), ...files });
  const out = join(await mkdtemp(join(tmpdir(), 'portico-out-')), 'build');
  const result = await buildContent({ contentRoot, outDir: out, messages });
  const manifest = SiteManifestSchema.parse(JSON.parse(await readFile(join(out, 'manifest.json'), 'utf8')));
  const pageHtml = async (route: string) => {
    const entry = manifest.routes.find((item) => item.route === route)!;
    // The stored HTML is a list of text and message slots.
    const { html } = JSON.parse(await readFile(join(out, 'pages', entry.file), 'utf8')) as { html: unknown };
    return (Array.isArray(html) ? html : [html]).filter((part) => typeof part === 'string').join('');
  };
  return { result, manifest, pageHtml };
};

const failure = async (files: Record<string, unknown>): Promise<string[]> => {
  try {
    await build(files);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentValidationError);
    return (error as Error).message.split('\n').slice(1);
  }
  throw new Error('expected the build to fail');
};

const mainPackage = (mdx?: Record<string, unknown>) => ({
  name: 'main',
  docs: {
    contentDir: 'content',
    publishPath: '/',
    humanName: 'Main',
    platform: 'platform',
    ...(mdx === undefined ? {} : { mdx }),
  },
});

describe('MDX in the content build', () => {
  it('inlines partials, which are never pages themselves, and renders components', async () => {
    const { manifest, pageHtml } = await build({
      'packages/main/content/tabs.mdx':
        'import Note from \'./shared/_note.mdx\';\n\n# Tabs\n\n<Tabs>\n<TabItem label="One">First</TabItem>\n</Tabs>\n\n<Note />\n',
      'packages/main/content/shared/_note.mdx':
        "import Deeper from '../_deeper.md';\n\n:::tip\nShared text\n:::\n\n<Deeper />\n",
      'packages/main/content/_deeper.md': 'Deeper **text**\n',
      'packages/main/content/shared/_index.md': '# Still a page\n',
    });
    const routes = manifest.routes.map((entry) => entry.route).sort();
    expect(routes).toEqual(['/guide/', '/shared/', '/start/', '/tabs/']);
    const html = await pageHtml('/tabs/');
    expect(html).toContain('role="tab"');
    expect(html).toContain('<aside class="callout callout-tip" role="note">');
    expect(html).toContain('Shared text');
    expect(html).toContain('Deeper <strong>text</strong>');
    expect(html).not.toContain('import');
  });

  it('fails on an unknown component, naming file, line and component', async () => {
    const lines = await failure({ 'packages/main/content/page.mdx': '# Page\n\n<Chart data="x" />\n' });
    expect(lines).toEqual([
      'packages/main/content/page.mdx:3: (markdown): unknown MDX component <Chart> (docs.mdx.unknownComponents: warn in package.yaml renders it as a visible fallback)',
    ]);
  });

  it('fails on a missing partial and on partials that include each other', async () => {
    const missing = await failure({
      'packages/main/content/page.mdx': "# Page\n\nimport Gone from './_gone.mdx';\n\n<Gone />\n",
    });
    expect(missing).toEqual([
      "packages/main/content/page.mdx:3: (markdown): the partial 'packages/main/content/_gone.mdx' does not exist",
    ]);
    const cycle = await failure({
      'packages/main/content/page.mdx': "import A from './_a.mdx';\n\n<A />\n",
      'packages/main/content/_a.mdx': "import B from './_b.mdx';\n\n<B />\n",
      'packages/main/content/_b.mdx': "import A from './_a.mdx';\n\n<A />\n",
    });
    expect(cycle).toHaveLength(1);
    expect(cycle[0]).toContain('partials include each other');
    expect(cycle[0]).toContain(
      'packages/main/content/_a.mdx -> packages/main/content/_b.mdx -> packages/main/content/_a.mdx',
    );
  });

  it('with unknownComponents: warn, reports the component and shows its children', async () => {
    const { result, pageHtml } = await build({
      'packages/main/package.yaml': mainPackage({ unknownComponents: 'warn', markdownAsMdx: true }),
      'packages/main/content/page.md': '# Page\n\n<Chart>Sales by month</Chart>\n',
    });
    expect(result.warnings).toContain(
      'packages/main/content/page.md:3: (mdx): unknown MDX component <Chart>',
    );
    expect(await pageHtml('/page/')).toContain('<div class="mdx-fallback">');
    expect(await pageHtml('/page/')).toContain('Sales by month');
  });

  it('reads .md pages as CommonMark unless the package opts in', async () => {
    const { pageHtml } = await build({ 'packages/main/content/page.md': '# Page\n\nimport X from "y"\n' });
    expect(await pageHtml('/page/')).toContain('<p>import X from "y"</p>');
  });

  it('rejects an unknown MDX setting', async () => {
    const lines = await failure({
      'packages/main/package.yaml': mainPackage({ unknownComponents: 'ignore' }),
    });
    expect(lines.join('\n')).toContain('docs.mdx.unknownComponents');
  });
});
