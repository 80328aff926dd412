import { describe, expect, it } from 'vitest';
import { tabsIdFor } from './hast-tabs.ts';
import { renderTest } from './markdown-fixtures.test-helper.ts';

const TABS = `:::::tabs
::::tab{title="JavaScript"}
JS *body*
::::
::::tab{title="Python"}
Py body
::::
:::::`;

describe('tabs', () => {
  it('builds an accessible tablist with the first tab selected', async () => {
    const { html, anchors } = await renderTest(TABS);
    const id = tabsIdFor('/demo/guides/intro/', 1);
    expect(html).toBe(
      `<div class="tabs" data-tabs-id="${id}"><div role="tablist" class="tabs-list">` +
        `<button type="button" role="tab" id="${id}-tab-1" class="tabs-tab" aria-controls="${id}-panel-1" aria-selected="true" tabindex="0" data-tab="javascript">JavaScript</button>` +
        `<button type="button" role="tab" id="${id}-tab-2" class="tabs-tab" aria-controls="${id}-panel-2" aria-selected="false" tabindex="-1" data-tab="python">Python</button></div>` +
        `<div role="tabpanel" id="${id}-panel-1" class="tabs-panel" aria-labelledby="${id}-tab-1" tabindex="0"><p>JS <em>body</em></p></div>` +
        `<div role="tabpanel" id="${id}-panel-2" class="tabs-panel" aria-labelledby="${id}-tab-2" tabindex="0" hidden><p>Py body</p></div></div>`,
    );
    expect(anchors).toContain(`${id}-panel-2`);
  });

  it('derives group ids from the page and the group index', async () => {
    const { html } = await renderTest(`${TABS}\n\n${TABS}`, { route: '/other/' });
    expect(html).toContain(`data-tabs-id="${tabsIdFor('/other/', 1)}"`);
    expect(html).toContain(`data-tabs-id="${tabsIdFor('/other/', 2)}"`);
    expect(tabsIdFor('/other/', 1)).not.toBe(tabsIdFor('/demo/guides/intro/', 1));
    expect(tabsIdFor('/other/', 1)).toBe(tabsIdFor('/other/', 1));
  });

  it('takes a title from the label, else numbers the tab; keeps stray content', async () => {
    const { html } = await renderTest(
      ':::::tabs\nIntro line\n\n::::tab[Label title]\nA\n::::\n::::tab\nB\n::::\n:::::',
    );
    expect(html).toMatch(/^<p>Intro line<\/p><div class="tabs"/);
    expect(html).toContain('data-tab="label title">Label title</button>');
    expect(html).toContain('data-tab="tab 2">Tab 2</button>');
  });

  it('supports tabs nested in a tab', async () => {
    const { html } = await renderTest(
      '::::::tabs\n:::::tab{title="Outer"}\n::::tabs\n:::tab{title="Inner"}\nDeep\n:::\n::::\n:::::\n::::::',
    );
    expect(html.match(/class="tabs"/g)).toHaveLength(2);
    expect(html).toContain('<p>Deep</p>');
  });

  it('unwraps a tabs container without tabs', async () => {
    expect((await renderTest(':::tabs\nJust text\n:::')).html).toBe('<p>Just text</p>');
  });
});

describe('callouts', () => {
  it.each(['note', 'tip', 'important', 'warning', 'caution'])('%s', async (type) => {
    const { html } = await renderTest(`> [!${type.toUpperCase()}]\n> Body *text*`);
    const title = type[0]!.toUpperCase() + type.slice(1);
    expect(html).toBe(
      `<aside class="callout callout-${type}" role="note"><p class="callout-title">${title}</p>\n<p>Body <em>text</em></p>\n</aside>`,
    );
  });

  it('uses text after the marker as the title', async () => {
    const { html } = await renderTest('> [!NOTE] Check your work\n> Body');
    expect(html).toContain('<p class="callout-title">Check your work</p>\n<p>Body</p>');
  });

  it('keeps unknown alert types and plain quotes as blockquotes', async () => {
    expect((await renderTest('> [!NB] Careful')).html).toBe(
      '<blockquote>\n<p>[!NB] Careful</p>\n</blockquote>',
    );
    expect((await renderTest('> Quote')).html).toBe('<blockquote>\n<p>Quote</p>\n</blockquote>');
  });
});

describe('code blocks', () => {
  it('highlights at build time inside a figure with a copy button and optional title', async () => {
    const { html } = await renderTest('```js title="app.js"\nconst a = 1;\n```');
    expect(html).toMatch(
      /^<figure class="code-block code-frame-editor" data-language="js"><figcaption class="code-block-title">app.js<\/figcaption><button type="button" class="code-copy" data-copy-code>Copy<\/button><pre class="shiki" tabindex="0"><code>/,
    );
    // c6: #d73a49 in light, #f97583 in dark (code-tokens.css).
    expect(html).toContain('<span class="c6">const</span>');
  });

  it('renders unknown languages and plain blocks as text without failing', async () => {
    for (const source of ['```nosuchlang\n<b>x</b> & y\n```', '```\nplain\n```', '    indented code']) {
      const { html } = await renderTest(source);
      expect(html).toMatch(
        /^<figure class="code-block"[^>]*><button[^>]*>Copy<\/button><pre class="shiki[^>]*><code><span class="line">/,
      );
    }
    expect((await renderTest('```nosuchlang\n<b>x</b> & y\n```')).html).toContain(
      '&lt;b&gt;x&lt;/b&gt; &amp; y',
    );
  });

  it('accepts single-quoted and bare titles', async () => {
    expect((await renderTest("```bash title='run.sh'\nls\n```")).html).toContain('>run.sh</figcaption>');
    expect((await renderTest('```bash title=run.sh other\nls\n```')).html).toContain('>run.sh</figcaption>');
  });

  it('keeps code inside list items and callouts', async () => {
    const { html } = await renderTest(
      '- item\n\n  ```json\n  {"a": 1}\n  ```\n\n> [!TIP]\n> ```sh\n> echo hi\n> ```',
    );
    expect(html.match(/class="code-block[ "]/g)).toHaveLength(2);
  });
});
