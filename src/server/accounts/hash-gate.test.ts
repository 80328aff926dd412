import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../storage/database.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { openTestPglite } from '../storage/test-pglite.test-helper.ts';
import { BuiltinAccountProvider } from './builtin-account-provider.ts';
import { HashGate, HashGateBusyError, type HashPriority } from './hash-gate.ts';
import type { AddressStanding } from './sign-in-address-tracker.ts';
import { verifyPassword } from './password-hash.ts';

/** Work that runs until released, recording how many run at once. */
function gatedWork() {
  let running = 0;
  let mostAtOnce = 0;
  const started: string[] = [];
  const releases: (() => void)[] = [];
  const work = (name: string) => async () => {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    started.push(name);
    await new Promise<void>((resolve) => releases.push(resolve));
    running -= 1;
    return name;
  };
  const releaseAll = async () => {
    while (releases.length > 0 || running > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { work, started, releaseAll, mostAtOnce: () => mostAtOnce };
}

describe('HashGate', () => {
  it('runs at most `concurrency` at once and refuses at once past the queue bound', async () => {
    const gate = new HashGate({ concurrency: 2, knownConcurrency: 1, maxQueued: 3 });
    const { work, releaseAll, mostAtOnce } = gatedWork();
    const outcomes = Array.from({ length: 10 }, (_, i) =>
      gate.run(work(`w${i}`), 'other').then(
        () => 'done',
        (error: unknown) => (error instanceof HashGateBusyError ? 'busy' : 'other error'),
      ),
    );
    // The refusals settle before anything is released: they never wait for a slot.
    const settled: string[] = [];
    outcomes.forEach((outcome) => void outcome.then((value) => settled.push(value)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toEqual(Array(5).fill('busy'));
    expect(gate.load).toEqual({ running: 2, waiting: 3 });
    await releaseAll();
    expect(await Promise.all(outcomes)).toEqual([...Array(5).fill('done'), ...Array(5).fill('busy')]);
    expect(mostAtOnce()).toBe(2);
  });

  it('keeps a lane for known clients, so they never wait behind strangers', async () => {
    const gate = new HashGate({ concurrency: 1, knownConcurrency: 1, maxQueued: 2 });
    const { work, started, releaseAll, mostAtOnce } = gatedWork();
    const run = (name: string, priority: HashPriority) => gate.run(work(name), priority).catch(() => 'busy');
    const all = ['a', 'b', 'c', 'd'].map((name) => run(name, 'other'));
    all.push(...['k1', 'k2', 'k3', 'k4'].map((name) => run(name, 'known')));
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'k1']);
    await releaseAll();
    expect(await Promise.all(all)).toEqual(['a', 'b', 'c', 'busy', 'k1', 'k2', 'k3', 'busy']);
    // Strangers started nothing new until the known lane was idle: its hashes get the cores.
    expect(started).toEqual(['a', 'k1', 'k2', 'k3', 'b', 'c']);
    expect(mostAtOnce()).toBe(2);
  });

  it('hashes strangers from clean addresses before those from dirty ones', async () => {
    const gate = new HashGate({ concurrency: 1, knownConcurrency: 1, maxQueued: 4 });
    const { work, started, releaseAll } = gatedWork();
    const all = [
      gate.run(work('d1'), 'other', 'dirty'),
      gate.run(work('d2'), 'other', 'dirty'),
      gate.run(work('c1'), 'other', 'clean'),
      gate.run(work('d3'), 'other', 'dirty'),
      gate.run(work('c2'), 'other', 'clean'),
    ];
    await releaseAll();
    await Promise.all(all);
    expect(started).toEqual(['d1', 'c1', 'c2', 'd2', 'd3']);
  });

  it('gives a clean newcomer the place of the newest dirty attempt when the lane is full', async () => {
    const gate = new HashGate({ concurrency: 1, knownConcurrency: 1, maxQueued: 2 });
    const { work, started, releaseAll } = gatedWork();
    const run = (name: string, standing: AddressStanding) =>
      gate
        .run(work(name), 'other', standing)
        .catch((error: unknown) => (error instanceof HashGateBusyError ? `${name} busy` : 'other error'));
    const all = [run('d1', 'dirty'), run('d2', 'dirty'), run('d3', 'dirty')];
    await new Promise((resolve) => setImmediate(resolve));
    expect(gate.hasRoom('other', 'dirty')).toBe(false);
    expect(gate.hasRoom('other', 'clean')).toBe(true);
    // A full lane refuses another dirty attempt at once, and takes a clean one in place of d3.
    all.push(run('d4', 'dirty'), run('c1', 'clean'));
    expect(gate.load).toEqual({ running: 1, waiting: 2 });
    expect(gate.hasRoom('other', 'clean')).toBe(true);
    all.push(run('c2', 'clean'));
    // Full of clean attempts now: nothing left to give way, so a clean one is refused too.
    expect(gate.hasRoom('other', 'clean')).toBe(false);
    all.push(run('c3', 'clean'));
    await releaseAll();
    expect(await Promise.all(all)).toEqual(['d1', 'd2 busy', 'd3 busy', 'd4 busy', 'c1', 'c2', 'c3 busy']);
    expect(started).toEqual(['d1', 'c1', 'c2']);
  });
});

describe('sign-in when every hashing slot is taken', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestPglite();
    await migrate(db, MIGRATIONS);
  }, 60_000);
  afterAll(() => db.close());

  it('answers busy without hashing or charging the attempt', async () => {
    const gate = new HashGate({ concurrency: 1, knownConcurrency: 1, maxQueued: 1 });
    let checks = 0;
    const provider = new BuiltinAccountProvider(async () => db, { N: 1024, r: 8, p: 1 }, undefined, {
      gate,
      verify: async (password, stored) => {
        checks += 1;
        return verifyPassword(password, stored);
      },
    });
    const now = new Date('2026-11-26T10:00:00Z');
    await provider.register(
      { email: 'busy@example.org', screenName: 'Busy', password: 'a long password' },
      { address: '10.0.0.1', now },
    );
    const { work, releaseAll } = gatedWork();
    const held = [gate.run(work('running'), 'other'), gate.run(work('queued'), 'other')];
    const attempt = () =>
      provider.signIn(
        { email: 'busy@example.org', password: 'wrong password' },
        { address: '10.0.0.2', now },
      );
    for (let i = 0; i < 5; i += 1) expect(await attempt()).toEqual({ ok: false, error: 'busy' });
    expect(checks).toBe(0);
    await releaseAll();
    await Promise.all(held);
    // None of the busy answers counted: the address still has its three free failures.
    for (let i = 0; i < 3; i += 1)
      expect(await attempt()).toEqual({ ok: false, error: 'invalid-credentials' });
    expect(checks).toBe(3);
  });
});
