/**
 * The reader's theme choice (spec §3 theme settings: colorMode, contrastMode; spec §4 colour mode)
 * and how it is stored and rendered. Pure functions, shared by the server render and the theme
 * control, so the first paint and a live change produce the same `<html>` attributes.
 */

/** Colour mode: 'auto' follows prefers-color-scheme live (through CSS alone). */
export type ColorMode = 'auto' | 'light' | 'dark';
/** Contrast mode: 'auto' follows prefers-contrast live, when the site offers increased contrast. */
export type ContrastMode = 'auto' | 'standard' | 'increased';

/** A reader's theme choice. */
export interface ThemeSettings {
  readonly colorMode: ColorMode;
  readonly contrastMode: ContrastMode;
}

/** The site switches that shape what a reader may choose (site.yaml `features`). */
export interface ThemeFeatures {
  /** Offer the increased-contrast theme; without it contrast is always standard. */
  readonly increasedContrast: boolean;
}

/** The options in the order the theme control lists them. */
export const COLOR_MODES: readonly ColorMode[] = ['auto', 'light', 'dark'];
export const CONTRAST_MODES: readonly ContrastMode[] = ['auto', 'standard', 'increased'];

/** The default: follow the device for both. */
export const DEFAULT_THEME: ThemeSettings = { colorMode: 'auto', contrastMode: 'auto' };

/** Cookie that carries the choice as `<colorMode>.<contrastMode>`, read by the server render. */
export const THEME_COOKIE = 'portico_theme';
/** A year: the choice outlives the session. */
export const THEME_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const isColorMode = (value: string | undefined): value is ColorMode =>
  (COLOR_MODES as readonly (string | undefined)[]).includes(value);
const isContrastMode = (value: string | undefined): value is ContrastMode =>
  (CONTRAST_MODES as readonly (string | undefined)[]).includes(value);

/**
 * The settings to render. Each half of the cookie value is read on its own: an unknown or
 * missing half falls back to 'auto', so a damaged cookie never breaks a page. Without the
 * increased-contrast feature the contrast is pinned to 'standard', whatever the cookie says,
 * because 'auto' would otherwise follow prefers-contrast.
 */
export function parseThemeCookie(value: string | undefined, features: ThemeFeatures): ThemeSettings {
  const [color, contrast] = (value ?? '').split('.');
  return normaliseTheme(
    {
      colorMode: isColorMode(color) ? color : 'auto',
      contrastMode: isContrastMode(contrast) ? contrast : 'auto',
    },
    features,
  );
}

/** Applies the site features to a choice (see {@link parseThemeCookie}). */
export function normaliseTheme(settings: ThemeSettings, features: ThemeFeatures): ThemeSettings {
  return features.increasedContrast ? settings : { ...settings, contrastMode: 'standard' };
}

/** The cookie value for a choice. */
export function serializeThemeCookie(settings: ThemeSettings): string {
  return `${settings.colorMode}.${settings.contrastMode}`;
}

/**
 * The whole `Set-Cookie`-style string the browser stores (`document.cookie = …`). Lax and
 * site-wide: it is a display preference sent back only so the server can paint the right theme.
 */
export function themeCookieString(settings: ThemeSettings, secure: boolean): string {
  const parts = [
    `${THEME_COOKIE}=${serializeThemeCookie(settings)}`,
    'Path=/',
    `Max-Age=${THEME_COOKIE_MAX_AGE_S}`,
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Attribute names on `<html>` that tokens.css keys the themes on. */
export const COLOR_MODE_ATTRIBUTE = 'data-color-mode';
export const CONTRAST_MODE_ATTRIBUTE = 'data-contrast-mode';

/** The `<html>` attributes of a choice, for the server render (spread them on the element). */
export function themeAttributes(settings: ThemeSettings): Record<string, string> {
  return {
    [COLOR_MODE_ATTRIBUTE]: settings.colorMode,
    [CONTRAST_MODE_ATTRIBUTE]: settings.contrastMode,
  };
}

/**
 * `<meta name="color-scheme">` content: both schemes while following the device, else only the
 * chosen one, so form controls and scrollbars match before the stylesheet loads.
 */
export function colorSchemeContent(settings: ThemeSettings): string {
  return settings.colorMode === 'auto' ? 'light dark' : settings.colorMode;
}

/** Reads a choice back from `<html>` attributes (the live page state); unknown values are 'auto'. */
export function themeFromAttributes(read: (name: string) => string | null): ThemeSettings {
  const color = read(COLOR_MODE_ATTRIBUTE) ?? undefined;
  const contrast = read(CONTRAST_MODE_ATTRIBUTE) ?? undefined;
  return {
    colorMode: isColorMode(color) ? color : 'auto',
    contrastMode: isContrastMode(contrast) ? contrast : 'auto',
  };
}
