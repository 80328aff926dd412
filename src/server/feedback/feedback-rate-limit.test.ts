import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../storage/database.ts';
import { describeOnEveryDatabase } from '../storage/every-database.test-helper.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { feedbackRateLimiter, feedbackRateSubjects, type RateVerdict } from './feedback-rate-limit.ts';

const anonymous = feedbackRateSubjects('203.0.113.5', undefined);
const at = (iso: string) => new Date(iso);
const allowed = (verdicts: RateVerdict[]) => verdicts.filter((verdict) => verdict.ok).length;

/** The same counting on the embedded database and on the PostgreSQL server. */
function limiterContract(engine: string, open: () => Promise<Database>) {
  describe(engine, () => {
    let db: Database;
    beforeAll(async () => {
      db = await open();
      await migrate(db, MIGRATIONS);
    }, 60_000);
    afterAll(() => db.close());
    beforeEach(() => db.query('delete from feedback_rate_limits'));

    it('lets ten a minute through, then says when the minute ends', async () => {
      const limiter = feedbackRateLimiter(async () => db);
      const now = at('2026-11-26T10:00:15Z');
      const verdicts: RateVerdict[] = [];
      for (let i = 0; i < 11; i++) verdicts.push(await limiter.hit(anonymous, now));
      expect(allowed(verdicts)).toBe(10);
      expect(verdicts[10]).toEqual({ ok: false, retryAfterSeconds: 45 });
      expect(await limiter.hit(anonymous, at('2026-11-26T10:01:00Z'))).toEqual({ ok: true });
    });

    it('holds an address to a hundred a day across minutes', async () => {
      const limiter = feedbackRateLimiter(async () => db);
      let ok = 0;
      for (let minute = 0; minute < 11; minute++) {
        const now = at(`2026-11-26T11:${String(minute).padStart(2, '0')}:00Z`);
        for (let i = 0; i < 10; i++) if ((await limiter.hit(anonymous, now)).ok) ok++;
      }
      expect(ok).toBe(100);
      const refused = await limiter.hit(anonymous, at('2026-11-26T23:00:00Z'));
      expect(refused).toEqual({ ok: false, retryAfterSeconds: 3600 });
    });

    it('counts every concurrent request exactly once (two processes, one table)', async () => {
      const first = feedbackRateLimiter(async () => db);
      const second = feedbackRateLimiter(async () => db);
      const now = at('2026-11-26T12:00:00Z');
      const verdicts = await Promise.all(
        Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? first : second).hit(anonymous, now)),
      );
      expect(allowed(verdicts)).toBe(10);
    });

    it('sweeps windows that have ended', async () => {
      const limiter = feedbackRateLimiter(async () => db);
      await limiter.hit(anonymous, at('2026-11-20T12:00:00Z'));
      await limiter.hit(feedbackRateSubjects('203.0.113.6', undefined), at('2026-11-26T12:00:00Z'));
      const rows = await db.query<{ limit_key: string }>('select limit_key from feedback_rate_limits');
      expect(rows.map((row) => row.limit_key).sort()).toEqual([
        'addr:203.0.113.6|day',
        'addr:203.0.113.6|minute',
      ]);
    });
  });
}

describe('feedbackRateSubjects', () => {
  it('counts anonymous readers by address and signed-in ones by account and, more loosely, address', () => {
    expect(
      feedbackRateSubjects('a', undefined, { perMinute: 3, perDay: 7 })[0]!.windows.map((w) => w.max),
    ).toEqual([3, 7]);
    expect(anonymous.map((subject) => subject.key)).toEqual(['addr:203.0.113.5']);
    const signedIn = feedbackRateSubjects('203.0.113.5', 'acc-9');
    expect(signedIn.map((subject) => [subject.key, subject.windows.map((w) => w.max)])).toEqual([
      ['account:acc-9', [10, 100]],
      ['signed-in-addr:203.0.113.5', [60, 1000]],
    ]);
  });
});

describeOnEveryDatabase('portico_rate', limiterContract);
