import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import { createOverloadGuard, OVERLOAD_MESSAGE, overloadResponse } from './overload.ts';

describe('overloadResponse', () => {
  it('answers pages in plain text, the API in JSON and /1/ in Algolia’s shape, never cached, retry soon', async () => {
    const page = overloadResponse(new Request('http://portal.test/platform/forge/'));
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(page.headers.get('retry-after')).toBe('1');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toBe(`${OVERLOAD_MESSAGE}\n`);
    const api = overloadResponse(new Request('http://portal.test/api/search/token'));
    expect(await api.json()).toEqual({ error: OVERLOAD_MESSAGE });
    expect(api.headers.get('retry-after')).toBe('1');
    const search = overloadResponse(new Request('http://portal.test/1/indexes/*/queries'));
    expect(await search.json()).toEqual({ message: OVERLOAD_MESSAGE, status: 503 });
  });
});

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = undefined;
});

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
  ms: number;
}

function get(port: number, path: string, signal?: AbortSignal): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port, path, signal }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, headers: res.headers, ms: performance.now() - started }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * A tiny server behind the guard: its app holds every request until `finish` is called, so the
 * test decides when turns end; `started` lists the paths the app began, in order.
 */
async function guarded(limits: { maxInFlight: number; queueDepth: number; queueTimeoutMs: number }) {
  const started: string[] = [];
  const pending: (() => void)[] = [];
  const guard = createOverloadGuard({
    limits,
    log: createLogger('silent'),
    headers: () => ({ 'X-Frame-Options': 'DENY' }),
  });
  server = createServer((req, res) =>
    guard(req, res, async () => {
      started.push(req.url ?? '');
      await new Promise<void>((resolve) => pending.push(resolve));
      res.end(`done ${req.url}`);
    }),
  );
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const finish = () => pending.shift()?.();
  return { port, started, finish, guard };
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('createOverloadGuard', () => {
  it('refuses at once with 503 and Retry-After past the queue depth, and serves the queued in order', async () => {
    const { port, started, finish, guard } = await guarded({
      maxInFlight: 1,
      queueDepth: 1,
      queueTimeoutMs: 10_000,
    });
    const first = get(port, '/a');
    await until(() => started.length === 1);
    const second = get(port, '/b');
    await until(() => guard.queue.queued === 1);
    const refused = await get(port, '/c');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['x-frame-options']).toBe('DENY');
    expect(refused.body).toBe(`${OVERLOAD_MESSAGE}\n`);
    expect(refused.ms).toBeLessThan(1000);
    const api = await get(port, '/api/feedback-provider/issue');
    expect(api.status).toBe(503);
    expect(JSON.parse(api.body)).toEqual({ error: OVERLOAD_MESSAGE });
    finish();
    expect((await first).body).toBe('done /a');
    await until(() => started.length === 2);
    finish();
    expect((await second).body).toBe('done /b');
    expect(started).toEqual(['/a', '/b']);
    expect(guard.queue.inFlight).toBe(0);
  });

  it('answers 503 to a request that waited past the queue timeout instead of holding it', async () => {
    const { port, started, finish } = await guarded({ maxInFlight: 1, queueDepth: 10, queueTimeoutMs: 150 });
    const first = get(port, '/a');
    await until(() => started.length === 1);
    const waited = await get(port, '/b');
    expect(waited.status).toBe(503);
    expect(waited.ms).toBeLessThan(2000);
    finish();
    await first;
    expect(started).toEqual(['/a']);
  });

  it('never queues nor refuses health checks', async () => {
    const { port, started, finish } = await guarded({
      maxInFlight: 1,
      queueDepth: 0,
      queueTimeoutMs: 10_000,
    });
    const first = get(port, '/a');
    await until(() => started.length === 1);
    const health = get(port, '/healthz');
    await until(() => started.length === 2);
    expect(started).toEqual(['/a', '/healthz']);
    finish();
    finish();
    expect((await health).status).toBe(200);
    await first;
  });

  it('never starts a request whose client left while it waited, and keeps a turn until the app is done', async () => {
    const { port, started, finish, guard } = await guarded({
      maxInFlight: 1,
      queueDepth: 5,
      queueTimeoutMs: 10_000,
    });
    const gone = new AbortController();
    const first = get(port, '/a', gone.signal).catch(() => 'aborted');
    await until(() => started.length === 1);
    const abandoned = new AbortController();
    const waiting = get(port, '/b', abandoned.signal).catch(() => 'aborted');
    await until(() => guard.queue.queued === 1);
    abandoned.abort();
    await waiting;
    await until(() => guard.queue.queued === 0);
    // The running request's client leaves too: its turn lasts until the app has finished.
    gone.abort();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(guard.queue.inFlight).toBe(1);
    const third = get(port, '/c');
    finish();
    await until(() => started.length === 2);
    finish();
    expect((await third).body).toBe('done /c');
    expect(started).toEqual(['/a', '/c']);
  });
});
