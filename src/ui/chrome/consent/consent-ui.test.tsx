import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { payloadFor } from '../../i18n/catalogues.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { attr, tagsWithTestId, textOf } from '../../kit/testing/markup.test-helper.ts';
import { consentFor, CookieCategory, type Consent } from '../../../core/consent/categories.ts';
import { ConsentBanner } from './consent-banner.tsx';
import { CookiePreferences } from './cookie-preferences-toggle.tsx';
import { consentMessages } from './messages.ts';
import { PreferencesDialog } from './preferences-dialog.tsx';

const en = payloadFor('en', consentMessages);
const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => textOf(m[1]!));

describe('ConsentBanner', () => {
  it('offers Accept all, Reject optional and Manage preferences in a labelled region', () => {
    const html = renderToStaticMarkup(<ConsentBanner i18n={en} environment="production" />);
    expect(html).toMatch(/^<section[^>]*aria-label="Cookie consent"/);
    expect(buttons(html)).toEqual(['Accept all', 'Reject optional', 'Manage preferences']);
  });

  it('speaks French with a French payload', () => {
    const html = renderToStaticMarkup(
      <ConsentBanner i18n={payloadFor('fr', consentMessages)} environment="local" />,
    );
    expect(buttons(html)).toEqual([
      'Tout accepter',
      'Refuser les cookies facultatifs',
      'Gérer les préférences',
    ]);
  });
});

describe('CookiePreferences', () => {
  it("renders the 'Cookie preferences' toggle hidden until preferences have loaded", () => {
    const html = renderToStaticMarkup(<CookiePreferences i18n={en} environment="production" />);
    const [toggle] = tagsWithTestId(html, 'cookie-preferences');
    expect(toggle).toMatch(/\shidden=""/);
    expect(attr(toggle, 'aria-haspopup')).toBe('dialog');
    expect(buttons(html)).toEqual(['Cookie preferences']);
  });
});

describe('PreferencesDialog', () => {
  const render = (consent: Consent | undefined) =>
    renderToStaticMarkup(
      <I18nProvider value={en}>
        <PreferencesDialog consent={consent} onSave={() => undefined} onClose={() => undefined} />
      </I18nProvider>,
    );

  it('lists the four categories, strictly necessary always on, the others as decided', () => {
    const html = render(consentFor([CookieCategory.Targeting]));
    expect([...html.matchAll(/<label[^>]*>(.*?)<\/label>/g)].map((m) => textOf(m[1]!))).toEqual([
      'Strictly necessary (Always on)',
      'Performance',
      'Functional',
      'Targeting',
    ]);
    const boxes = [...html.matchAll(/<input[^>]*>/g)].map((m) => m[0]);
    expect(boxes.map((box) => attr(box, 'data-category'))).toEqual(['1', '2', '3', '4']);
    expect(boxes.map((box) => /\schecked=""/.test(box))).toEqual([true, false, false, true]);
    expect(boxes.map((box) => /\sdisabled=""/.test(box))).toEqual([true, false, false, false]);
  });

  it('is a dialog labelled by its title, with Save, Reject, Accept and Close', () => {
    const html = render(undefined);
    expect(html).toMatch(/^<dialog[^>]*aria-labelledby="([^"]+)-title"/);
    expect(html).toMatch(/<h2 id="[^"]+-title"[^>]*>Cookie preferences<\/h2>/);
    expect(buttons(html)).toEqual(['Close', 'Save preferences', 'Reject optional', 'Accept all']);
    expect([...html.matchAll(/<input[^>]*>/g)].filter((m) => /\schecked=""/.test(m[0]))).toHaveLength(1);
  });
});
