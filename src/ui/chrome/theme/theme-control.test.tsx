import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { ThemeControl } from './theme-control.tsx';

const selected = (html: string) =>
  [...html.matchAll(/<option value="([a-z]+)" selected="">/g)].map((m) => m[1]);

describe('ThemeControl (server render)', () => {
  it('renders labelled colour-mode and contrast selects with the saved choice selected', () => {
    const html = renderToStaticMarkup(
      <ThemeControl settings={{ colorMode: 'dark', contrastMode: 'increased' }} increasedContrast />,
    );
    expect(html).toContain('role="group" aria-label="Theme"');
    expect(html).toMatch(/<label[^>]*><span[^>]*>Colour mode<\/span><select/);
    expect(html).toMatch(/<label[^>]*><span[^>]*>Contrast<\/span><select/);
    expect([...html.matchAll(/<option value="[a-z]+"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual([
      'Auto',
      'Light',
      'Dark',
      'Auto',
      'Standard',
      'Increased',
    ]);
    expect(selected(html)).toEqual(['dark', 'increased']);
  });

  it('offers no contrast choice when the site does not have increased contrast', () => {
    const html = renderToStaticMarkup(
      <ThemeControl settings={{ colorMode: 'auto', contrastMode: 'standard' }} increasedContrast={false} />,
    );
    expect(html).not.toContain('Contrast');
    expect(html).not.toContain('theme-contrast-mode');
    expect(selected(html)).toEqual(['auto']);
  });

  it('speaks the locale of its host island', () => {
    const messages = { 'theme.colorMode': 'Mode de couleur', 'theme.colorMode.dark': 'Sombre' };
    const html = renderToStaticMarkup(
      <I18nProvider value={{ locale: 'fr', messages }}>
        <ThemeControl settings={{ colorMode: 'dark', contrastMode: 'auto' }} increasedContrast />
      </I18nProvider>,
    );
    expect(html).toContain('Mode de couleur');
    expect(html).toContain('>Sombre</option>');
  });
});
