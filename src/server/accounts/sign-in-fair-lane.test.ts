import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../storage/database.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { openTestPglite } from '../storage/test-pglite.test-helper.ts';
import { BuiltinAccountProvider } from './builtin-account-provider.ts';
import { HashGate } from './hash-gate.ts';
import { verifyPassword } from './password-hash.ts';
import { SignInAddressTracker } from './sign-in-address-tracker.ts';
import { SIGN_IN_THROTTLE, type SignInThrottleRules } from './sign-in-throttle-rules.ts';

const FAST = { N: 1024, r: 8, p: 1 };
const RIGHT = 'the owner password';
const NOW = new Date('2026-11-27T10:00:00Z');

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A provider on its own gate and tracker, counting password checks. */
function providerOn(db: Database, gate: HashGate, throttle: SignInThrottleRules = SIGN_IN_THROTTLE) {
  const tracker = new SignInAddressTracker();
  const checked: string[] = [];
  const provider = new BuiltinAccountProvider(async () => db, FAST, undefined, {
    gate,
    tracker,
    throttle,
    verify: async (password, stored) => {
      checked.push(password);
      return verifyPassword(password, stored);
    },
  });
  return { provider, tracker, checked };
}

describe('sign-in with a fair strangers’ lane and an address tracker', () => {
  let db: Database;
  let email = 0;
  /** A fresh registered account, so the tests' throttle counters never meet. */
  const account = async (provider: BuiltinAccountProvider) => {
    email += 1;
    const address = `owner${email}@example.org`;
    await provider.register(
      { email: address, screenName: 'Owner', password: RIGHT },
      { address: '10.9.9.9', now: NOW },
    );
    return address;
  };

  beforeAll(async () => {
    db = await openTestPglite();
    await migrate(db, MIGRATIONS);
  }, 60_000);
  afterAll(() => db.close());

  it('lets a new device from a clean address take the place of a dirty address’s queued guess', async () => {
    const gate = new HashGate({ concurrency: 1, knownConcurrency: 1, maxQueued: 1 });
    const { provider, tracker, checked } = providerOn(db, gate);
    const owner = await account(provider);
    let release = () => {};
    const running = gate.run(() => new Promise<void>((resolve) => (release = resolve)), 'other');
    tracker.cameBackEarly('203.0.113.66');
    const guess = (password: string) =>
      provider.signIn({ email: owner, password }, { address: '203.0.113.66', now: NOW });
    const queued = guess('queued guess');
    while (gate.load.waiting === 0) await nextTurn();
    const newDevice = provider.signIn({ email: owner, password: RIGHT }, { address: '192.0.2.77', now: NOW });
    expect(await queued).toEqual({ ok: false, error: 'busy' });
    release();
    await running;
    expect(await newDevice).toMatchObject({ ok: true });
    expect(checked).toEqual([RIGHT]);
    // The guess that gave way was not counted: its address still has all three free failures.
    for (let i = 0; i < 3; i += 1)
      expect(await guess(`guess ${i}`)).toMatchObject({ error: 'invalid-credentials' });
    expect(await guess('one more')).toMatchObject({ error: 'throttled' });
  });

  it('tells the tracker each outcome: busy and address-wide waits become holds, a success clears', async () => {
    const gate = new HashGate({ concurrency: 1, knownConcurrency: 1, maxQueued: 1 });
    const rules = {
      ...SIGN_IN_THROTTLE,
      pair: { ...SIGN_IN_THROTTLE.pair, freeFailures: 1 },
      address: { ...SIGN_IN_THROTTLE.address, freeFailures: 2 },
    };
    const { provider, tracker } = providerOn(db, gate, rules);
    const owner = await account(provider);
    const signIn = (password: string, address: string, now = NOW) =>
      provider.signIn({ email: owner, password }, { address, now });
    const releases: (() => void)[] = [];
    const hold = () => gate.run(() => new Promise<void>((resolve) => releases.push(resolve)), 'other');
    const full = [hold(), hold()];
    expect(await signIn('guess', '198.51.100.1')).toEqual({ ok: false, error: 'busy' });
    expect(tracker.holdOf('198.51.100.1')).toMatchObject({ error: 'busy', everyone: false });
    while (releases.length > 0 || gate.load.running > 0) {
      releases.shift()?.();
      await nextTurn();
    }
    await Promise.all(full);
    // A wait on one (address, account) pair is no reason to hold the address's other sign-ins.
    expect(await signIn('guess 1', '198.51.100.2')).toMatchObject({ error: 'invalid-credentials' });
    expect(await signIn('guess 2', '198.51.100.2')).toMatchObject({ error: 'throttled' });
    expect(tracker.holdOf('198.51.100.2')).toBeUndefined();
    expect(tracker.standing('198.51.100.2')).toBe('clean');
    // The address's own counter binds every attempt from it: that wait is held, for everyone.
    const later = new Date(NOW.getTime() + 10_000);
    expect(await signIn('guess 3', '198.51.100.2', later)).toMatchObject({ error: 'invalid-credentials' });
    const refused = await signIn(RIGHT, '198.51.100.2', later);
    expect(refused).toMatchObject({ error: 'throttled' });
    expect(tracker.holdOf('198.51.100.2')).toMatchObject({ error: 'throttled', everyone: true });
    expect(tracker.standing('198.51.100.2')).toBe('dirty');
    const evenLater = new Date(later.getTime() + 3600_000);
    expect(await signIn(RIGHT, '198.51.100.2', evenLater)).toMatchObject({ ok: true });
    expect(tracker.holdOf('198.51.100.2')).toBeUndefined();
    expect(tracker.standing('198.51.100.2')).toBe('clean');
  });
});
