import { describe, expect, it } from 'vitest';
import { testContext, testRenderer } from './markdown-fixtures.test-helper.ts';
import { MarkdownSourceError, type MdxRenderOptions } from './mdx-options.ts';
import type { RenderResult } from './types.ts';

const FILE = 'packages/demo/content/guides/page.mdx';

async function mdx(source: string, options: MdxRenderOptions = {}): Promise<RenderResult> {
  const renderer = await testRenderer();
  return renderer.render(source, testContext({ file: FILE, route: '/demo/guides/page/' }), { mdx: options });
}

async function errorOf(source: string, options: MdxRenderOptions = {}): Promise<MarkdownSourceError> {
  try {
    await mdx(source, options);
  } catch (error) {
    expect(error).toBeInstanceOf(MarkdownSourceError);
    return error as MarkdownSourceError;
  }
  throw new Error('expected the render to fail');
}

const partials = (files: Record<string, string>) => ({
  root: 'packages/demo',
  read: (file: string) => files[file],
});

describe('MDX pages', () => {
  it('drops import and export lines and comment expressions', async () => {
    const { html } = await mdx(
      "import X from 'y';\nexport const meta = {a: 1};\n\nText {/* hidden */} here.\n",
    );
    expect(html).toBe('<p>Text  here.</p>');
  });

  it('turns HTML comments into MDX comments, outside code, as Docusaurus does', async () => {
    const { html } = await mdx('<!-- note\nto self -->\nText\n\n```html\n<!-- kept -->\n```\n');
    expect(html).toContain('<p>Text</p>');
    expect(html).not.toContain('note');
    expect(html).toContain('&lt;!-- kept --&gt;');
  });

  it('names file, line and component of an unknown component', async () => {
    const error = await errorOf('# Title\n\nSome text.\n\n<Chart />\n');
    expect(error.file).toBe(FILE);
    expect(error.line).toBe(5);
    expect(error.message).toContain(`${FILE}:5: unknown MDX component <Chart>`);
  });

  it('fails on an expression that needs JavaScript, and on a prop a component reads set by one', async () => {
    expect((await errorOf('Total: {1 + 2}\n')).detail).toContain('the expression {1 + 2} needs JavaScript');
    expect((await errorOf('<LinkCard title="x" href={url} />\n')).detail).toContain(
      "<LinkCard> has 'href' set by JavaScript",
    );
  });

  it('evaluates literals and exported literal constants', async () => {
    const { html } = await mdx("export const name = 'Portico';\n\nHello {name}, {`template`} and {42}.\n");
    expect(html).toBe('<p>Hello Portico, template and 42.</p>');
  });

  it('opens the default tab first, from TabItem default or a tab directive', async () => {
    const selected = (html: string) => /aria-selected="true"[^>]*>([^<]*)</.exec(html)?.[1];
    const { html } = await mdx(
      '<Tabs>\n<TabItem value="a">A</TabItem>\n<TabItem value="b" default>B</TabItem>\n</Tabs>\n',
    );
    expect(selected(html)).toBe('b');
    expect(html).toMatch(/id="[^"]*-panel-1"[^>]*hidden/);
    const directive = await mdx(
      ':::::tabs\n::::tab{title="One"}\n1\n::::\n::::tab{title="Two" default}\n2\n::::\n:::::\n',
    );
    expect(selected(directive.html)).toBe('Two');
    expect(directive.html).not.toContain('data-tabs-group');
  });

  it('links tab groups by Docusaurus groupId, Starlight syncKey or a directive group', async () => {
    const groupOf = async (source: string) => /data-tabs-group="([^"]*)"/.exec((await mdx(source)).html)?.[1];
    expect(await groupOf('<Tabs groupId="os">\n<TabItem value="a">A</TabItem>\n</Tabs>\n')).toBe('os');
    expect(await groupOf('<Tabs syncKey="pm">\n<TabItem label="a">A</TabItem>\n</Tabs>\n')).toBe('pm');
    expect(await groupOf('::::tabs{group="lang"}\n:::tab{title="A"}\nA\n:::\n::::\n')).toBe('lang');
  });

  it('renders Docusaurus CodeBlock and Starlight Code as code figures', async () => {
    const { html } = await mdx(
      '<CodeBlock language="js" title="a.js">{`let a = 1;`}</CodeBlock>\n\n<Code code="b = 2" lang="py" />\n',
    );
    expect(html).toContain('<figcaption class="code-block-title">a.js</figcaption>');
    expect(html).toContain('data-language="js"');
    expect(html).toContain('data-language="py"');
  });

  it('sanitises HTML elements written in MDX like raw HTML', async () => {
    const { html } = await mdx(
      '<div onClick="alert(1)" data-portico-mark="x:0"><a href="javascript:alert(1)">x</a></div>\n',
    );
    expect(html).toBe('<div><a>x</a></div>');
  });

  it('inlines a partial in a paragraph when it is one paragraph', async () => {
    const { html } = await mdx("import P from './_p.md';\n\nBefore <P /> after.\n", {
      partials: partials({ 'packages/demo/content/guides/_p.md': 'the **partial**\n' }),
    });
    expect(html).toBe('<p>Before the <strong>partial</strong> after.</p>');
  });

  it('confines partials to the package', async () => {
    const error = await errorOf("import P from '../../../other/_p.md';\n\n<P />\n", {
      partials: partials({ 'packages/other/_p.md': 'x' }),
    });
    expect(error.line).toBe(1);
    expect(error.detail).toContain(
      "the partial 'packages/other/_p.md' is outside the package folder packages/demo",
    );
  });

  it('reads .md files as MDX only when asked', async () => {
    const renderer = await testRenderer();
    const ctx = testContext();
    const markdown = renderer.render('Text\n\n<Badge text="x" />\n', ctx);
    expect(markdown.html).toBe('<p>Text</p>\n');
    expect(markdown.warnings).toEqual([
      {
        file: ctx.file,
        line: 3,
        message:
          '<Badge> is an MDX component in a page read as CommonMark, where it is dropped: name the file .mdx, or set docs.mdx.markdownAsMdx in package.yaml',
      },
    ]);
    expect(renderer.render('<Badge text="x" />\n', ctx, { mdx: { markdownAsMdx: true } }).html).toBe(
      '<p><span class="badge badge-default">x</span></p>',
    );
  });
});
