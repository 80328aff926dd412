import { readFormFields, refuseRequest, seeOther } from '../accounts/account-form.ts';
import { safeReturnTo } from '../accounts/return-to.ts';
import type { Logger } from '../log/logger.ts';
import type { Database } from '../storage/database.ts';
import { clearSessionCookieHeader, sessionIdOf } from './session-cookie.ts';
import { deleteSession } from './session-store.ts';

/** What sign-out needs; tests pass their own. */
export interface SignOutDeps {
  db: () => Promise<Database>;
  log: Logger;
  /** Where to go once the session ended (an OpenID Connect issuer's end-session URL), if anywhere. */
  endSessionAt?: (request: Request) => Promise<string | undefined>;
}

/**
 * POST /api/account/logout (the logout page's form, CSRF-checked like every post): deletes the
 * session row, so the id is dead in every process, clears the cookie and goes to the same-origin
 * returnTo (303). Signing out without a session is not an error. `endSessionAt` may name where to
 * go instead after a session ended (an OpenID Connect issuer's end-session URL, which the
 * provider only ever builds on the issuer's own origin).
 */
export async function handleSignOut(request: Request, deps: SignOutDeps): Promise<Response> {
  const refused = refuseRequest(request);
  if (refused !== undefined) return refused;
  const returnTo = safeReturnTo((await readFormFields(request))?.['returnTo']);
  const id = sessionIdOf(request);
  if (id !== undefined) {
    try {
      const db = await deps.db();
      await db.transaction((tx) => deleteSession(tx, id));
    } catch (error) {
      deps.log.error('sign-out failed', { error: String(error) });
      return Response.json(
        { error: 'Signing out failed because the session store is unavailable; please try again.' },
        { status: 503, headers: { 'Cache-Control': 'no-store' } },
      );
    }
  }
  const elsewhere = id === undefined ? undefined : await deps.endSessionAt?.(request).catch(() => undefined);
  return seeOther(elsewhere ?? returnTo, [clearSessionCookieHeader(request)]);
}
