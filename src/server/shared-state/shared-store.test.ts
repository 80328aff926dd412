import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageUnavailableError } from '../storage/storage-unavailable.ts';
import { describeOnEverySharedStore, type OpenedStore } from './every-shared-store.test-helper.ts';
import { redisSharedStore } from './redis-shared-store.ts';

const key = (name: string) => `${name}:${Math.random().toString(36).slice(2)}`;
const until = async (check: () => Promise<boolean>, ms = 3000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describeOnEverySharedStore('portico_shared', (engine, open) => {
  describe(engine, () => {
    let opened: OpenedStore;
    beforeAll(async () => {
      opened = await open();
    }, 60_000);
    afterAll(() => opened.close());

    it('counts every concurrent bump exactly once, from two stores on the same state', async () => {
      const name = key('count');
      const second = opened.another();
      const counts = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          (i % 2 === 0 ? opened.store : second).increment([{ key: name, by: 1, ttlMs: 60_000 }]),
        ),
      );
      expect(counts.map(([count]) => count).sort((a, b) => a! - b!)).toEqual(
        Array.from({ length: 40 }, (_, i) => i + 1),
      );
    });

    it('raises several counters at once and answers in the order asked', async () => {
      const [a, b] = [key('a'), key('b')];
      await opened.store.increment([{ key: a, by: 5, ttlMs: 60_000 }]);
      expect(
        await opened.store.increment([
          { key: b, by: 2, ttlMs: 60_000 },
          { key: a, by: 1, ttlMs: 60_000 },
        ]),
      ).toEqual([2, 6]);
    });

    it('forgets a counter once its life is over, and starts it again at the bump', async () => {
      const name = key('expiring');
      await opened.store.increment([{ key: name, by: 3, ttlMs: 150 }]);
      await until(async () => (await opened.store.get([name]))[0] === undefined);
      expect(await opened.store.increment([{ key: name, by: 1, ttlMs: 60_000 }])).toEqual([1]);
    });

    it('keeps values until they expire, and deletes them on request', async () => {
      const [kept, short] = [key('kept'), key('short')];
      await opened.store.set(kept, '{"a":1}', 60_000);
      await opened.store.set(short, 'x', 150);
      expect(await opened.another().get([kept, key('missing')])).toEqual(['{"a":1}', undefined]);
      await until(async () => (await opened.store.get([short]))[0] === undefined);
      await opened.store.delete([kept]);
      expect(await opened.store.get([kept])).toEqual([undefined]);
    });

    it('refuses a batch that names one key twice', async () => {
      const name = key('twice');
      await expect(
        opened.store.increment([
          { key: name, by: 1, ttlMs: 1000 },
          { key: name, by: 1, ttlMs: 1000 },
        ]),
      ).rejects.toThrow(/twice/);
    });
  });
});

describe('Redis shared store without a server', () => {
  it('fails fast with StorageUnavailableError, never hanging or crashing', async () => {
    // Port 1 on the loopback: nothing listens there, so the connection is refused at once.
    const store = redisSharedStore('redis://127.0.0.1:1', { timeoutMs: 500 });
    try {
      const started = Date.now();
      await expect(store.increment([{ key: 'k', by: 1, ttlMs: 1000 }])).rejects.toBeInstanceOf(
        StorageUnavailableError,
      );
      await expect(store.get(['k'])).rejects.toBeInstanceOf(StorageUnavailableError);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await store.close();
    }
  });
});
