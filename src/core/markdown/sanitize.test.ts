import type { Element, Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { walkElements } from './hast-walk.ts';
import { renderTest } from './markdown-fixtures.test-helper.ts';

const FORBIDDEN_TAGS = new Set([
  'script',
  'iframe',
  'object',
  'embed',
  'form',
  'base',
  'meta',
  'link',
  'style',
  'math',
]);
const URL_PROPERTIES = ['href', 'src', 'action', 'formAction', 'data', 'xLinkHref'];

/** What a browser would build from the HTML: every element the output really contains. */
function elementsOf(html: string): Element[] {
  const tree = unified()
    .use(rehypeRaw)
    .runSync({ type: 'root', children: [{ type: 'raw', value: html }] } as unknown as Root);
  const elements: Element[] = [];
  walkElements(tree, (element) => void elements.push(element));
  return elements;
}

const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '[md link](javascript:alert(1))',
  '[ref link][evil]\n\n[evil]: javascript:alert(1)',
  '<iframe src="https://evil.example/"></iframe>',
  '<svg onload="alert(1)"><circle r="1"/></svg>',
  '<div style="background:url(javascript:alert(1))" onclick="alert(1)">styled</div>',
  '<object data="evil.swf"></object><embed src="evil.swf">',
  '<form action="https://evil.example/"><input name="q" onfocus="alert(1)" autofocus></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<details open ontoggle="alert(1)"><summary>x</summary></details>',
  '<img src="data:image/svg+xml;base64,PHN2Zy8+" alt="data">',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<style>body { display: none }</style>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
];

describe('sanitising author HTML', () => {
  it.each(XSS)('neutralises %s', async (payload) => {
    const { html } = await renderTest(`Before\n\n${payload}\n\nAfter`);
    for (const element of elementsOf(html)) {
      expect(FORBIDDEN_TAGS.has(element.tagName), element.tagName).toBe(false);
      for (const [name, value] of Object.entries(element.properties)) {
        expect(name, `${element.tagName} ${name}`).not.toMatch(/^on/i);
        expect(name).not.toBe('style');
        if (URL_PROPERTIES.includes(name))
          expect(String(value)).not.toMatch(/^\s*(javascript|vbscript|data):/i);
      }
    }
    expect(html).toContain('After');
  });

  it('turns any author input into a disabled checkbox (GFM task lists)', async () => {
    const inputs = elementsOf((await renderTest('<input name="q" type="text" autofocus>')).html).filter(
      (element) => element.tagName === 'input',
    );
    expect(inputs.map((input) => input.properties)).toEqual([{ disabled: true, type: 'checkbox' }]);
  });

  it('drops the content of style and script instead of showing it as text', async () => {
    const { html } = await renderTest(
      '<style>body { display: none }</style>\n\n<script>var secret = 1</script>',
    );
    expect(html).not.toContain('display: none');
    expect(html).not.toContain('secret');
  });

  it('keeps harmless author HTML and author ids', async () => {
    const { html, anchors } = await renderTest(
      '<details><summary>More</summary>\n\nHidden *text*\n\n</details>\n\n<a id="legacy"></a><a name="old-style"></a><kbd>Ctrl</kbd>',
    );
    expect(html).toContain('<details><summary>More</summary>');
    expect(html).toContain('<em>text</em>');
    expect(html).toContain('<kbd>Ctrl</kbd>');
    expect(anchors).toEqual(expect.arrayContaining(['legacy', 'old-style']));
  });

  it('does not allow name on elements where it clobbers document properties', async () => {
    const { html } = await renderTest('<img name="getElementById" src="/x.png" alt="x">');
    expect(html).not.toContain('name=');
  });

  it('ignores forged structure markers in author HTML', async () => {
    const { html } = await renderTest('<div data-portico-mark="0:0">forged</div>\n\n```js\nlet a = 1;\n```');
    expect(html).toContain('<div>forged</div>');
    expect(html).not.toContain('data-portico-mark');
    expect(html).toContain('class="code-block"');
  });
});
