import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { applyProxyTrust, compileProxyTrust } from './proxy-trust.ts';

const message = (peer: string, headers: Record<string, string>, encrypted = false) =>
  ({
    socket: { remoteAddress: peer, encrypted },
    connection: { remoteAddress: peer },
    headers: { ...headers },
  }) as unknown as IncomingMessage;

describe('applyProxyTrust', () => {
  it('removes forwarding headers from a peer that is not a trusted proxy', () => {
    const req = message('203.0.113.5', {
      'x-forwarded-for': '10.0.0.1',
      'x-forwarded-proto': 'https',
      forwarded: 'for=1.1.1.1',
    });
    expect(applyProxyTrust(req, compileProxyTrust(['10.0.0.0/8']))).toEqual({ https: false });
    expect(req.headers).toEqual({});
  });

  it('believes a proxy in a listed range, and names the nearest untrusted hop as the client', () => {
    const req = message('10.1.2.3', {
      'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.9.9.9',
      'x-forwarded-proto': 'https',
    });
    expect(applyProxyTrust(req, compileProxyTrust(['10.0.0.0/8']))).toEqual({ https: true });
    expect(req.headers['x-forwarded-for']).toBe('198.51.100.7');
  });

  it('keeps the older hop count working', () => {
    const req = message('192.0.2.1', { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' });
    applyProxyTrust(req, compileProxyTrust(1));
    expect(req.headers['x-forwarded-for']).toBe('203.0.113.7');
    const none = message('192.0.2.1', { 'x-forwarded-for': '6.6.6.6' });
    applyProxyTrust(none, compileProxyTrust(0));
    expect(none.headers['x-forwarded-for']).toBeUndefined();
  });

  it('counts the socket’s own TLS as HTTPS whatever the headers say', () => {
    expect(applyProxyTrust(message('203.0.113.5', {}, true), compileProxyTrust([]))).toEqual({ https: true });
    const downgraded = message('127.0.0.1', { 'x-forwarded-proto': 'http' });
    expect(applyProxyTrust(downgraded, compileProxyTrust(['loopback']))).toEqual({ https: false });
  });
});
