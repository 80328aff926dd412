import { describe, expect, it } from 'vitest';
import {
  clearFlowCookieHeader,
  flowCookieHeader,
  flowCookieKey,
  openFlow,
  sealFlow,
  type OidcFlow,
} from './oidc-flow-cookie.ts';

const key = flowCookieKey('client-secret-one');
const now = new Date('2026-03-01T12:00:00Z');
const flow: OidcFlow = {
  state: 's'.repeat(43),
  nonce: 'n'.repeat(43),
  codeVerifier: 'v'.repeat(43),
  returnTo: '/cloud/?a=1#b',
  redirectUri: 'https://docs.example.com/account/callback',
  expiresAt: now.getTime() / 1000 + 600,
};

describe('the sign-in attempt cookie', () => {
  it('opens what it sealed, until it expires', () => {
    const value = sealFlow(flow, key);
    expect(openFlow(value, key, now)).toEqual(flow);
    expect(openFlow(value, key, new Date(now.getTime() + 599_000))).toEqual(flow);
    expect(openFlow(value, key, new Date(now.getTime() + 600_000))).toBeUndefined();
  });

  it('refuses a value signed with another key, altered, truncated or malformed', () => {
    const value = sealFlow(flow, key);
    const [payload, signature] = value.split('.') as [string, string];
    const altered = Buffer.from(JSON.stringify({ ...flow, returnTo: '//evil.example' })).toString(
      'base64url',
    );
    for (const bad of [
      sealFlow(flow, flowCookieKey('another-secret')),
      `${altered}.${signature}`,
      `${payload}.${signature.slice(0, -1)}`,
      payload,
      `${payload}.${signature}.x`,
      '',
      undefined,
      `${Buffer.from('[]').toString('base64url')}.${signature}`,
    ]) {
      expect(openFlow(bad, key, now)).toBeUndefined();
    }
    const missingField = sealFlow({ ...flow, nonce: undefined } as unknown as OidcFlow, key);
    expect(openFlow(missingField, key, now)).toBeUndefined();
  });

  it('is HttpOnly, Lax, scoped to the callback, short-lived, and Secure away from loopback', () => {
    const local = new Request('http://127.0.0.1:3000/account/login');
    const remote = new Request('http://docs.example.com/account/login');
    expect(flowCookieHeader(flow, key, local)).toMatch(
      /^portico_oidc=[\w-]+\.[\w-]{43}; Max-Age=600; Path=\/account\/callback; HttpOnly; SameSite=Lax$/,
    );
    expect(flowCookieHeader(flow, key, remote)).toMatch(
      /^portico_oidc=[\w-]+\.[\w-]{43}; Max-Age=600; Path=\/account\/callback; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(clearFlowCookieHeader(remote)).toBe(
      'portico_oidc=; Max-Age=0; Path=/account/callback; HttpOnly; Secure; SameSite=Lax',
    );
  });
});
