import { describe, expect, it } from 'vitest';
import { colorSchemeContent, parseThemeCookie, themeAttributes } from './theme-settings.ts';
import { savedThemeScript } from './saved-theme-script.ts';

/** Runs the printed script on a stand-in document with `cookie`; answers what it painted. */
function paint(cookie: string, increasedContrast: boolean) {
  const attributes = new Map<string, string>();
  const meta = { content: 'light dark', setAttribute: (_: string, value: string) => (meta.content = value) };
  const doc = {
    cookie,
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    querySelector: () => meta,
  };
  new Function('document', savedThemeScript(increasedContrast))(doc);
  return { attributes: Object.fromEntries(attributes), scheme: meta.content };
}

const VALUES = ['auto', 'light', 'dark', 'standard', 'increased', 'bogus', ''];

describe('savedThemeScript', () => {
  it('paints exactly what the theme settings decide, for every cookie value and site', () => {
    for (const increasedContrast of [true, false])
      for (const color of VALUES)
        for (const contrast of VALUES) {
          const value = `${color}.${contrast}`;
          const settings = parseThemeCookie(value, { increasedContrast });
          expect(paint(`a=1; portico_theme=${value}; b=2`, increasedContrast), value).toEqual({
            attributes: themeAttributes(settings),
            scheme: colorSchemeContent(settings),
          });
        }
  });

  it('paints the default without the cookie, and never throws into the page', () => {
    const settings = parseThemeCookie(undefined, { increasedContrast: true });
    expect(paint('other=1', true)).toEqual({
      attributes: themeAttributes(settings),
      scheme: colorSchemeContent(settings),
    });
    expect(() => new Function('document', savedThemeScript(true))({})).not.toThrow();
  });
});
