import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { createMarkdownParser } from './markdown-parser.ts';
import { createMarkdownRenderer } from './renderer.ts';
import { testContext, testMessages } from './markdown-fixtures.test-helper.ts';

const reference = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();
// The micromark path's shortcuts must give remark-gfm's tree node for node; the fast path
// (markdown-it) is held to the rendered result instead, below and in fast-markdown-parser.test.ts.
const parse = createMarkdownParser({ fast: false });
const renderers = Promise.all([
  createMarkdownRenderer({ messages: testMessages }),
  createMarkdownRenderer({ messages: testMessages, fastParser: false }),
]);

const CASES: [string, string][] = [
  ['emails with dots, plus and underscores', 'Write to first.last+tag@mail.example.com or a_b@c-d.io.'],
  ['emails next to emphasis', '_x@y.com_ and *mail me@here.org* and __bold__ x_y@z.net_'],
  ['email-like text that is not an email', 'user@host, @mention, a@b, foo@bar.c_, and x@-y.z'],
  ['mailto and xmpp', 'mailto:a@b.co and xmpp:me@jabber.org/home'],
  ['no email: underscores stay emphasis', 'snake_case and _emphasis_ and __strong__ in a line'],
  ['www and protocol literals', 'See www.example.com, https://a.b/c?d=(e) and HTTP://X.Y. Also (www.z.org).'],
  [
    'literals inside links stay links',
    '[www.example.com](https://x.y) and <https://a.b> and [ref]\n\n[ref]: https://r.s',
  ],
  ['literals only after a character reference', 'ab&#64;cd.ef and &#119;ww.example.com and https&#58;//x.y'],
  [
    'literals in tables, headings and directives',
    '## Mail a@b.co\n\n| x | www.t.uk |\n| - | - |\n| c@d.ef | :abbr[w]{t=1} |',
  ],
  [
    'a page without any literal',
    '# Title\n\nPlain *text* with `code` and a [link](./a.md).\n\n```js\nconst a = "x@y.z";\n```',
  ],
  ['tables with and without outer pipes', '| a | b |\n|:-|-:|\n| 1 | 2 |\n\nx | y\n--|--\n1 | 2'],
  ['one-column tables without a pipe', 'a\n:-\n\nb\n-:\n\nc\n-|\n\nd\n---\n\ne | f\n- - -'],
  ['tables in containers', '> | a |\n> | - |\n\n- | b |\n  | :-: |\n\n1. x\n\n   | c |\n   |---|'],
  ['pipes that are not tables', 'Get-Process | Sort-Object\n\na | b\nc | d\n\n---\n\n| x |\n| y |'],
  ['footnotes', 'Text[^1] and ![^2] and [^3][^4].\n\n[^1]: One\n    more\n[^4]: Four'],
  ['strikethrough', '~~gone~~ and ~one~ and ~~~three~~~ and a~b~c'],
  ['directives', ':abbr[x]{y=1} at 10:30 :\tx :😀 a::b\n\n::leaf[l]\n\n:::box\ninside\n:::'],
  ['no directive can start here', 'key: value, http://x.y, a :: b, :-) and :[x]'],
];

describe('createMarkdownParser', () => {
  it.each(CASES)('gives the same tree as remark-gfm: %s', (_, source) => {
    const file = { path: 'a.md', value: source };
    expect(parse(file)).toEqual(reference.parse(file));
  });

  it.each(CASES)('renders as micromark does by default (fast path or not): %s', async (_, source) => {
    const [byDefault, micromarkOnly] = await renderers;
    expect(byDefault.render(source, testContext())).toEqual(micromarkOnly.render(source, testContext()));
  });

  it('still links emails when other text has no candidate', () => {
    const tree = parse({ path: 'a.md', value: 'Contact: team.lead+docs@example.org' });
    expect(JSON.stringify(tree)).toContain('"url":"mailto:team.lead+docs@example.org"');
  });
});
