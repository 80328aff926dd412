import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../storage/database.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { openTestPglite } from '../storage/test-pglite.test-helper.ts';
import { BuiltinAccountProvider } from './builtin-account-provider.ts';
import { verifyPassword } from './password-hash.ts';

const FAST = { N: 1024, r: 8, p: 1 };
const RIGHT = 'the owner password';
const EMAIL = 'owner@example.org';
const ATTACKER = '198.51.100.1';

describe('sign-in throttling without lock-out', () => {
  let db: Database;
  let provider: BuiltinAccountProvider;
  const checked: string[] = [];
  let clock = new Date('2026-11-26T10:00:00Z');
  const advance = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));
  const signIn = (password: string, address: string) =>
    provider.signIn({ email: EMAIL, password }, { address, now: clock });

  beforeAll(async () => {
    db = await openTestPglite();
    await migrate(db, MIGRATIONS);
    provider = new BuiltinAccountProvider(async () => db, FAST, undefined, {
      verify: async (password, stored) => {
        checked.push(password);
        return verifyPassword(password, stored);
      },
    });
    await provider.register(
      { email: EMAIL, screenName: 'Owner', password: RIGHT },
      { address: '192.0.2.1', now: clock },
    );
  }, 60_000);
  afterAll(() => db.close());

  it('lets the owner in at once from another address while an attacker is slowed down', async () => {
    for (let i = 0; i < 3; i += 1) expect(await signIn(`guess ${i}`, ATTACKER)).toMatchObject({ ok: false });
    for (let i = 0; i < 10; i += 1) await signIn(`more guesses ${i}`, ATTACKER);
    expect(await signIn(RIGHT, '192.0.2.10')).toMatchObject({ ok: true });
  });

  it('makes the attacker wait longer after each further failure, without hashing meanwhile', async () => {
    advance(24 * 60 * 60);
    const waits: number[] = [];
    for (let i = 0; i < 3; i += 1) await signIn(`fresh guess ${i}`, ATTACKER);
    for (let round = 0; round < 9; round += 1) {
      const before = checked.length;
      const refused = await signIn(`round ${round}`, ATTACKER);
      expect(refused).toMatchObject({ ok: false, error: 'throttled' });
      expect(checked.length).toBe(before); // a throttled attempt costs no hash
      const wait = refused.ok ? 0 : (refused.retryAfterSeconds ?? 0);
      waits.push(wait);
      advance(wait - 1);
      expect(await signIn(RIGHT, ATTACKER)).toMatchObject({ error: 'throttled', retryAfterSeconds: 1 });
      advance(1);
      expect(await signIn(`round ${round} again`, ATTACKER)).toMatchObject({ error: 'invalid-credentials' });
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 300]);
  });

  it('holds back many addresses guessing one account, but never the clients it knows', async () => {
    advance(24 * 60 * 60);
    const usual = await signIn(RIGHT, '192.0.2.20'); // the owner's usual address and browser
    expect(usual).toMatchObject({ ok: true, device: expect.stringMatching(/^[\w-]{43}$/) });
    const device = usual.ok ? usual.device : undefined;
    for (let i = 0; i < 20; i += 1) {
      expect(await signIn('spread guess', `203.0.113.${i}`)).toMatchObject({ error: 'invalid-credentials' });
    }
    // The 21st new address must wait for the account's ceiling, even with the right password…
    expect(await signIn(RIGHT, '203.0.113.200')).toMatchObject({ error: 'throttled', retryAfterSeconds: 2 });
    // …while the owner's known address, or known browser on a new network, signs in at once.
    expect(await signIn(RIGHT, '192.0.2.20')).toMatchObject({ ok: true });
    const travelling = { address: '198.18.0.1', now: clock, device };
    expect(await provider.signIn({ email: EMAIL, password: RIGHT }, travelling)).toMatchObject({ ok: true });
  });
});
