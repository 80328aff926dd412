import { describe, expect, it } from 'vitest';
import { createFastMarkdownParser, fastParserCan } from './fast-markdown-parser.ts';
import { fastTreeNeedsMicromark } from './fast-tree-check.ts';
import { createMarkdownParser } from './markdown-parser.ts';
import { createMarkdownRenderer } from './renderer.ts';
import { testContext, testMessages } from './markdown-fixtures.test-helper.ts';

const fast = createFastMarkdownParser();
const renderers = Promise.all([
  createMarkdownRenderer({ messages: testMessages }),
  createMarkdownRenderer({ messages: testMessages, fastParser: false }),
]);

/** Whether the default parser takes the fast path for this source. */
const takesFastPath = (source: string) => fastParserCan(source) && !fastTreeNeedsMicromark(fast(source));

// Each case is rendered twice, through markdown-it and through micromark (the reference): the
// whole result (HTML, headings, sections, links with line and column, anchors) must be equal.
const SAME_AS_MICROMARK: Record<string, string> = {
  headings: '# Title\n\nSetext\n======\n\n## Sub *em* `code` ##\n\n### Custom {#my-id}\n',
  inline:
    'Some *em*, **strong**, `code  span`, a\\*escape, &amp; &copy; &#35;, a hard  \nbreak and a\\\nslash break.\n',
  links:
    'See [intro](intro.md), [setup](./setup.md "Title"), [ref][r], [collapsed][], <https://x.test/a>,\n' +
    '<me@example.com>, [broken](missing.md) and ![alt *text*](img.png "t").\n\n[r]: ../reference/api.md\n[collapsed]: #heading\n',
  'link positions':
    '> quoted [a](a.md)\n> - listed [b](b.md)\n\n1. one\n2. two [c](c.md)\n\n   more [d](d.md)\n\n| A | B |\n| - | - |\n| [e](e.md) | x [f](f.md) |\n| [e](e.md) | [e](e.md) |\n',
  'raw html link':
    'Text\n<a href="gone.md">raw</a> and <b>bold</b>.\n\n<div>\n<a href="gone2.md">block</a>\n</div>\n',
  code: '```js title="x.js"\nconst a = 1;\n```\n\n``` powershell\nGet-Item\n```\n\n    indented\n    code\n\n\n~~~\ntilde fence\n~~~\n',
  lists:
    '- tight\n- list\n\n* loose\n\n* list\n\n3. starts\n4. at three\n\n- [ ] task\n- [x] done\n- [X]\n  next line\n- [ ]not a task\n',
  tables:
    '| Left | Centre | Right | None |\n| :--- | :----: | ---: | ---- |\n| a | b | c | d |\n| only one |\n',
  'literal autolinks': 'Visit www.example.com/path, https://example.com/a?b=c. or mail me@example.com.\n',
  'unpaired tildes': 'Roughly ~40 items.\n\nIn ~/.config, and `~~` or `~x~` in code.\n\n~~~\n~a~\n~~~\n',
  'html and comments':
    '<!-- a comment -->\n\nText <br> break <span class="x">span</span>.\n\n<details>\n<summary>S</summary>\n\nBody\n\n</details>\n',
  'block quotes and callouts': '> [!NOTE]\n> A note.\n\n> plain\n> > nested\n',
  'directive-like code and mailto links':
    'Use `metrics::readers[*]` and `a:b[0]`, mail [me](mailto:me@example.com) at 10:30.\n\n```cpp\nView{a:b[1]}\n```\n',
  'thematic breaks and entities': 'a\n\n***\n\n&nbsp;&lt;tag&gt;\n',
  'footnote-like text without definitions':
    'Match `[^a-z]`, [^x], [^x](a.md), ![^x](i.png), [a][^x], [^x][a], [^] and [^ x].\n\n| [^y] |\n| - |\n\n[a]: /url\n',
};

describe('fast markdown parser', () => {
  it.each(Object.entries(SAME_AS_MICROMARK))(
    'renders %s exactly as micromark does',
    async (_name, source) => {
      expect(takesFastPath(source)).toBe(true);
      const [withFast, reference] = await renderers;
      expect(withFast.render(source, testContext())).toEqual(reference.render(source, testContext()));
    },
  );

  it('reports a link by the line and column of its `[`', async () => {
    const source = 'Intro\n\n> a\n> b [x](missing.md)\n\n| A | B |\n| - | - |\n| y | [z](gone.md) |\n';
    expect(takesFastPath(source)).toBe(true);
    const [withFast] = await renderers;
    const links = withFast.render(source, testContext()).links.map(({ line, column }) => [line, column]);
    expect(links).toEqual([
      [4, 5],
      [8, 7],
    ]);
  });

  // Each of these must leave the page to micromark, and the default renderer must then give
  // micromark's result.
  const MICROMARK_ONLY: Record<string, string> = {
    footnotes: 'Text[^1].\n\n[^1]: The note.\n',
    'directive label': 'Press :kbd[Ctrl] now.\n',
    'directive attributes in a link': 'See [the :abbr{title="x"} docs](a.md).\n',
    'mailto literal': 'Write to mailto:me@example.com today.\n',
    'container directive': ':::tabs\n::::tab{title="A"}\nA\n::::\n:::\n',
    'strikethrough pair': 'This is ~gone~ and ~~this~~ too.\n',
    'URL cut by emphasis': 'See https://example.com/_private_ now.\n',
    'URL cut by code': 'See https://example.com/`x` now.\n',
    'URL with a character reference': 'See https://example.com/?a=1&amp;b=2 now.\n',
    'carriage returns': 'Line one\r\nLine [two](missing.md)\r\n',
  };

  it.each(Object.entries(MICROMARK_ONLY))('leaves %s to micromark', async (_name, source) => {
    expect(takesFastPath(source)).toBe(false);
    const [withDefault, reference] = await renderers;
    expect(withDefault.render(source, testContext())).toEqual(reference.render(source, testContext()));
  });

  it('parses the same tree as micromark, positions aside, for plain CommonMark', () => {
    const source = '# A\n\nPara *b* [c](d "e").\n\n- x\n- y\n\n```ts meta\ncode\n```\n';
    const strip = (node: unknown): unknown =>
      JSON.parse(JSON.stringify(node, (key, value: unknown) => (key === 'position' ? undefined : value)));
    const reference = createMarkdownParser({ fast: false })({ path: 'x.md', value: source });
    expect(strip(fast(source))).toEqual(strip(reference));
  });
});
