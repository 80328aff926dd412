import type { Database } from '../storage/database.ts';
import { KNOWN_CLIENT_DAYS, throttleDelaySeconds, type ThrottleRule } from './sign-in-throttle-rules.ts';

/** One counter an attempt is charged to, and the rule that slows it down. */
export interface ThrottleKey {
  /** Namespaced: 'pair:<address>|<email key>', 'address:<address>', 'account:<email key>'. */
  key: string;
  rule: ThrottleRule;
}

/**
 * Whether an attempt may check its password now, or how long it must wait first (the longest
 * wait, and each key's that must wait, in whole seconds).
 */
export type Reservation =
  { ok: true } | { ok: false; waitSeconds: number; waits: Readonly<Record<string, number>> };

interface ThrottleRow {
  throttle_key: string;
  failures: number | string;
  last_at: Date | string;
  next_at: Date | string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sign-in throttle counters in the database, so every portal process sharing it enforces one
 * limit. An attempt is charged BEFORE its password is checked, in one transaction holding the
 * rows' locks: concurrent attempts queue on those locks, so no more of them get through than the
 * rules allow. A successful sign-in gives its charge back.
 */
export class SignInThrottle {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /**
   * Charges one attempt to every key, or to none when any key must still wait (the longest wait
   * is returned, rounded up to whole seconds).
   */
  async reserve(keys: readonly ThrottleKey[], now: Date): Promise<Reservation> {
    const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const names = sorted.map((k) => k.key);
    return this.db.transaction(async (tx) => {
      // Rows are created and locked in key order, so two attempts never wait on each other in a cycle.
      await tx.query(
        `insert into sign_in_throttle (throttle_key, failures, last_at, next_at)
         select key, 0, $2::timestamptz, $2::timestamptz from unnest($1::text[]) with ordinality as k(key, n)
         order by n on conflict (throttle_key) do nothing`,
        [names, now.toISOString()],
      );
      const rows = await tx.query<ThrottleRow>(
        `select throttle_key, failures, last_at, next_at from sign_in_throttle
         where throttle_key = any($1::text[]) order by throttle_key for update`,
        [names],
      );
      const byKey = new Map(rows.map((row) => [row.throttle_key, row]));
      const waits: Record<string, number> = {};
      const failures: number[] = [];
      const nextAt: string[] = [];
      for (const { key, rule } of sorted) {
        const row = byKey.get(key);
        const last = row === undefined ? now.getTime() : new Date(row.last_at).getTime();
        const forgotten = now.getTime() - last >= rule.forgetAfterSeconds * 1000;
        const counted = row === undefined || forgotten ? 0 : Number(row.failures);
        const keyWaitMs =
          forgotten || row === undefined ? 0 : new Date(row.next_at).getTime() - now.getTime();
        if (keyWaitMs > 0) waits[key] = Math.ceil(keyWaitMs / 1000);
        failures.push(counted + 1);
        nextAt.push(new Date(now.getTime() + throttleDelaySeconds(rule, counted + 1) * 1000).toISOString());
      }
      const waitSeconds = Math.max(0, ...Object.values(waits));
      if (waitSeconds > 0) return { ok: false, waitSeconds, waits };
      await tx.query(
        `update sign_in_throttle t set failures = v.failures, last_at = $2::timestamptz, next_at = v.next_at
         from unnest($1::text[], $3::int[], $4::timestamptz[]) as v(key, failures, next_at)
         where t.throttle_key = v.key`,
        [names, now.toISOString(), failures, nextAt],
      );
      return { ok: true };
    });
  }

  /**
   * Settles a reserved attempt: `forget` drops keys' counts (after a successful sign-in, the pair's:
   * that address proved the password), `giveBack` returns this attempt's charge without erasing
   * other failures on the key (shared keys after a success; every key when nothing was checked).
   */
  async settle({
    forget,
    giveBack,
  }: {
    forget: readonly string[];
    giveBack: readonly string[];
  }): Promise<void> {
    await this.db.query(
      `with forgotten as (delete from sign_in_throttle where throttle_key = any($1::text[]))
       update sign_in_throttle set failures = greatest(failures - 1, 0) where throttle_key = any($2::text[])`,
      [forget, giveBack],
    );
  }

  /**
   * Whether any of `clients` ('address:<ip>', 'device:<token hash>') signed in to the account
   * successfully within KNOWN_CLIENT_DAYS.
   */
  async isKnown(emailKey: string, clients: readonly string[], now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `select 1 from sign_in_known_clients
       where email_key = $1 and client = any($2::text[]) and last_success_at > $3::timestamptz limit 1`,
      [emailKey, clients, new Date(now.getTime() - KNOWN_CLIENT_DAYS * DAY_MS).toISOString()],
    );
    return rows.length > 0;
  }

  /** Remembers that `clients` signed in to the account. */
  async remember(emailKey: string, clients: readonly string[], now: Date): Promise<void> {
    await this.db.query(
      `insert into sign_in_known_clients (email_key, client, last_success_at)
       select $1, client, $3 from unnest($2::text[]) as c(client)
       on conflict (email_key, client) do update set last_success_at = excluded.last_success_at`,
      [emailKey, clients, now.toISOString()],
    );
  }

  /** Drops counters idle longer than `idleSeconds` and clients unknown again, so tables stay small. */
  async prune(now: Date, idleSeconds: number): Promise<void> {
    await this.db.query('delete from sign_in_throttle where last_at < $1::timestamptz', [
      new Date(now.getTime() - idleSeconds * 1000).toISOString(),
    ]);
    await this.db.query('delete from sign_in_known_clients where last_success_at < $1::timestamptz', [
      new Date(now.getTime() - KNOWN_CLIENT_DAYS * DAY_MS).toISOString(),
    ]);
  }
}
