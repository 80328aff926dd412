import { describe, expect, it } from 'vitest';
import { decodeHtml } from '../html/decode-html.ts';
import { markTemplate, newMarkNonce, slotArgumentText, splitMarks } from './message-marks.ts';

const nonce = '01234567890123456789';
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
const copy = markTemplate('article.copy', [], nonce);
const label = markTemplate('article.copyLinkLabel', ['heading'], nonce);

describe('message marks', () => {
  it('makes digit nonces, different each time', () => {
    expect(newMarkNonce()).toMatch(/^\d{20}$/);
    expect(newMarkNonce()).not.toBe(newMarkNonce());
  });

  it('splits text into fragments and slots, arguments decoded and nested', () => {
    const html = `<button aria-label="${fill(label, { heading: 'A &#x26; &quot;B&quot; ' + copy })}">${copy}</button>`;
    expect(splitMarks(html, nonce, decodeHtml)).toEqual([
      '<button aria-label="',
      { slot: 'article.copyLinkLabel', args: { heading: ['A & "B" ', { slot: 'article.copy' }] } },
      '">',
      { slot: 'article.copy' },
      '</button>',
    ]);
  });

  it('keeps the case a renderer applied', () => {
    const lower = fill(markTemplate('article.tabFallback', ['number'], nonce), { number: '1' }).toLowerCase();
    expect(splitMarks(`data-tab="${lower}"`, nonce)).toEqual([
      'data-tab="',
      { slot: 'article.tabfallback', case: 'lower', args: { number: ['1'] } },
      '"',
    ]);
  });

  it('leaves mark characters without the nonce as text: author text cannot forge or cut a mark', () => {
    const hostile = [
      '<p>\uFDD0</p><p>the rest</p>',
      '<img src="x" alt="\uFDD0">\uFDD1" onerror="alert(1)" y="',
      '<p>\uFDD0Mmarticle.copy\uFDD1 and \uFDD0123Mmarticle.copy\uFDD1123</p>',
    ];
    for (const html of hostile) expect(splitMarks(html, nonce, decodeHtml)).toEqual([html]);
    // Inside a real mark's argument, stray characters are argument text.
    const marked = fill(label, { heading: 'x\uFDD1y\uFDD2z' });
    expect(splitMarks(marked, nonce)).toEqual([
      { slot: 'article.copyLinkLabel', args: { heading: ['x\uFDD1y\uFDD2z'] } },
    ]);
  });

  it('drops a mark cut short, and reduces slots to their argument values for plain text', () => {
    expect(splitMarks(`Before ${label.slice(0, 30)}`, nonce)).toEqual(['Before ']);
    const parts = splitMarks(`${copy} Body ${fill(label, { heading: '404' })} end`, nonce);
    expect(slotArgumentText(parts)).toBe(' Body 404 end');
  });
});
