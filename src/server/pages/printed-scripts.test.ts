import { describe, expect, it } from 'vitest';
import {
  PRINTED_NAV_FIT_SCRIPT,
  PRINTED_SCROLL_SPY_LOADER,
  SCROLL_SPY_PAGE_SCRIPT,
  minifyPrintedScript,
  printedConsentDecidedScript,
  printedSavedThemeScript,
} from './printed-scripts.ts';

describe('printed scripts', () => {
  it('are the head and header scripts minified: they parse and are much smaller', () => {
    // Their readable sources print at 870, 454 and 2,567 bytes.
    const printed = [
      [printedSavedThemeScript(true), 650],
      [printedConsentDecidedScript('portico_consent'), 350],
      [PRINTED_NAV_FIT_SCRIPT, 1500],
      [SCROLL_SPY_PAGE_SCRIPT.code, 1000],
      [PRINTED_SCROLL_SPY_LOADER, 350],
    ] as const;
    for (const [script, most] of printed) {
      expect(() => new Function(script)).not.toThrow();
      expect(script).not.toContain('\n');
      expect(script.length).toBeLessThanOrEqual(most);
    }
  });

  it('keep what the scripts look up in the page and the arguments they are given', () => {
    expect(printedSavedThemeScript(true)).toContain('portico_theme');
    expect(printedSavedThemeScript(false)).toMatch(/document,(?:false|!1)\)/);
    expect(printedConsentDecidedScript('a_cookie')).toContain('a_cookie');
    expect(PRINTED_NAV_FIT_SCRIPT).toContain('[data-testid="header-more"]');
    expect(PRINTED_NAV_FIT_SCRIPT).toContain('data-compact-search');
    expect(SCROLL_SPY_PAGE_SCRIPT.code).toContain('[data-testid="on-this-page"]');
    expect(SCROLL_SPY_PAGE_SCRIPT.code).toContain('aria-current');
    expect(PRINTED_SCROLL_SPY_LOADER).toContain(SCROLL_SPY_PAGE_SCRIPT.path);
    expect(PRINTED_SCROLL_SPY_LOADER).toContain('(min-width: 1281px)');
  });

  it('prints a script esbuild cannot parse as it is', () => {
    expect(minifyPrintedScript('function (')).toBe('function (');
  });
});
