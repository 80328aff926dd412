/**
 * Paints the reader's saved theme (the theme cookie) on `<html>` before the first frame. Pages
 * are rendered in the default theme so that a public page is the same for every reader; this
 * runs from the head, before anything is drawn, so there is no flash. It references nothing
 * outside its body: its source is printed into the page (see {@link SAVED_THEME_SCRIPT}), and
 * it must decide exactly as parseThemeCookie, themeAttributes and colorSchemeContent do
 * (saved-theme-script.test.ts holds it to them).
 */
export function applySavedTheme(doc: Document, increasedContrast: boolean): void {
  const match = /(?:^|;\s*)portico_theme=([^;]*)/.exec(doc.cookie);
  const parts = (match ? decodeURIComponent(match[1] || '') : '').split('.');
  const color = ['auto', 'light', 'dark'].indexOf(parts[0] || '') >= 0 ? parts[0] : 'auto';
  let contrast = ['auto', 'standard', 'increased'].indexOf(parts[1] || '') >= 0 ? parts[1] : 'auto';
  if (!increasedContrast) contrast = 'standard';
  const root = doc.documentElement;
  root.setAttribute('data-color-mode', color || 'auto');
  root.setAttribute('data-contrast-mode', contrast || 'auto');
  const scheme = doc.querySelector('meta[name="color-scheme"]');
  if (scheme) scheme.setAttribute('content', color === 'auto' ? 'light dark' : color || 'light dark');
}

/** The printed script for a site with or without the increased-contrast theme. */
export function savedThemeScript(increasedContrast: boolean): string {
  return `(function(){try{(${applySavedTheme.toString()})(document,${increasedContrast ? 'true' : 'false'})}catch(e){}})()`;
}
