import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { StorageUnavailableError } from '../storage/storage-unavailable.ts';
import { redisSharedStore } from './redis-shared-store.ts';

// Under PORTICO_REQUIRE_REDIS=1 (CI) a missing redis-server fails instead of skipping.
const skip =
  spawnSync('redis-server', ['--version']).status !== 0 && process.env['PORTICO_REQUIRE_REDIS'] !== '1';

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let running: ChildProcess | undefined;

/** A private Redis on `port`, without persistence, answering once started. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  running = child;
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
    child.once('exit', () => reject(new Error('redis-server exited')));
  });
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

afterEach(async () => {
  if (running !== undefined) await stop(running);
  running = undefined;
});

describe.skipIf(skip)(
  `Redis shared store through an outage${skip ? ' (skipped: no redis-server to start)' : ''}`,
  () => {
    it('fails fast while Redis is down and works again once it is back, without a restart', async () => {
      const port = await freePort();
      const store = redisSharedStore(`redis://127.0.0.1:${port}`, { timeoutMs: 500 });
      try {
        await startRedis(port);
        expect(await store.increment([{ key: 'k', by: 1, ttlMs: 60_000 }])).toEqual([1]);
        await stop(running!);
        const started = Date.now();
        await expect(store.get(['k'])).rejects.toBeInstanceOf(StorageUnavailableError);
        expect(Date.now() - started).toBeLessThan(1000);
        await startRedis(port);
        const end = Date.now() + 10_000;
        let counted: number[] | undefined;
        while (counted === undefined && Date.now() < end) {
          counted = await store.increment([{ key: 'k', by: 1, ttlMs: 60_000 }]).catch(async () => {
            await new Promise((resolve) => setTimeout(resolve, 100));
            return undefined;
          });
        }
        // A fresh server without persistence: the count starts again.
        expect(counted).toEqual([1]);
      } finally {
        await store.close();
      }
    }, 20_000);

    it('connects once Redis comes up, when it was down at the first use', async () => {
      const port = await freePort();
      const store = redisSharedStore(`redis://127.0.0.1:${port}`, { timeoutMs: 500 });
      try {
        await expect(store.get(['k'])).rejects.toBeInstanceOf(StorageUnavailableError);
        await startRedis(port);
        const end = Date.now() + 10_000;
        let value: (string | undefined)[] | undefined;
        while (value === undefined && Date.now() < end) {
          value = await store.get(['k']).catch(async () => {
            await new Promise((resolve) => setTimeout(resolve, 100));
            return undefined;
          });
        }
        expect(value).toEqual([undefined]);
      } finally {
        await store.close();
      }
    }, 20_000);
  },
);
