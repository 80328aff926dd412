import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
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

/** GETs a path; resolves with the status and body, or with the error when the answer is cut off. */
function get(port: number, path: string): Promise<{ status?: number; body?: string; error?: string }> {
  return new Promise((resolve) => {
    const req = httpRequest({ port, path, headers: { connection: 'close' } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', (error) => resolve({ error: error.message }));
      res.on('aborted', () => resolve({ error: 'aborted' }));
    });
    req.on('error', (error) => resolve({ error: error.message }));
    req.end();
  });
}

async function start() {
  dir = await mkdtemp(join(tmpdir(), 'portico-serve-'));
  await writeFile(join(dir, 'kept.txt'), 'kept');
  await writeFile(join(dir, 'removed.txt'), 'removed');
  server = await servePortal({
    port: 0,
    host: '127.0.0.1',
    clientDir: dir,
    appHandler: (_req, res) => res.writeHead(200, { 'Content-Type': 'text/plain' }).end('page'),
    log: createLogger('silent'),
  });
  return { port: (server.address() as AddressInfo).port, dir };
}

describe('servePortal', () => {
  it('serves static files, and the app for everything else', async () => {
    const { port } = await start();
    expect(await get(port, '/kept.txt')).toEqual({ status: 200, body: 'kept' });
    expect(await get(port, '/some/page/')).toEqual({ status: 200, body: 'page' });
  });

  it('survives a static file removed after start: that answer is cut off, the next ones served', async () => {
    const { port, dir: root } = await start();
    await rm(join(root, 'removed.txt'));
    const cut = await get(port, '/removed.txt');
    expect(cut.body).not.toBe('removed');
    expect(cut.status === undefined || cut.body === '').toBe(true);
    expect(await get(port, '/kept.txt')).toEqual({ status: 200, body: 'kept' });
  });
});
