import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './client-address.ts';

const request = (forwarded?: string) =>
  new Request('http://x/', { headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } });

// The HTTP server has already checked the header against TRUST_PROXY (serve.node.test.ts,
// proxy-trust.test.ts): what arrives here is one address from a trusted proxy, or nothing.
describe('clientAddressOf', () => {
  it('uses the address a trusted proxy resolved', () => {
    expect(clientAddressOf(request('203.0.113.7'), '10.0.0.1')).toBe('203.0.113.7');
  });

  it('falls back to the socket address when there is no single forwarded address', () => {
    expect(clientAddressOf(request(), '10.0.0.1')).toBe('10.0.0.1');
    expect(clientAddressOf(request('6.6.6.6, 203.0.113.7'), '10.0.0.1')).toBe('10.0.0.1');
  });
});
