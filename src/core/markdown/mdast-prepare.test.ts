import { describe, expect, it } from 'vitest';
import { createMarkdownParser } from './markdown-parser.ts';
import { createMarkerTable } from './markers.ts';
import { HTML_BREAK, prepareTree } from './mdast-prepare.ts';
import { testMessages } from './markdown-fixtures.test-helper.ts';

const parse = createMarkdownParser();

function prepare(source: string) {
  const tree = parse({ path: 'test.md', value: source });
  const { hasHtml } = prepareTree(tree, source, createMarkerTable(), testMessages);
  const types: string[] = [];
  const walk = (node: { type: string; children?: unknown[] }) => {
    types.push(node.type);
    node.children?.forEach((child) => walk(child as typeof node));
  };
  walk(tree);
  return { hasHtml, types };
}

describe('prepareTree: which raw HTML needs the HTML re-parse', () => {
  it('skips it for complete comments, processing instructions and lone <br> tags', () => {
    for (const source of [
      '<!-- note -->',
      'a <!-- x -- y --> b',
      '<!--\nlines\n-->',
      '<?code-excerpt "a.dart"?>',
      'a<br>b<br/>c<br />d<BR>e',
    ])
      expect(prepare(source).hasHtml, source).toBe(false);
    expect(prepare('a<br>b').types.filter((type) => type === HTML_BREAK)).toHaveLength(1);
  });

  it('keeps it for anything else, and then leaves <br> tags raw', () => {
    for (const source of [
      '<div>x</div>',
      '<!-->x',
      '<!--->',
      '<!-- a --> trailing text',
      '<!-- a --!> b -->',
      '<? a > b ?>',
      '</br>',
      '<br class="x">',
    ])
      expect(prepare(source).hasHtml, source).toBe(true);
    const mixed = prepare('a<br>b <kbd>c</kbd>');
    expect(mixed.hasHtml).toBe(true);
    expect(mixed.types).not.toContain(HTML_BREAK);
  });

  it('keeps it on pages with footnotes, where it changes how footnote references serialise', () => {
    expect(prepare('a[^1] <!-- c -->\n\n[^1]: note').hasHtml).toBe(true);
    expect(prepare('a[^1]<br>b\n\n[^1]: note').hasHtml).toBe(true);
    expect(prepare('a[^1]\n\n[^1]: note').hasHtml).toBe(false);
  });
});
