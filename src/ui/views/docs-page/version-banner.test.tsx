import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { payloadFor } from '../../i18n/catalogues.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import type { Locale } from '../../../schemas/site.ts';
import { docsPageMessages } from './messages.ts';
import { VersionBanner } from './version-banner.tsx';

const render = (samePage: boolean, locale: Locale = 'en') =>
  renderToStaticMarkup(
    <I18nProvider value={payloadFor(locale, docsPageMessages)}>
      <VersionBanner version="1.x" latest="Latest" latestUrl="/tool/setup/" samePage={samePage} />
    </I18nProvider>,
  );

describe('VersionBanner', () => {
  it('names the version read and the latest, and links to the same page in the latest', () => {
    const html = render(true);
    expect(html).toContain('role="note"');
    expect(html).toContain('You are reading the documentation for 1.x. The latest version is Latest.');
    expect(html).toMatch(/<a href="\/tool\/setup\/"[^>]*>Read this page in Latest<\/a>/);
  });

  it("says the link goes to the latest's root when the latest lacks the page", () => {
    expect(render(false)).toMatch(/>Go to Latest<\/a>/);
  });

  it('is translated in every UI locale', () => {
    expect(render(true, 'fr')).toContain('Vous lisez la documentation de la version 1.x.');
    expect(render(true, 'en_GB')).toContain('You are reading the documentation for 1.x.');
    // The pseudo-locale marks its text, so an untranslated string would show.
    expect(render(true, 'en_ZZ')).not.toContain('You are reading the documentation for 1.x.');
  });
});
