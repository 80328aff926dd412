import { describe, expect, it } from 'vitest';
import { el } from './hast-build.ts';
import { headingAliases, type AliasedHeading } from './heading-aliases.ts';
import { createIdRegistry } from './heading-ids.ts';
import { renderTest } from './markdown-fixtures.test-helper.ts';
import { checkLinks } from '../links/check-links.ts';

const heading = (text: string, id: string, own = false): AliasedHeading => ({
  element: el('h2'),
  id,
  text,
  own,
});

describe('headingAliases', () => {
  it('adds the GitHub id where it differs from the spec id, numbered like Docusaurus', () => {
    const ids = createIdRegistry();
    for (const id of ['what-s-new', 'what-s-new-1', 'a-b', 'custom']) ids.reserve(id);
    const aliases = headingAliases(
      [
        heading("What's new?", 'what-s-new'),
        heading("What's new?", 'what-s-new-1'),
        heading('A & B', 'a-b'),
        heading("What's new?", 'custom', true),
      ],
      ids,
    );
    // An own-id heading does not advance the numbering; here both its other ids are taken.
    expect(aliases).toEqual([['whats-new'], ['whats-new-1'], ['a--b'], []]);
  });

  it('gives an own-id heading its spec and GitHub ids when free', () => {
    const ids = createIdRegistry();
    ids.reserve('news');
    expect(headingAliases([heading("What's new?", 'news', true)], ids)).toEqual([
      ['what-s-new', 'whats-new'],
    ]);
  });

  it('never reuses an id of the page, nor one alias twice', () => {
    const ids = createIdRegistry();
    for (const id of ['a-b', 'a-b-1', 'a--b']) ids.reserve(id);
    expect(headingAliases([heading('A.B', 'a-b'), heading('A B', 'a-b-1')], ids)).toEqual([['ab'], []]);
  });
});

describe('heading aliases in a rendered page', () => {
  it('puts each alias in an empty element at the start of its heading, and lists it as an anchor', async () => {
    const page = await renderTest(
      "## What's new?\n\n## Setup & run {#setup}\n\n[a](#whats-new) [b](#setup-run)",
    );
    expect(page.html).toContain('<h2 id="what-s-new"><span id="whats-new" class="heading-alias"></span>What');
    expect(page.html).toContain(
      '<h2 id="setup"><span id="setup-run" class="heading-alias"></span><span id="setup--run" class="heading-alias"></span>Setup',
    );
    expect(page.anchors).toEqual(['what-s-new', 'whats-new', 'setup', 'setup-run', 'setup--run']);
    expect(page.toc.map((entry) => entry.id)).toEqual(['what-s-new', 'setup']);
    const pages = [{ file: 'a.md', route: '/demo/guides/intro/', links: page.links, anchors: page.anchors }];
    expect(checkLinks(pages, new Map([['/demo/guides/intro/', page.anchors]]))).toEqual([]);
  });

  it('leaves a heading whose ids agree alone, and keeps author ids first', async () => {
    const page = await renderTest('<a id="intro-guide"></a>\n\n## Intro guide\n\n## API');
    expect(page.html).not.toContain('heading-alias');
    expect(page.anchors).toEqual(['intro-guide', 'intro-guide-1', 'api']);
  });

  it('never makes an id twice, whatever the headings and author ids collide on', async () => {
    const source = [
      '<a id="ab"></a>',
      '',
      '## A.B',
      '## A B',
      '## a-b {#a--b}',
      '## A.B',
      '## What’s new?',
      "## What's new?",
      '## whats-new',
      '## Émoji 🚀 & C++',
      '## 🚀',
      '## 🚀',
      ':::::tabs',
      '::::tab{title="A B"}',
      '## A B',
      '::::',
      ':::::',
    ].join('\n');
    const page = await renderTest(source);
    expect(new Set(page.anchors).size).toBe(page.anchors.length);
    expect(page.anchors.length).toBeGreaterThan(12);
  });
});
