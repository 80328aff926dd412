import { describe, expect, it } from 'vitest';
import {
  colorSchemeContent,
  DEFAULT_THEME,
  parseThemeCookie,
  serializeThemeCookie,
  themeAttributes,
  themeCookieString,
  themeFromAttributes,
  type ThemeSettings,
} from './theme-settings.ts';

const ON = { increasedContrast: true };
const OFF = { increasedContrast: false };

describe('parseThemeCookie', () => {
  it('defaults to auto for both when there is no cookie', () => {
    expect(parseThemeCookie(undefined, ON)).toEqual(DEFAULT_THEME);
    expect(parseThemeCookie('', ON)).toEqual({ colorMode: 'auto', contrastMode: 'auto' });
  });

  it('reads every valid combination back', () => {
    for (const colorMode of ['auto', 'light', 'dark'] as const)
      for (const contrastMode of ['auto', 'standard', 'increased'] as const) {
        const settings: ThemeSettings = { colorMode, contrastMode };
        expect(parseThemeCookie(serializeThemeCookie(settings), ON)).toEqual(settings);
      }
  });

  it('falls back to auto for each unknown half on its own', () => {
    expect(parseThemeCookie('dark.sparkly', ON)).toEqual({ colorMode: 'dark', contrastMode: 'auto' });
    expect(parseThemeCookie('purple.increased', ON)).toEqual({
      colorMode: 'auto',
      contrastMode: 'increased',
    });
    expect(parseThemeCookie('dark', ON)).toEqual({ colorMode: 'dark', contrastMode: 'auto' });
    expect(parseThemeCookie('<script>', ON)).toEqual(DEFAULT_THEME);
  });

  it('pins contrast to standard when the site does not offer increased contrast', () => {
    expect(parseThemeCookie('dark.increased', OFF)).toEqual({ colorMode: 'dark', contrastMode: 'standard' });
    expect(parseThemeCookie(undefined, OFF)).toEqual({ colorMode: 'auto', contrastMode: 'standard' });
  });
});

describe('rendering a choice', () => {
  it('renders both attributes for <html>', () => {
    expect(themeAttributes({ colorMode: 'dark', contrastMode: 'increased' })).toEqual({
      'data-color-mode': 'dark',
      'data-contrast-mode': 'increased',
    });
  });

  it('keeps <meta name="color-scheme"> in step with the colour mode', () => {
    expect(colorSchemeContent({ colorMode: 'auto', contrastMode: 'auto' })).toBe('light dark');
    expect(colorSchemeContent({ colorMode: 'light', contrastMode: 'auto' })).toBe('light');
    expect(colorSchemeContent({ colorMode: 'dark', contrastMode: 'increased' })).toBe('dark');
  });

  it('reads the live attributes back, tolerating junk', () => {
    const attrs: Record<string, string> = { 'data-color-mode': 'light', 'data-contrast-mode': 'increased' };
    expect(themeFromAttributes((name) => attrs[name] ?? null)).toEqual({
      colorMode: 'light',
      contrastMode: 'increased',
    });
    expect(themeFromAttributes(() => null)).toEqual(DEFAULT_THEME);
    expect(themeFromAttributes(() => 'bogus')).toEqual(DEFAULT_THEME);
  });
});

describe('themeCookieString', () => {
  it('stores the choice site-wide for a year, Secure only over https', () => {
    const settings: ThemeSettings = { colorMode: 'dark', contrastMode: 'standard' };
    expect(themeCookieString(settings, false)).toBe(
      'portico_theme=dark.standard; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(themeCookieString(settings, true)).toMatch(/; Secure$/);
  });
});
