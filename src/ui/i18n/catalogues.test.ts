import { isStructurallySame, parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { sampleValues, TEXT_SAMPLE } from './catalogue-samples.test-helper.ts';
import { catalogueFor, payloadFor, pickMessages } from './catalogues.ts';
import { formatIcu } from '../../core/i18n/icu-format.ts';
import { ALL_LOCALES, languageTag } from '../../core/i18n/locale.ts';
import { enGB } from './locales/en-gb.ts';
import { fr } from './locales/fr.ts';
import { en } from './messages.ts';

const ids = Object.keys(en) as (keyof typeof en)[];

describe.each(ALL_LOCALES)('catalogue %s', (locale) => {
  const catalogue = catalogueFor(locale);

  it('has every id, each a message FormatJS parses', () => {
    expect(Object.keys(catalogue).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(() => parse(catalogue[id]), id).not.toThrow();
  });

  it('uses the same arguments, of the same types, as English', () => {
    for (const id of ids) {
      const same = isStructurallySame(parse(en[id]), parse(catalogue[id]));
      expect(same.success, `${id}: ${same.error?.message ?? ''}`).toBe(true);
    }
  });

  it('formats every message exactly as FormatJS does, for values derived from its arguments', () => {
    for (const id of ids) {
      const message = catalogue[id];
      const reference = new IntlMessageFormat(message, languageTag(locale), undefined, { ignoreTag: true });
      for (const values of sampleValues(parse(message))) {
        expect(formatIcu(message, values, locale), `${id} ${JSON.stringify(values)}`).toBe(
          reference.format(values),
        );
      }
    }
  });
});

describe('locale catalogues', () => {
  it('translate every id into French, each message its own', () => {
    expect(Object.keys(fr).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(fr[id].trim(), id).not.toBe('');
  });

  it('keep en_GB to ids English has, each overridden with real text', () => {
    for (const [id, text] of Object.entries(enGB)) {
      expect(ids, id).toContain(id);
      expect(text.trim(), id).not.toBe('');
    }
  });

  it('use British spelling in en_GB (product names aside)', () => {
    const american =
      /\b(colors?|favorites?|organiz\w*|customiz\w*|personaliz\w*|recogniz\w*|authoriz\w*|analyz\w*|behaviors?|catalogs?|canceled|centers?)\b/i;
    for (const [id, text] of Object.entries(catalogueFor('en_GB'))) {
      expect(text.replace(/Data Center/g, ''), id).not.toMatch(american);
    }
  });

  it('make every en_ZZ string visibly pseudo-localised: bracketed, no plain ASCII word left', () => {
    const pseudo = catalogueFor('en_ZZ');
    for (const id of ids) {
      for (const values of sampleValues(parse(en[id]))) {
        const text = formatIcu(pseudo[id], values, 'en_ZZ');
        expect(text, id).toMatch(/^⟦[\s\S]*⟧$/);
        expect(text.replace(TEXT_SAMPLE, ''), id).not.toMatch(/[A-Za-z]{2}/);
      }
    }
  });
});

describe('pickMessages and payloadFor', () => {
  const feature = { 'article.copy': 'Copy', 'article.copied': 'Copied' } as const;

  it("pick only the features' ids, in the locale", () => {
    expect(pickMessages('fr', feature)).toEqual({ 'article.copy': 'Copier', 'article.copied': 'Copié' });
  });

  it("leave out of a payload what reads as the feature's own English: its code falls back to it", () => {
    expect(payloadFor('en', feature)).toEqual({ locale: 'en', messages: {} });
    expect(payloadFor('en_GB', feature)).toEqual({ locale: 'en_GB', messages: {} });
    expect(payloadFor('en_GB', { 'theme.colorMode': 'Color mode' }).messages).toEqual({
      'theme.colorMode': 'Colour mode',
    });
    expect(payloadFor('fr', feature).messages).toEqual({
      'article.copy': 'Copier',
      'article.copied': 'Copié',
    });
    expect(payloadFor('en_ZZ', feature).messages['article.copy']).not.toBe('Copy');
  });

  it("fall back to a feature's own text for an id no catalogue has yet", () => {
    expect(pickMessages('fr', { 'draft.new': 'New' })).toEqual({ 'draft.new': 'New' });
  });
});
