import { transformSync } from 'esbuild';
import { savedThemeScript } from '../../ui/chrome/theme/saved-theme-script.ts';
import { consentDecidedScript } from '../../ui/chrome/consent/decided-script.ts';
import { NAV_FIT_SCRIPT } from '../../ui/chrome/site-header/nav-fit-script.ts';
import { SCROLL_SPY_MODULE, scrollSpyLoader } from '../../ui/features/on-this-page/scroll-spy-script.ts';
import { pageScript, type PageScript } from './page-scripts.ts';

const minified = new Map<string, string>();

/**
 * A script the base layout prints into every page, minified. The printed scripts are functions'
 * own source (`fn.toString()`), with their long local names, tabs and line breaks; they are in
 * every page's HTML and JavaScript budget (docs/decisions/0065-page-weight.md). Each distinct
 * script is minified once per process (a site has one or two variants of each). esbuild is
 * already a runtime dependency; a script it cannot minify is printed as it is.
 */
export function minifyPrintedScript(code: string): string {
  let printed = minified.get(code);
  if (printed === undefined) {
    try {
      printed = transformSync(code, { minify: true, target: 'es2022' }).code.trim();
    } catch {
      printed = code;
    }
    minified.set(code, printed);
  }
  return printed;
}

/** {@link savedThemeScript}, minified. */
export const printedSavedThemeScript = (increasedContrast: boolean): string =>
  minifyPrintedScript(savedThemeScript(increasedContrast));

/** {@link consentDecidedScript}, minified. */
export const printedConsentDecidedScript = (cookieName: string): string =>
  minifyPrintedScript(consentDecidedScript(cookieName));

/** The header's fit script (nav-fit-script.ts), minified. */
export const PRINTED_NAV_FIT_SCRIPT: string = minifyPrintedScript(NAV_FIT_SCRIPT);

/** The on-this-page list's highlighter (scroll-spy-script.ts), minified, as a page script file. */
export const SCROLL_SPY_PAGE_SCRIPT: PageScript = pageScript(
  'scroll-spy',
  minifyPrintedScript(SCROLL_SPY_MODULE),
);

/** What the docs page prints after its on-this-page list: the highlighter's loader, minified. */
export const PRINTED_SCROLL_SPY_LOADER: string = minifyPrintedScript(
  scrollSpyLoader(SCROLL_SPY_PAGE_SCRIPT.path),
);
