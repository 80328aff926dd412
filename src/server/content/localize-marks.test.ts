import { describe, expect, it } from 'vitest';
import { catalogueFor } from '../../ui/i18n/catalogues.ts';
import { MARK, MARK_CHARACTER, markedCatalogue, markFor } from '../../ui/i18n/message-marks.ts';
import { en } from '../../ui/i18n/messages.ts';
import { fillMessage } from '../../core/markdown/render-messages.ts';
import { decodeHtml, localizeMarks } from './localize-marks.ts';

const marks = markedCatalogue(en);
const mark = (id: keyof typeof en, values: Record<string, string | number> = {}) =>
  fillMessage(marks[id]!, values);

describe('localizeMarks', () => {
  it('replaces each mark with the message of the locale', () => {
    const html = `<button>${mark('article.copy')}</button><p>${mark('article.callout.warning')}</p>`;
    expect(localizeMarks(html, 'en')).toBe('<button>Copy</button><p>Warning</p>');
    expect(localizeMarks(html, 'fr')).toBe('<button>Copier</button><p>Avertissement</p>');
    expect(localizeMarks(html, 'en_ZZ')).toBe(
      `<button>${catalogueFor('en_ZZ')['article.copy']}</button><p>${catalogueFor('en_ZZ')['article.callout.warning']}</p>`,
    );
  });

  it('formats argument values, decoding what the serialiser escaped and escaping the result', () => {
    // As hast-util-to-html writes an attribute value holding a mark with the heading text.
    const written = mark('article.copyLinkLabel', { heading: 'A &amp; B &lt;C&gt; &#x22;q&#x22; &#39;s' });
    const html = `<button aria-label="${written}">`;
    expect(localizeMarks(html, 'en')).toBe(
      '<button aria-label="Copy link to heading: A &amp; B &lt;C&gt; &quot;q&quot; &#39;s">',
    );
    expect(localizeMarks(html, 'fr')).toBe(
      '<button aria-label="Copier le lien vers le titre\u00a0: A &amp; B &lt;C&gt; &quot;q&quot; &#39;s">',
    );
  });

  it('keeps plain-text values as they are and does not escape plain text', () => {
    const text = mark('rest.groupPageDescription', { group: 'Issues & <links>', api: 'The API' });
    expect(localizeMarks(text, 'en', 'text')).toBe('Issues & <links> operations of the The API.');
    expect(localizeMarks(text, 'fr', 'text')).toBe('Opérations Issues & <links> de The API.');
  });

  it('applies a case change the core made to the mark (a tab key is its lower-cased title)', () => {
    const title = mark('article.tabFallback', { number: 2 });
    expect(localizeMarks(`<button data-tab="${title.toLowerCase()}">${title}</button>`, 'fr')).toBe(
      '<button data-tab="onglet 2">Onglet 2</button>',
    );
    expect(localizeMarks(title.toUpperCase(), 'en')).toBe('TAB 2');
  });

  it('drops marks it cannot read, whole or cut short, and never lets a mark character through', () => {
    const unknown = markFor('article.retired', 'Gone');
    expect(localizeMarks(`a${unknown}b`, 'en')).toBe('ab');
    const cut = `Intro ${mark('article.callout.note')} text ${marks['article.callout.tip']!.slice(0, 9)}…`;
    expect(localizeMarks(cut, 'en', 'text')).toBe('Intro Note text …');
    expect(localizeMarks(`x${MARK.arg}y${MARK.end}`, 'en')).toBe('xy');
    expect(MARK_CHARACTER.test(localizeMarks(`${MARK.start}Mm${MARK.start}`, 'en'))).toBe(false);
  });

  it('returns text without marks unchanged', () => {
    const html = '<p>Nothing &amp; more</p>';
    expect(localizeMarks(html, 'fr')).toBe(html);
  });
});

describe('decodeHtml', () => {
  it('decodes named, decimal and hex references and keeps unknown ones', () => {
    expect(decodeHtml('&amp;&lt;&gt;&quot;&apos;&#39;&#x27;&#X41;&nbsp;&copy;')).toBe(
      "&<>\"'''A\u00a0&copy;",
    );
  });
});
