import { describe, expect, it } from 'vitest';
import { capWarnings, manifestHash, MANIFEST_WARNINGS_MAX } from './to-manifest.ts';

describe('manifest helpers', () => {
  it('keeps the first warnings and counts the rest', () => {
    const many = Array.from({ length: MANIFEST_WARNINGS_MAX + 3 }, (_, i) => `w${i}`);
    const capped = capWarnings(many);
    expect(capped).toHaveLength(MANIFEST_WARNINGS_MAX + 1);
    expect(capped.at(-1)).toBe('… and 3 more warnings');
    expect(capWarnings(['a'])).toEqual(['a']);
  });

  it('combines content and pipeline hashes', () => {
    expect(manifestHash('c', 'p')).toBe('c.p');
    expect(manifestHash('c', '')).toBe('c');
  });
});
