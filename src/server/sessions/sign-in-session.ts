import { deleteExpiredOauthPayloads } from '../oauth/payload-sweep.ts';
import type { Database } from '../storage/database.ts';
import { sessionCookieHeader, sessionIdOf } from './session-cookie.ts';
import type { SessionSettings } from './session-settings.ts';
import { createSession, deleteExpiredSessions, deleteSession } from './session-store.ts';

/**
 * Starts a session for a freshly authenticated account and returns its Set-Cookie. Any session
 * id the browser already held is deleted and never reused: a fresh random id on every sign-in
 * defeats session fixation. Expired sessions and expired authorization-server rows are swept on
 * the way. Committed before the answer is sent.
 */
export async function startSession(
  db: Database,
  request: Request,
  accountId: string,
  now: Date,
  settings: SessionSettings,
): Promise<string> {
  const previous = sessionIdOf(request);
  const { id } = await db.transaction(async (tx) => {
    if (previous !== undefined) await deleteSession(tx, previous);
    await deleteExpiredSessions(tx, now);
    // The authorization server's expired codes, tokens and interactions go with them.
    await deleteExpiredOauthPayloads(tx, now);
    return createSession(tx, accountId, now, settings);
  });
  return sessionCookieHeader(id, request);
}
