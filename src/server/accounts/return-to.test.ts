import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to.ts';

/**
 * Known open-redirect bypass payloads (from the OWASP cheat sheet, PayloadsAllTheThings and
 * browser URL-parsing quirks): every one must fall back to '/'.
 */
const BYPASSES = [
  '//evil.com',
  '///evil.com',
  '////evil.com',
  '/\\evil.com',
  '\\/evil.com',
  '\\\\evil.com',
  '/\\/evil.com',
  'https://evil.com',
  'http://evil.com/',
  'https:evil.com',
  'https:/evil.com',
  'HTTPS://evil.com',
  '//evil.com/%2F..',
  '//evil%E3%80%82com',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '\t//evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r/evil.com',
  '/ /evil.com',
  '\u0000//evil.com',
  '/\u00a0/evil.com',
  'evil.com',
  '.evil.com',
  '@evil.com',
  '//@evil.com',
  '//user:pass@evil.com',
  '/%09/evil.com'.replace('%09', '\t'),
  '//evil.com\\@portal.invalid',
  '/\u2028/evil.com',
  '%2F%2Fevil.com',
  '',
  '/account/login?returnTo=//evil.com',
  '/account/logout',
];

describe('safeReturnTo', () => {
  it.each(BYPASSES)('refuses %j', (payload) => {
    expect(safeReturnTo(payload)).toBe('/');
  });

  it('refuses non-strings and overlong values', () => {
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo(null)).toBe('/');
    expect(safeReturnTo(`/${'a'.repeat(3000)}`)).toBe('/');
  });

  it('keeps same-origin paths with their query and hash', () => {
    expect(safeReturnTo('/cloud/?from=e2e#intro')).toBe('/cloud/?from=e2e#intro');
    expect(safeReturnTo('/')).toBe('/');
    expect(safeReturnTo('/search/?q=a%20b')).toBe('/search/?q=a%20b');
  });

  it('keeps an encoded double slash as a harmless local path', () => {
    expect(safeReturnTo('/%2F%2Fevil.com')).toBe('/%2F%2Fevil.com');
    expect(safeReturnTo('/%5Cevil.com')).toBe('/%5Cevil.com');
  });

  it('normalises dot segments but never leaves the origin', () => {
    expect(safeReturnTo('/a/../b/')).toBe('/b/');
    expect(safeReturnTo('/..//evil.com')).toBe('/');
  });
});
