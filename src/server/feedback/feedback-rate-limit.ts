import type { SharedStore } from '../shared-state/shared-store.ts';

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

/** Issues one reader may send (FEEDBACK_PER_MINUTE, FEEDBACK_PER_DAY). */
export interface FeedbackRateSettings {
  perMinute: number;
  perDay: number;
}

/**
 * A reader rates a page once per visit, so ten a minute is well above anyone reading and far
 * below a script (one address posted 500 in under two seconds); a hundred a day bounds what one
 * address can leave in the report.
 */
export const DEFAULT_FEEDBACK_RATE: FeedbackRateSettings = { perMinute: 10, perDay: 100 };

// Many employees or customers share an office's address: signed-in readers are held to the limit
// by account, and their address only to a looser one that still bounds many accounts at once.
const SHARED_ADDRESS_FACTOR = { minute: 6, day: 10 } as const;

function windows(perMinute: number, perDay: number): RateWindow[] {
  return [
    { name: 'minute', seconds: MINUTE, max: perMinute },
    { name: 'day', seconds: DAY, max: perDay },
  ];
}

/**
 * The subjects a submission counts against: anonymous readers by address (their only identity,
 * so the session limit is the address one); signed-in readers by account, and by address with
 * {@link SHARED_ADDRESS_FACTOR} times the limits.
 */
export function feedbackRateSubjects(
  clientAddress: string,
  accountId: string | undefined,
  settings: FeedbackRateSettings = DEFAULT_FEEDBACK_RATE,
): RateSubject[] {
  const { perMinute, perDay } = settings;
  if (accountId === undefined) return [{ key: `addr:${clientAddress}`, windows: windows(perMinute, perDay) }];
  return [
    { key: `account:${accountId}`, windows: windows(perMinute, perDay) },
    {
      key: `signed-in-addr:${clientAddress}`,
      windows: windows(perMinute * SHARED_ADDRESS_FACTOR.minute, perDay * SHARED_ADDRESS_FACTOR.day),
    },
  ];
}

/** Counts submissions in the shared store, so every process and machine enforces one limit. */
export interface FeedbackRateLimiter {
  /** Counts one submission against every window of every subject, and says whether it may pass. */
  hit(subjects: readonly RateSubject[], now?: Date): Promise<RateVerdict>;
}

/**
 * A limiter of fixed windows over the shared store (PostgreSQL, or Redis with REDIS_URL): one
 * counter per subject and window, named by the window's start and living until its end. The
 * store raises every counter of a hit at once and atomically, so concurrent requests in any
 * process each see their own count and none is lost.
 */
export function feedbackRateLimiter(store: SharedStore): FeedbackRateLimiter {
  return {
    async hit(subjects, now = new Date()) {
      const at = now.getTime() / 1000;
      const rows = subjects.flatMap((subject) =>
        subject.windows.map((window) => {
          const start = Math.floor(at / window.seconds) * window.seconds;
          return { key: `rate:${subject.key}|${window.name}|${start}`, start, window };
        }),
      );
      const counts = await store.increment(
        rows.map((row) => ({ key: row.key, by: 1, ttlMs: (row.start + row.window.seconds - at) * 1000 })),
      );
      let retryAfter = 0;
      rows.forEach((row, i) => {
        if ((counts[i] ?? 0) <= row.window.max) return;
        retryAfter = Math.max(retryAfter, Math.ceil(row.start + row.window.seconds - at));
      });
      return retryAfter === 0 ? { ok: true } : { ok: false, retryAfterSeconds: Math.max(retryAfter, 1) };
    },
  };
}
