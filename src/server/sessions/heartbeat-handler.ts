import type { Logger } from '../log/logger.ts';
import type { Database } from '../storage/database.ts';
import { clearSessionCookieHeader, sessionIdOf } from './session-cookie.ts';
import type { SessionSettings } from './session-settings.ts';
import { resumeSession } from './session-store.ts';
import { STORAGE_RETRY_AFTER_SECONDS } from '../storage/storage-unavailable.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * When the client should call again: a third of the idle timeout, so an active reader's session
 * is extended twice before it could lapse.
 */
export function nextCallAt(now: Date, settings: Pick<SessionSettings, 'idleTimeoutSeconds'>): Date {
  return new Date(now.getTime() + (settings.idleTimeoutSeconds * 1000) / 3);
}

/**
 * POST {HEARTBEAT_PATH} (spec §7): extends the session (sliding expiry) and answers
 * {nextCallTimestamp, sessionExpiryTime} as ISO date strings, or 401 when there is no live
 * session (the client then stops and shows the signed-out state).
 */
export async function handleHeartbeat(
  request: Request,
  deps: { db: () => Promise<Database>; settings: SessionSettings; now: () => Date; log: Logger },
): Promise<Response> {
  if (request.method !== 'POST') {
    return Response.json(
      { error: `Method ${request.method} is not allowed; the heartbeat is a POST.` },
      { status: 405, headers: { Allow: 'POST', ...NO_STORE } },
    );
  }
  const id = sessionIdOf(request);
  const now = deps.now();
  let session;
  try {
    session =
      id === undefined ? undefined : await resumeSession(await deps.db(), id, now, deps.settings, 'always');
  } catch (error) {
    deps.log.error('heartbeat failed', { error: String(error) });
    return Response.json(
      { error: 'The session store is unavailable.' },
      { status: 503, headers: { ...NO_STORE, 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS) } },
    );
  }
  if (session === undefined) {
    const headers = new Headers(NO_STORE);
    if (id !== undefined) headers.append('Set-Cookie', clearSessionCookieHeader(request));
    return Response.json({ error: 'No session: sign in again.' }, { status: 401, headers });
  }
  return Response.json(
    {
      nextCallTimestamp: nextCallAt(now, deps.settings).toISOString(),
      sessionExpiryTime: session.expiresAt.toISOString(),
    },
    { headers: NO_STORE },
  );
}
