import { describe, expect, it } from 'vitest';
import { createMarkdownRenderer } from './renderer.ts';
import { renderTest, testMessages } from './markdown-fixtures.test-helper.ts';

describe('headings', () => {
  it('gives h1–h6 unique ids and a copy-link button, small below h3', async () => {
    const { html, headings } = await renderTest(
      '# Title\n\n## Setup\n\n## Setup\n\n### Café & crème!\n\n#### Deep\n\n##### Deeper\n\n###### Deepest',
    );
    expect(headings).toEqual([
      { depth: 1, id: 'title', text: 'Title' },
      { depth: 2, id: 'setup', text: 'Setup' },
      { depth: 2, id: 'setup-1', text: 'Setup' },
      { depth: 3, id: 'café-crème', text: 'Café & crème!' },
      { depth: 4, id: 'deep', text: 'Deep' },
      { depth: 5, id: 'deeper', text: 'Deeper' },
      { depth: 6, id: 'deepest', text: 'Deepest' },
    ]);
    expect(html).toContain(
      // Beside the heading, not in it: the heading's accessible name stays its text.
      '<div class="heading-wrapper"><h2 id="setup-1">Setup</h2><button type="button" class="heading-anchor" data-anchor="setup-1" aria-label="Copy link to heading: Setup" data-tooltip="Copy link to heading">',
    );
    expect(html.match(/class="heading-anchor heading-anchor-small"/g)).toHaveLength(3);
    expect(html.match(/class="heading-anchor"/g)).toHaveLength(4);
  });

  it('uses an explicit {#id} and keeps heading ids clear of author ids', async () => {
    const { headings } = await renderTest(
      '<a id="install"></a>\n\n## Install\n\n## Custom title {#my-id}\n\n## Author <span>HTML</span>',
    );
    expect(headings.map((heading) => heading.id)).toEqual(['install-1', 'my-id', 'author-html']);
  });

  it('takes the title from the first h1 and the toc from level-2 headings outside tabs', async () => {
    const result = await renderTest(
      'Intro\n\n# The title\n\n## One\n\n### Sub\n\n::::tabs\n:::tab{title="A"}\n## In a tab\n:::\n::::\n\n## Two `code`',
    );
    expect(result.title).toBe('The title');
    expect(result.toc).toEqual([
      { id: 'one', text: 'One' },
      { id: 'two-code', text: 'Two code' },
    ]);
  });

  it('has no title without an h1', async () => {
    expect((await renderTest('## Only h2')).title).toBeUndefined();
  });
});

describe('sections', () => {
  it('splits the page at every heading, with the text before the first heading under the page title', async () => {
    const { sections } = await renderTest(
      '---\ntitle: Front title\n---\nLead *text*.\n\n## First\n\nPara one.\n\n- item a\n- item b\n\n```js\nconst x = 1;\n```\n\n### Nested\n\nSee [docs](https://example.com).\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(sections).toEqual([
      { headingId: '', heading: 'Front title', depth: 1, text: 'Lead text.' },
      { headingId: 'first', heading: 'First', depth: 2, text: 'Para one. item a item b const x = 1;' },
      { headingId: 'nested', heading: 'Nested', depth: 3, text: 'See docs. a b 1 2' },
    ]);
  });

  it('leaves out an empty preamble', async () => {
    const { sections } = await renderTest('# Title\n\nBody');
    expect(sections).toEqual([{ headingId: 'title', heading: 'Title', depth: 1, text: 'Body' }]);
  });
});

describe('links', () => {
  it('records internal links with their source position and resolved target', async () => {
    const { links } = await renderTest(
      '---\ntitle: x\n---\nSee [setup](./setup.md#install) and [api](../reference/api.md).\n\n<a href="/cloud/x/">raw</a> and [ext](https://example.com) and [top](#top-heading).',
    );
    expect(links).toEqual([
      { href: '/demo/guides/setup/#install', line: 4, column: 5, raw: './setup.md#install' },
      { href: '/demo/reference/api/', line: 4, column: 37, raw: '../reference/api.md' },
      { href: '/cloud/x/', line: 6, column: 1, raw: '/cloud/x/' },
      { href: '#top-heading', line: 6, column: 64, raw: '#top-heading' },
    ]);
  });

  it('opens external links in a new tab with a follow icon and hidden text', async () => {
    const { html } = await renderTest('[Example](https://example.com/docs)');
    expect(html).toContain(
      '<a href="https://example.com/docs" target="_blank" rel="noopener noreferrer" class="external-link">Example<svg class="follow-icon"',
    );
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('<span class="visually-hidden"> (opens in a new tab)</span></a>');
  });

  it('rewrites developer-host links to site paths in the same tab', async () => {
    const { html } = await renderTest('[Jira](https://developer.example.com/cloud/jira/platform/)');
    expect(html).toContain('<a href="/cloud/jira/platform/">Jira</a>');
  });

  it('leaves mailto links without a new tab', async () => {
    const { html } = await renderTest('[Mail](mailto:docs@example.com)');
    expect(html).toContain('<a href="mailto:docs@example.com">Mail</a>');
  });
});

describe('task lists', () => {
  it('names each checkbox after its item, for screen readers and axe', async () => {
    const { html } = await renderTest('- [x] Done *well*\n  - [ ] Nested\n- [ ] To do');
    expect(html).toContain('<input type="checkbox" checked disabled aria-label="Done well">');
    expect(html).toContain('<input type="checkbox" disabled aria-label="Nested">');
    expect(html).toContain('<input type="checkbox" disabled aria-label="To do">');
  });
});

describe('anchors', () => {
  it('lists every id in the page', async () => {
    const { anchors } = await renderTest('## A\n\nText[^1]\n\n<div id="custom">x</div>\n\n[^1]: Note');
    expect(anchors).toEqual(['a', 'user-content-fnref-1', 'custom', 'footnote-label', 'user-content-fn-1']);
  });
});

describe('createMarkdownRenderer', () => {
  it('names missing catalogue ids', async () => {
    const partial = Object.fromEntries(Object.entries(testMessages).filter(([id]) => id !== 'article.copy'));
    await expect(createMarkdownRenderer({ messages: partial })).rejects.toThrow(
      'The message catalogue lacks article.copy',
    );
  });

  it('reports invalid front matter with the file name', async () => {
    await expect(renderTest('---\n: : :\n  - [\n---\n', { file: 'content/bad.md' })).rejects.toThrow(
      /^content\/bad\.md: front matter is not valid YAML/,
    );
  });

  it('returns the front matter', async () => {
    expect((await renderTest('---\ntitle: T\naccess:\n  privilege: NONE\n---\nx')).frontMatter).toEqual({
      title: 'T',
      access: { privilege: 'NONE' },
    });
  });
});
