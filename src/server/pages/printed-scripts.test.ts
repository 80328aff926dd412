import { describe, expect, it } from 'vitest';
import { savedThemeScript } from '../../ui/chrome/theme/saved-theme-script.ts';
import { consentDecidedScript } from '../../ui/chrome/consent/decided-script.ts';
import { NAV_FIT_SCRIPT } from '../../ui/chrome/site-header/nav-fit-script.ts';
import {
  PRINTED_NAV_FIT_SCRIPT,
  minifyPrintedScript,
  printedConsentDecidedScript,
  printedSavedThemeScript,
} from './printed-scripts.ts';

describe('printed scripts', () => {
  it('are the head and header scripts minified: they parse and are much smaller', () => {
    const pairs = [
      [printedSavedThemeScript(true), savedThemeScript(true)],
      [printedConsentDecidedScript('portico_consent'), consentDecidedScript('portico_consent')],
      [PRINTED_NAV_FIT_SCRIPT, NAV_FIT_SCRIPT],
    ] as const;
    for (const [printed, source] of pairs) {
      expect(() => new Function(printed)).not.toThrow();
      expect(printed).not.toContain('\n');
      expect(printed.length).toBeLessThan(source.length * 0.8);
    }
  });

  it('keep what the scripts look up in the page and the arguments they are given', () => {
    expect(printedSavedThemeScript(true)).toContain('portico_theme');
    expect(printedSavedThemeScript(false)).toMatch(/document,(?:false|!1)\)/);
    expect(printedConsentDecidedScript('a_cookie')).toContain('a_cookie');
    expect(PRINTED_NAV_FIT_SCRIPT).toContain('[data-testid="header-more"]');
    expect(PRINTED_NAV_FIT_SCRIPT).toContain('data-compact-search');
  });

  it('prints a script esbuild cannot parse as it is', () => {
    expect(minifyPrintedScript('function (')).toBe('function (');
  });
});
