import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PRINTED_CHANGELOG_INDICATOR_SCRIPT } from './changelog-indicator-script.ts';

describe('PRINTED_CHANGELOG_INDICATOR_SCRIPT', () => {
  it('is the indicator script minified: it parses, keeps its storage key and dot selector', () => {
    expect(() => new Function(PRINTED_CHANGELOG_INDICATOR_SCRIPT)).not.toThrow();
    expect(PRINTED_CHANGELOG_INDICATOR_SCRIPT).toContain('"portico.changelog-visits"');
    expect(PRINTED_CHANGELOG_INDICATOR_SCRIPT).toContain('[data-changelog-dot]');
    // Minified, not the function's readable source (1.3 KB gzip): it is in every page's head.
    expect(PRINTED_CHANGELOG_INDICATOR_SCRIPT).not.toContain('\n');
    expect(gzipSync(PRINTED_CHANGELOG_INDICATOR_SCRIPT, { level: 9 }).length).toBeLessThan(1000);
  });
});
