import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './client-address.ts';

const request = (forwarded?: string) =>
  new Request('http://x/', { headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } });

describe('clientAddressOf', () => {
  it('uses the socket address when no proxy is trusted, whatever the header claims', () => {
    expect(clientAddressOf(request('1.1.1.1'), '10.0.0.1', 0)).toBe('10.0.0.1');
  });

  it('takes the entry the trusted proxies appended, ignoring what the client prepended', () => {
    expect(clientAddressOf(request('6.6.6.6, 203.0.113.7'), '10.0.0.1', 1)).toBe('203.0.113.7');
    expect(clientAddressOf(request('6.6.6.6, 203.0.113.7, 10.1.1.1'), '10.0.0.1', 2)).toBe('203.0.113.7');
  });

  it('falls back to the socket address when the header is missing or too short', () => {
    expect(clientAddressOf(request(), '10.0.0.1', 1)).toBe('10.0.0.1');
    expect(clientAddressOf(request('203.0.113.7'), '10.0.0.1', 2)).toBe('10.0.0.1');
  });
});
