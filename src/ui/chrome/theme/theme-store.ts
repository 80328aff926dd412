import {
  COLOR_MODE_ATTRIBUTE,
  colorSchemeContent,
  CONTRAST_MODE_ATTRIBUTE,
  serializeThemeCookie,
  themeAttributes,
  themeCookieString,
  themeFromAttributes,
  type ThemeSettings,
} from './theme-settings.ts';

/**
 * The live theme of the page, in the browser. The `<html>` attributes are the single source of
 * truth: the server renders them, {@link applyTheme} changes them, and every theme control on the
 * page (footer, mobile drawer) reads them, so they never disagree.
 */

let cached: { key: string; settings: ThemeSettings } | undefined;

/** The page's current choice; the same object until it changes (useSyncExternalStore needs that). */
export function readTheme(): ThemeSettings {
  const root = document.documentElement;
  const settings = themeFromAttributes((name) => root.getAttribute(name));
  const key = serializeThemeCookie(settings);
  if (cached?.key !== key) cached = { key, settings };
  return cached.settings;
}

/** Calls `listener` whenever the theme attributes of `<html>` change; returns the unsubscribe. */
export function subscribeTheme(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: [COLOR_MODE_ATTRIBUTE, CONTRAST_MODE_ATTRIBUTE],
  });
  return () => observer.disconnect();
}

/**
 * Switches the page to `settings` at once (no reload: the tokens are keyed on the attributes)
 * and stores the choice in the cookie so the next server render paints it from the first frame.
 */
export function applyTheme(settings: ThemeSettings): void {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(themeAttributes(settings))) root.setAttribute(name, value);
  document.querySelector('meta[name="color-scheme"]')?.setAttribute('content', colorSchemeContent(settings));
  document.cookie = themeCookieString(settings, location.protocol === 'https:');
}
