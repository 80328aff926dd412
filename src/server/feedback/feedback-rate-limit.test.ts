import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  describeOnEverySharedStore,
  type OpenedStore,
} from '../shared-state/every-shared-store.test-helper.ts';
import { feedbackRateLimiter, feedbackRateSubjects, type RateVerdict } from './feedback-rate-limit.ts';

const anonymous = feedbackRateSubjects('203.0.113.5', undefined);
const at = (iso: string) => new Date(iso);
const allowed = (verdicts: RateVerdict[]) => verdicts.filter((verdict) => verdict.ok).length;

/** The same counting on the embedded database, the PostgreSQL server and Redis. */
function limiterContract(engine: string, open: () => Promise<OpenedStore>) {
  describe(engine, () => {
    let opened: OpenedStore;
    beforeAll(async () => {
      opened = await open();
    }, 60_000);
    afterAll(() => opened.close());
    // Each test counts a reader of its own, so no test meets another's counts.
    let readers = 0;
    let reader = anonymous;
    beforeEach(() => {
      reader = feedbackRateSubjects(`203.0.113.${++readers}`, undefined);
    });

    it('lets ten a minute through, then says when the minute ends', async () => {
      const limiter = feedbackRateLimiter(opened.store);
      const now = at('2026-11-26T10:00:15Z');
      const verdicts: RateVerdict[] = [];
      for (let i = 0; i < 11; i++) verdicts.push(await limiter.hit(reader, now));
      expect(allowed(verdicts)).toBe(10);
      expect(verdicts[10]).toEqual({ ok: false, retryAfterSeconds: 45 });
      expect(await limiter.hit(reader, at('2026-11-26T10:01:00Z'))).toEqual({ ok: true });
    });

    it('holds an address to a hundred a day across minutes', async () => {
      const limiter = feedbackRateLimiter(opened.store);
      let ok = 0;
      for (let minute = 0; minute < 11; minute++) {
        const now = at(`2026-11-26T11:${String(minute).padStart(2, '0')}:00Z`);
        const verdicts = await Promise.all(Array.from({ length: 10 }, () => limiter.hit(reader, now)));
        ok += allowed(verdicts);
      }
      expect(ok).toBe(100);
      const refused = await limiter.hit(reader, at('2026-11-26T23:00:00Z'));
      expect(refused).toEqual({ ok: false, retryAfterSeconds: 3600 });
    });

    it('counts every concurrent request exactly once (two processes, one store)', async () => {
      const first = feedbackRateLimiter(opened.store);
      const second = feedbackRateLimiter(opened.another());
      const now = at('2026-11-26T12:00:00Z');
      const verdicts = await Promise.all(
        Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? first : second).hit(reader, now)),
      );
      expect(allowed(verdicts)).toBe(10);
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

describeOnEverySharedStore('portico_rate', limiterContract);
