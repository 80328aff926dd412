import { describe, expect, it } from 'vitest';
import { readServerEnv } from './env.ts';
import { proxyTrustSetting } from './security-env.ts';

describe('security settings', () => {
  it('reads TRUST_PROXY as a list, and falls back to the older hop count', () => {
    const listed = readServerEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8 ,192.0.2.7' });
    expect(proxyTrustSetting(listed)).toEqual(['loopback', '10.0.0.0/8', '192.0.2.7']);
    expect(proxyTrustSetting(readServerEnv({ TRUSTED_PROXY_HOPS: '2' }))).toBe(2);
    expect(proxyTrustSetting(readServerEnv({}))).toBe(0);
  });

  it('refuses a TRUST_PROXY entry that is not an address, a range or a known name', () => {
    expect(() => readServerEnv({ TRUST_PROXY: 'loopback,proxy.example.com' })).toThrow(
      /TRUST_PROXY: must list/,
    );
  });

  it('keeps only the origin of PUBLIC_URL and refuses one with a path', () => {
    expect(readServerEnv({ PUBLIC_URL: 'https://developer.example.com/' }).PUBLIC_URL).toBe(
      'https://developer.example.com',
    );
    expect(() => readServerEnv({ PUBLIC_URL: 'https://developer.example.com/docs/' })).toThrow(/PUBLIC_URL/);
    expect(() => readServerEnv({ PUBLIC_URL: 'ftp://developer.example.com' })).toThrow(/PUBLIC_URL/);
  });

  it('wants a CSRF_SECRET of at least 32 characters', () => {
    expect(() => readServerEnv({ CSRF_SECRET: 'short' })).toThrow(/CSRF_SECRET/);
    expect(readServerEnv({ CSRF_SECRET: 'x'.repeat(32) }).CSRF_SECRET).toBe('x'.repeat(32));
  });
});
