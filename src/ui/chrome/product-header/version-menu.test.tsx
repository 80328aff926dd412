import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { payloadFor } from '../../i18n/catalogues.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { productHeaderMessages } from './messages.ts';
import { VersionMenu } from './version-menu.tsx';

const versions = [
  { name: 'latest', label: 'Latest', url: '/tool/setup/', current: false },
  { name: '1.x', label: '1.x', url: '/tool/v1/setup/', current: true },
];
const render = (links: typeof versions, locale: 'en' | 'fr' = 'en') =>
  renderToStaticMarkup(
    <I18nProvider value={payloadFor(locale, productHeaderMessages)}>
      <VersionMenu versions={links} />
    </I18nProvider>,
  );

describe('VersionMenu', () => {
  it('is a disclosure of plain links naming the current version, which carries aria-current', () => {
    const html = render(versions);
    expect(html).toMatch(/^<details[^>]*data-testid="version-switcher"/);
    expect(html).toMatch(/<summary[^>]*>.*Version.*1\.x.*<\/summary>/s);
    expect(html).toContain('aria-label="Documentation versions"');
    expect(html).toMatch(/<a href="\/tool\/setup\/"[^>]*>Latest<\/a>/);
    expect(html).toMatch(/<a href="\/tool\/v1\/setup\/"[^>]*aria-current="page"[^>]*>1\.x<\/a>/);
    expect(html).not.toMatch(/<a href="\/tool\/setup\/"[^>]*aria-current/);
  });

  it('speaks the reader locale', () => {
    expect(render(versions, 'fr')).toContain('aria-label="Versions de la documentation"');
  });

  it('renders nothing for a single version', () => {
    expect(render([{ name: 'latest', label: 'Latest', url: '/tool/', current: true }])).toBe('');
  });
});
