import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SignInAddressTracker } from '../accounts/sign-in-address-tracker.ts';
import { SignInEarlyRefusal } from '../accounts/sign-in-early-refusal.ts';
import { createLogger } from '../log/logger.ts';
import { compileProxyTrust, type ProxyTrust } from './proxy-trust.ts';
import { servePortal } from './serve.node.ts';

let server: Server | undefined;
let dir: string | undefined;

afterEach(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server?.closeAllConnections();
  if (dir) await rm(dir, { recursive: true, force: true });
  server = undefined;
  dir = undefined;
});

interface Answer {
  status?: number;
  body?: string;
  error?: string;
  headers?: IncomingHttpHeaders;
}

/** GETs a path; resolves with the status and body, or with the error when the answer is cut off. */
function get(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve) => {
    const req = httpRequest({ port, path, method, headers: { connection: 'close', ...headers } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      res.on('error', (error) => resolve({ error: error.message }));
      res.on('aborted', () => resolve({ error: 'aborted' }));
    });
    req.on('error', (error) => resolve({ error: error.message }));
    req.end();
  });
}

/** Stops the running server and removes its folder, for a test that starts a second one. */
async function restart() {
  await new Promise((done) => server?.close(done));
  if (dir) await rm(dir, { recursive: true, force: true });
}

async function start(proxyTrust?: ProxyTrust, signInEarlyRefusal?: SignInEarlyRefusal) {
  dir = await mkdtemp(join(tmpdir(), 'portico-serve-'));
  await writeFile(join(dir, 'kept.txt'), 'kept');
  await writeFile(join(dir, 'removed.txt'), 'removed');
  server = await servePortal({
    port: 0,
    host: '127.0.0.1',
    clientDir: dir,
    // The app echoes the forwarding headers it was handed.
    appHandler: (req, res) =>
      res
        .writeHead(200, { 'Content-Type': 'text/plain' })
        .end(
          req.url === '/echo'
            ? JSON.stringify([
                req.headers['x-forwarded-for'] ?? null,
                req.headers['x-forwarded-proto'] ?? null,
              ])
            : 'page',
        ),
    log: createLogger('silent'),
    ...(proxyTrust ? { proxyTrust } : {}),
    ...(signInEarlyRefusal ? { signInEarlyRefusal } : {}),
  });
  return { port: (server.address() as AddressInfo).port, dir };
}

describe('servePortal', () => {
  it('serves static files, and the app for everything else', async () => {
    const { port } = await start();
    expect(await get(port, '/kept.txt')).toMatchObject({ status: 200, body: 'kept' });
    expect(await get(port, '/some/page/')).toMatchObject({ status: 200, body: 'page' });
  });

  it('survives a static file removed after start: that answer is cut off, the next ones served', async () => {
    const { port, dir: root } = await start();
    await rm(join(root, 'removed.txt'));
    const cut = await get(port, '/removed.txt');
    expect(cut.body).not.toBe('removed');
    expect(cut.status === undefined || cut.body === '').toBe(true);
    expect(await get(port, '/kept.txt')).toMatchObject({ status: 200, body: 'kept' });
  });

  it('sends the security headers with static files, which never reach the middleware', async () => {
    const { port } = await start();
    const { headers } = await get(port, '/kept.txt');
    expect(headers?.['x-content-type-options']).toBe('nosniff');
    expect(headers?.['x-frame-options']).toBe('DENY');
    expect(headers?.['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers?.['content-security-policy']).toContain("default-src 'none'");
    expect(headers?.['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS to static files only when a trusted proxy says the client spoke HTTPS', async () => {
    const spoofed = await start();
    const direct = await get(spoofed.port, '/kept.txt', { 'x-forwarded-proto': 'https' });
    expect(direct.headers?.['strict-transport-security']).toBeUndefined();
    await restart();
    const proxied = await start(compileProxyTrust(['loopback']));
    const behindProxy = await get(proxied.port, '/kept.txt', { 'x-forwarded-proto': 'https' });
    expect(behindProxy.headers?.['strict-transport-security']).toMatch(/^max-age=\d{8}/);
  });

  it('removes forwarding headers a client sent itself, and keeps the client address behind a trusted proxy', async () => {
    const untrusted = await start();
    const spoof = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' };
    expect(JSON.parse((await get(untrusted.port, '/echo', spoof)).body ?? '')).toEqual([null, null]);
    await restart();
    const trusted = await start(compileProxyTrust(['loopback']));
    const chain = { 'x-forwarded-for': '198.51.100.1, 203.0.113.9', 'x-forwarded-proto': 'https' };
    expect(JSON.parse((await get(trusted.port, '/echo', chain)).body ?? '')).toEqual([
      '203.0.113.9',
      'https',
    ]);
  });

  it('refuses a sign-in flood’s early return before the app, by the address the proxy trust resolved', async () => {
    const tracker = new SignInAddressTracker();
    tracker.refused('203.0.113.9', 'busy', 2);
    const refusal = new SignInEarlyRefusal({ tracker, maxHoldMs: 1 });
    const { port } = await start(compileProxyTrust(['loopback']), refusal);
    const post = (forwarded: string) =>
      get(port, '/api/account/login', { 'x-forwarded-for': forwarded }, 'POST');
    const refused = await post('198.51.100.1, 203.0.113.9');
    expect(refused).toMatchObject({ status: 303, body: '' });
    expect(refused.headers?.['location']).toBe('/account/login?error=busy');
    expect(refused.headers?.['x-frame-options']).toBe('DENY');
    expect(refused.headers?.['content-security-policy']).toContain("default-src 'none'");
    expect(await post('203.0.113.9, 198.51.100.1')).toMatchObject({ status: 200, body: 'page' });
  });
});
