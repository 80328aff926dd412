import { describe, expect, it } from 'vitest';
import { clearCookieHeader, cookieSetBy, readCookie, setCookieHeader } from './cookies.ts';

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

describe('readCookie, past the first cookie of a name', () => {
  it('does not fall through to a later cookie when the first is undecodable', () => {
    expect(readCookie('n=%E0%A4%A; n=en', 'n')).toBeUndefined();
  });

  it('skips pairs without a value sign and reads names with surrounding tabs', () => {
    expect(readCookie('junk; n=1', 'n')).toBe('1');
    expect(readCookie('a=1;\tn\t=2', 'n')).toBe('2');
  });
});

describe('setCookieHeader and clearCookieHeader', () => {
  it('writes HttpOnly, SameSite=Lax cookies with the path, Secure and Max-Age asked for', () => {
    expect(setCookieHeader('portico_session', 'abc', { path: '/', secure: false })).toBe(
      'portico_session=abc; Path=/; HttpOnly; SameSite=Lax',
    );
    expect(setCookieHeader('__Host-x', 'v', { path: '/', secure: true, maxAge: 60 })).toBe(
      '__Host-x=v; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    expect(clearCookieHeader('portico_oidc', { path: '/account/callback', secure: true })).toBe(
      'portico_oidc=; Max-Age=0; Path=/account/callback; HttpOnly; Secure; SameSite=Lax',
    );
  });

  it('encodes a value that is not cookie-safe, so readCookie gives it back', () => {
    const header = setCookieHeader('n', 'a b;c', { path: '/', secure: false });
    expect(header.startsWith('n=a%20b%3Bc;')).toBe(true);
    expect(readCookie(header.split(';')[0]!, 'n')).toBe('a b;c');
  });

  it('refuses a name or path that would break the header', () => {
    expect(() => setCookieHeader('a=b', 'v', { path: '/', secure: false })).toThrow(TypeError);
    expect(() => setCookieHeader('n', 'v', { path: '/;Domain=evil.example', secure: false })).toThrow(
      TypeError,
    );
  });
});

describe('cookieSetBy', () => {
  const answer = (...cookies: string[]) => {
    const headers = new Headers();
    for (const cookie of cookies) headers.append('Set-Cookie', cookie);
    return new Response(null, { headers });
  };

  it('reads the value an answer sets, whatever the attribute order', () => {
    expect(cookieSetBy(answer('a=1; Path=/', 'portico_session=xyz; HttpOnly'), 'portico_session')).toBe(
      'xyz',
    );
    expect(cookieSetBy(answer('portico_session=; Path=/; max-age=0'), 'portico_session')).toBe('');
    expect(cookieSetBy(answer('portico_session=; Max-Age=0; Path=/'), 'portico_session')).toBe('');
  });

  it('is undefined when no Set-Cookie names the cookie, a longer name included', () => {
    expect(cookieSetBy(answer(), 'portico_session')).toBeUndefined();
    expect(cookieSetBy(answer('portico_session_old=1'), 'portico_session')).toBeUndefined();
  });
});
