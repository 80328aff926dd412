import type { Element, Root } from 'hast';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { anchorButton, anchorButtonElement } from './hast-headings.ts';
import { newTabNote, newTabNoteHtml } from './hast-links.ts';
import { escapeAttribute, escapeText } from './static-html.ts';
import { testMessages } from './markdown-fixtures.test-helper.ts';

const stringify = unified().use(rehypeStringify).freeze();
const html = (element: Element) => stringify.stringify({ type: 'root', children: [element] } satisfies Root);

const TRICKY = ['plain', `a "quoted" 'word' & <tag> \`tick\` é 😀 \u0000 end`, '', '&amp; &#x26; > <'];

describe('markup built as strings', () => {
  it('escapes attribute values and text exactly as the serialiser does', () => {
    for (const value of TRICKY) {
      expect(`<b title="${escapeAttribute(value)}"></b>`, value).toBe(
        html({ type: 'element', tagName: 'b', properties: { title: value }, children: [] }),
      );
      expect(`<b>${escapeText(value)}</b>`, value).toBe(
        html({ type: 'element', tagName: 'b', properties: {}, children: [{ type: 'text', value }] }),
      );
    }
  });

  it('gives the heading anchor button and the new-tab note the HTML of their elements', () => {
    const messages = { ...testMessages, 'article.copyLink': `Copy "link" & 'share'` };
    for (const text of TRICKY)
      for (const depth of [1, 3, 4, 6]) {
        const button = anchorButton(`id-${text}`, text, depth, messages) as { type: string; value: string };
        expect(button.type).toBe('raw');
        expect(button.value).toBe(html(anchorButtonElement(`id-${text}`, text, depth, messages)));
      }
    for (const note of TRICKY) {
      const withNote = { ...testMessages, 'article.opensInNewTab': note };
      expect(newTabNoteHtml(withNote)).toBe(html(newTabNote(withNote)));
    }
  });
});
