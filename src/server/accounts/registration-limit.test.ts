import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../storage/database.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { openTestPglite } from '../storage/test-pglite.test-helper.ts';
import { BuiltinAccountProvider } from './builtin-account-provider.ts';
import { SIGN_IN_LIMITS } from './sign-in-limiter.ts';

const FAST = { N: 1024, r: 8, p: 1 };

describe('registrations per address (REGISTRATIONS_PER_ADDRESS_PER_HOUR)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestPglite();
    await migrate(db, MIGRATIONS);
  }, 60_000);
  afterAll(() => db.close());

  it('refuses registrations from one address past its configured limit, not from others', async () => {
    const provider = new BuiltinAccountProvider(async () => db, FAST, {
      ...SIGN_IN_LIMITS,
      register: { maxFailures: 2, windowSeconds: 3600 },
    });
    const now = new Date('2026-11-21T10:00:00Z');
    const register = (n: number, address: string) =>
      provider.register(
        { email: `user${n}@example.org`, screenName: `User ${n}`, password: 'a long password' },
        { address, now },
      );
    expect((await register(1, '10.0.0.1')).ok).toBe(true);
    expect((await register(2, '10.0.0.1')).ok).toBe(true);
    expect(await register(3, '10.0.0.1')).toEqual({ ok: false, error: 'rate-limited' });
    expect((await register(4, '10.0.0.2')).ok).toBe(true);
  });

  it('lets no more than the limit through when registrations from one address arrive at once', async () => {
    const provider = new BuiltinAccountProvider(async () => db, FAST, {
      ...SIGN_IN_LIMITS,
      register: { maxFailures: 3, windowSeconds: 3600 },
    });
    const now = new Date('2026-11-21T11:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        provider.register(
          { email: `burst${n}@example.org`, screenName: `Burst ${n}`, password: 'a long password' },
          { address: '10.0.0.9', now },
        ),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(3);
  });
});
