import { describe, expect, it } from 'vitest';
import { testContext, testRenderer } from './markdown-fixtures.test-helper.ts';
import { MarkdownSourceError, type MdxRenderOptions } from './mdx-options.ts';
import { partialFilesOf } from './partials.ts';

const FILE = 'packages/demo/content/guides/page.mdx';
const files: Record<string, string> = {
  'packages/demo/content/guides/example.js': "const a = 1;\nconsole.log('hi');\n",
  'packages/demo/tsconfig.json': '{ "strict": true }',
  'packages/other/secret.txt': 'secret',
};
const partials = { root: 'packages/demo', read: (file: string) => files[file] };

async function mdx(source: string, options: MdxRenderOptions = {}) {
  const renderer = await testRenderer();
  return renderer.render(source, testContext({ file: FILE, route: '/demo/guides/page/' }), {
    mdx: { partials, ...options },
  });
}

async function errorOf(source: string): Promise<MarkdownSourceError> {
  try {
    await mdx(source);
  } catch (error) {
    expect(error).toBeInstanceOf(MarkdownSourceError);
    return error as MarkdownSourceError;
  }
  throw new Error('expected the render to fail');
}

/** The code as copied: the text inside <code>. */
const codeText = (html: string) =>
  (/<code>([\s\S]*)<\/code>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').replace(/&#39;|&#x27;/g, "'");

describe('Starlight <Code>', () => {
  it('inlines a ?raw import of a file in the package at build time', async () => {
    const { html } = await mdx(
      "import example from './example.js?raw';\nimport config from '../../tsconfig.json?raw';\n\n" +
        '<Code code={example} lang="js" title="example.js" />\n\n<Code code={config} lang="json" />\n',
    );
    expect(html).toContain('<figcaption class="code-block-title">example.js</figcaption>');
    expect(codeText(html)).toContain("const a = 1;\nconsole.log('hi');");
    expect(html).toContain('strict');
  });

  it('finds ?raw imports before the render, so the page renderer can read them', () => {
    expect(partialFilesOf("import a from './example.js?raw';\nimport P from './_p.mdx';\n", FILE)).toEqual([
      'packages/demo/content/guides/example.js',
      'packages/demo/content/guides/_p.mdx',
    ]);
  });

  it('refuses a ?raw file outside the package or missing, at the import line', async () => {
    const outside = await errorOf("import s from '../../../other/secret.txt?raw';\n\n<Code code={s} />\n");
    expect(outside.message).toBe(
      `${FILE}:1: the file 'packages/other/secret.txt' is outside the package folder packages/demo`,
    );
    const missing = await errorOf("\nimport s from './nope.js?raw';\n\n<Code code={s} />\n");
    expect(missing.message).toBe(`${FILE}:2: the file 'packages/demo/content/guides/nope.js' does not exist`);
    const lenient = await mdx("import s from './nope.js?raw';\n\n<Code code={s} />\n", {
      unknownComponents: 'warn',
    });
    expect(lenient.warnings.map((warning) => warning.message)).toContain(
      "the file 'packages/demo/content/guides/nope.js' does not exist",
    );
  });

  it('marks lines and text with mark, ins and del, literal or from constants', async () => {
    const { html } = await mdx(
      "export const highlights = ['console', /a = (\\d)/];\n\n" +
        '<Code code={`const a = 1;\\nconsole.log(a);\\nlet b;`} lang="js" mark={highlights} ins={3} del={{ range: "1-1" }} frame="none" />\n',
    );
    expect(html).toContain('<mark><span');
    expect(html.match(/<mark>/g)).toHaveLength(2);
    expect(html).toContain('data-mark="ins"');
    expect(html).toContain('data-mark="del"');
    expect(html).not.toContain('<figcaption');
    expect(codeText(html)).toBe('const a = 1;\nconsole.log(a);\nlet b;');
  });

  it('reports a marker set by JavaScript it cannot read', async () => {
    const error = await errorOf('<Code code="x" mark={compute()} />\n');
    expect(error.message).toBe(
      `${FILE}:1: <Code> has 'mark' set by JavaScript, which the portal does not run`,
    );
  });
});
