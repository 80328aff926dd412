import type { Queryable } from '../storage/database.ts';

/** One fixed window: at most `max` issues per `seconds`. */
export interface RateWindow {
  readonly name: string;
  readonly seconds: number;
  readonly max: number;
}

/** A counted subject (`addr:…`, `account:…`) and the windows it is held to. */
export interface RateSubject {
  readonly key: string;
  readonly windows: readonly RateWindow[];
}

/** The outcome of one hit: allowed, or refused with the seconds until every full window ends. */
export type RateVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

const MINUTE = 60;
const DAY = 24 * 60 * 60;

/**
 * Feedback limits. A reader rates a page once per visit, so ten a minute is well above anyone
 * reading and far below a script (one address posted 500 in under two seconds); a hundred a day
 * bounds what one address can leave in the report. Signed-in readers are counted by account, and
 * their address gets a looser limit, because many employees or customers share an office's
 * address; anonymous readers have only their address, so the session limit is the address one.
 */
export const FEEDBACK_RATE_LIMITS = {
  anonymousAddress: [
    { name: 'minute', seconds: MINUTE, max: 10 },
    { name: 'day', seconds: DAY, max: 100 },
  ],
  account: [
    { name: 'minute', seconds: MINUTE, max: 10 },
    { name: 'day', seconds: DAY, max: 100 },
  ],
  signedInAddress: [
    { name: 'minute', seconds: MINUTE, max: 60 },
    { name: 'day', seconds: DAY, max: 1000 },
  ],
} as const satisfies Record<string, readonly RateWindow[]>;

/** The subjects a submission counts against: its address, and its account when signed in. */
export function feedbackRateSubjects(clientAddress: string, accountId: string | undefined): RateSubject[] {
  if (accountId === undefined) {
    return [{ key: `addr:${clientAddress}`, windows: FEEDBACK_RATE_LIMITS.anonymousAddress }];
  }
  return [
    { key: `account:${accountId}`, windows: FEEDBACK_RATE_LIMITS.account },
    { key: `signed-in-addr:${clientAddress}`, windows: FEEDBACK_RATE_LIMITS.signedInAddress },
  ];
}

/** Counts submissions in the database, shared by every process that uses it. */
export interface FeedbackRateLimiter {
  /** Counts one submission against every window of every subject, and says whether it may pass. */
  hit(subjects: readonly RateSubject[], now?: Date): Promise<RateVerdict>;
}

// One statement raises every counter: an upsert is atomic, so concurrent requests in any process
// each see their own count, and none is lost.
const HIT_SQL = `insert into feedback_rate_limits (limit_key, window_start, hits, expires_at)
select k, to_timestamp(ws), 1, to_timestamp(ws + len)
from unnest($1::text[], $2::float8[], $3::float8[]) as t(k, ws, len)
on conflict (limit_key, window_start) do update set hits = feedback_rate_limits.hits + 1
returning limit_key, hits`;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** A limiter over the `feedback_rate_limits` table (migration 0012). */
export function feedbackRateLimiter(db: () => Promise<Queryable>): FeedbackRateLimiter {
  let sweptAt = 0;
  return {
    async hit(subjects, now = new Date()) {
      const at = now.getTime() / 1000;
      const rows = subjects.flatMap((subject) =>
        subject.windows.map((window) => {
          const start = Math.floor(at / window.seconds) * window.seconds;
          return { key: `${subject.key}|${window.name}`, start, window };
        }),
      );
      const conn = await db();
      const counted = await conn.query<{ limit_key: string; hits: number }>(HIT_SQL, [
        rows.map((row) => row.key),
        rows.map((row) => row.start),
        rows.map((row) => row.window.seconds),
      ]);
      if (now.getTime() - sweptAt > SWEEP_EVERY_MS) {
        sweptAt = now.getTime();
        await conn.query('delete from feedback_rate_limits where expires_at < $1', [now]);
      }
      const hits = new Map(counted.map((row) => [row.limit_key, Number(row.hits)]));
      let retryAfter = 0;
      for (const row of rows) {
        if ((hits.get(row.key) ?? 0) <= row.window.max) continue;
        retryAfter = Math.max(retryAfter, Math.ceil(row.start + row.window.seconds - at));
      }
      return retryAfter === 0 ? { ok: true } : { ok: false, retryAfterSeconds: Math.max(retryAfter, 1) };
    },
  };
}
