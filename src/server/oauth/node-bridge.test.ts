import { describe, expect, it } from 'vitest';
import { bridge } from './node-bridge.ts';

const origin = new URL('https://portal.example');

describe('bridge', () => {
  it('strips /oauth2, and takes Host and the scheme from the configured origin', () => {
    const { req } = bridge(
      new Request('http://evil.example/oauth2/token?x=1', {
        headers: { 'x-forwarded-host': 'evil.example' },
      }),
      { origin, clientAddress: '203.0.113.9' },
    );
    expect(req.url).toBe('/token?x=1');
    expect((req as unknown as { originalUrl: string }).originalUrl).toBe('/oauth2/token?x=1');
    expect(req.headers.host).toBe('portal.example');
    expect(req.headers['x-forwarded-host']).toBeUndefined();
    expect(req.socket).toMatchObject({ encrypted: true, remoteAddress: '203.0.113.9' });
  });

  it('marks a body without Content-Length as chunked, so oidc-provider reads it', () => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('grant_type=client_credentials'));
        controller.close();
      },
    });
    const { req } = bridge(
      new Request('https://portal.example/oauth2/token', {
        method: 'POST',
        body,
        duplex: 'half',
      } as RequestInit),
      { origin, clientAddress: '::1' },
    );
    expect(req.headers['transfer-encoding']).toBe('chunked');
    const { req: bodiless } = bridge(new Request('https://portal.example/oauth2'), {
      origin,
      clientAddress: '::1',
    });
    expect(bodiless.url).toBe('/');
    expect(bodiless.headers['transfer-encoding']).toBeUndefined();
  });
});
