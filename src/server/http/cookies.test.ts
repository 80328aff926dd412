import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies.ts';

describe('readCookie', () => {
  it('finds a cookie among others, trimming spaces', () => {
    expect(readCookie('a=1; portico_locale=fr ; b=2', 'portico_locale')).toBe('fr');
    expect(readCookie('portico_locale=en_GB', 'portico_locale')).toBe('en_GB');
  });

  it('is undefined without the header or the cookie', () => {
    expect(readCookie(null, 'portico_locale')).toBeUndefined();
    expect(readCookie('', 'portico_locale')).toBeUndefined();
    expect(readCookie('other=fr; x', 'portico_locale')).toBeUndefined();
  });

  it('matches the whole name, not a prefix or suffix', () => {
    expect(readCookie('my_portico_locale=fr; portico_locale_old=en', 'portico_locale')).toBeUndefined();
  });

  it('URL-decodes, unwraps a quoted value and keeps = inside values', () => {
    expect(readCookie('n=a%20b', 'n')).toBe('a b');
    expect(readCookie('n="fr"', 'n')).toBe('fr');
    expect(readCookie('n=x=y', 'n')).toBe('x=y');
  });

  it('treats an undecodable value as missing and takes the first of duplicates', () => {
    expect(readCookie('n=%E0%A4%A', 'n')).toBeUndefined();
    expect(readCookie('n=fr; n=en', 'n')).toBe('fr');
  });
});
