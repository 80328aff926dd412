import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Account } from '../../schemas/account.ts';
import type { Queryable } from '../storage/database.ts';
import { typedSql } from '../storage/typed-sql.ts';
import type { SessionSettings } from './session-settings.ts';

/** A live session and its account. */
export interface Session {
  account: Account;
  /** Whether the account's email address is verified (read fresh on every request). */
  emailVerified: boolean;
  createdAt: Date;
  touchedAt: Date;
  expiresAt: Date;
}

/**
 * The database keeps only a SHA-256 of the id the browser holds: a leaked table or backup cannot
 * be replayed as cookies. The id has 256 random bits, so no salt or slow hash is needed.
 */
function idHash(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}

/** Touches closer together than this do not rewrite the row (page views come in bursts). */
const TOUCH_GRANULARITY_MS = 60_000;

interface SessionRow {
  account_id: string;
  email: string;
  screen_name: string;
  avatar_url: string | null;
  email_verified: boolean;
  created_at: Date | string;
  touched_at: Date | string;
  expires_at: Date | string;
}

function toSession(row: SessionRow): Session {
  return {
    account: {
      id: row.account_id,
      email: row.email,
      screenName: row.screen_name,
      avatarUrl: row.avatar_url ?? undefined,
    },
    emailVerified: row.email_verified === true,
    createdAt: new Date(row.created_at),
    touchedAt: new Date(row.touched_at),
    expiresAt: new Date(row.expires_at),
  };
}

type Limits = Pick<SessionSettings, 'idleTimeoutSeconds' | 'maxLifetimeSeconds'>;

function expiryFor(createdAt: Date, now: Date, limits: Limits): Date {
  return new Date(
    Math.min(
      now.getTime() + limits.idleTimeoutSeconds * 1000,
      createdAt.getTime() + limits.maxLifetimeSeconds * 1000,
    ),
  );
}

/** Creates a session for an account; returns the id for the cookie (never stored as such). */
export async function createSession(
  db: Queryable,
  accountId: string,
  now: Date,
  limits: Limits,
): Promise<{ id: string; expiresAt: Date }> {
  const id = randomBytes(32).toString('base64url');
  const expiresAt = expiryFor(now, now, limits);
  await typedSql(db)
    .insertInto('sessions')
    .values({
      id_hash: idHash(id),
      account_id: accountId,
      created_at: now.toISOString(),
      touched_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return { id, expiresAt };
}

/**
 * The live session of `id` at `now`, with its expiry slid forward (sliding expiry, capped by the
 * maximum lifetime). `touch: 'always'` rewrites it every time (the heartbeat); 'when-stale'
 * skips the write when it was touched within the last minute (page views).
 */
export async function resumeSession(
  db: Queryable,
  id: string,
  now: Date,
  limits: Limits,
  touch: 'always' | 'when-stale' = 'when-stale',
): Promise<Session | undefined> {
  const q = typedSql(db);
  if (touch === 'always') return touchSession(db, id, now, limits);
  const row = await q
    .selectFrom('sessions as s')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .select([
      's.account_id',
      'a.email',
      'a.screen_name',
      'a.avatar_url',
      'a.email_verified',
      's.created_at',
      's.touched_at',
      's.expires_at',
    ])
    .where('s.id_hash', '=', idHash(id))
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const session = toSession(row);
  if (touch === 'when-stale' && now.getTime() - session.touchedAt.getTime() < TOUCH_GRANULARITY_MS) {
    return session;
  }
  const expiresAt = expiryFor(session.createdAt, now, limits);
  await q
    .updateTable('sessions')
    .set({ touched_at: now.toISOString(), expires_at: expiresAt.toISOString() })
    .where('id_hash', '=', idHash(id))
    .execute();
  return { ...session, touchedAt: now, expiresAt };
}

/**
 * Extends a live session and reads it with its account in one statement: the heartbeat does
 * this for every signed-in reader every few minutes, and a second round trip to the database
 * was a third of its cost. The new expiry is the earlier of the idle timeout from now and the
 * session's maximum lifetime, as {@link expiryFor} computes it.
 */
async function touchSession(
  db: Queryable,
  id: string,
  now: Date,
  limits: Limits,
): Promise<Session | undefined> {
  const idleEnd = new Date(now.getTime() + limits.idleTimeoutSeconds * 1000).toISOString();
  const row = await typedSql(db)
    .updateTable('sessions as s')
    .from('accounts as a')
    .set({
      touched_at: now.toISOString(),
      expires_at: sql<string>`least(${idleEnd}::timestamptz, s.created_at + ${limits.maxLifetimeSeconds} * interval '1 second')`,
    })
    .whereRef('a.id', '=', 's.account_id')
    .where('s.id_hash', '=', idHash(id))
    .where('s.expires_at', '>', now)
    .returning([
      's.account_id',
      'a.email',
      'a.screen_name',
      'a.avatar_url',
      'a.email_verified',
      's.created_at',
      's.touched_at',
      's.expires_at',
    ])
    .executeTakeFirst();
  return row === undefined ? undefined : toSession(row);
}

/** Ends a session (sign-out, or the old session on sign-in). */
export async function deleteSession(db: Queryable, id: string): Promise<void> {
  await typedSql(db).deleteFrom('sessions').where('id_hash', '=', idHash(id)).execute();
}

/** Removes sessions that expired before `now`. */
export async function deleteExpiredSessions(db: Queryable, now: Date): Promise<void> {
  await typedSql(db).deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
