import type { Logger } from '../log/logger.ts';
import { startSession } from '../sessions/sign-in-session.ts';
import type { SessionSettings } from '../sessions/session-settings.ts';
import type { Database } from '../storage/database.ts';
import { seeOther } from './account-form.ts';
import type { RedirectAccountProvider, RedirectSignInError } from './account-provider.ts';
import { clearFlowCookieHeader } from './oidc-flow-cookie.ts';
import { DEFAULT_RETURN_TO, safeReturnTo } from './return-to.ts';

/** What the login redirect and the callback need, injected so tests can drive them. */
export interface RedirectSignInDeps {
  provider: RedirectAccountProvider;
  db: () => Promise<Database>;
  settings: SessionSettings;
  now: () => Date;
  log: Logger;
}

/**
 * GET /account/login?returnTo= with a redirect provider: a 303 to the issuer, setting the
 * attempt's cookie; the checked same-origin returnTo travels inside it. Undefined when the issuer
 * cannot be reached (the page then explains, with a 503).
 */
export async function startRedirectSignIn(
  request: Request,
  deps: RedirectSignInDeps,
): Promise<Response | undefined> {
  const returnTo = safeReturnTo(new URL(request.url).searchParams.get('returnTo'));
  try {
    const { location, cookie } = await deps.provider.startSignIn(request, returnTo, deps.now());
    return seeOther(location, [cookie]);
  } catch (error) {
    deps.log.error('sign-in could not start: the issuer is unreachable', { error: String(error) });
    return undefined;
  }
}

/** The callback's answer: the signed-in redirect, or what the error page shows. */
export type CallbackOutcome =
  | { ok: true; response: Response }
  | {
      ok: false;
      error: RedirectSignInError;
      /** 400 for a refused or tampered answer; 503 when the issuer or the database is down. */
      status: 400 | 503;
      /** The attempt's returnTo (or '/'), for the "try again" link. */
      returnTo: string;
      /** Set-Cookie headers for the error page (the attempt's cookie is cleared). */
      cookies: string[];
    };

/**
 * GET /account/callback: the provider checks the issuer's answer against the attempt (state,
 * PKCE, nonce, ID token) and finds or creates the account; then a fresh session starts exactly as
 * after a built-in sign-in (any session the browser held is dropped: no fixation) and the
 * browser goes to the attempt's same-origin returnTo. Every refusal is an error page, never a
 * redirect elsewhere.
 */
export async function completeRedirectSignIn(
  request: Request,
  deps: RedirectSignInDeps,
): Promise<CallbackOutcome> {
  const now = deps.now();
  const unavailable = (error: unknown, returnTo = DEFAULT_RETURN_TO): CallbackOutcome => {
    deps.log.error('sign-in callback failed', { error: String(error) });
    return {
      ok: false,
      error: 'unavailable',
      status: 503,
      returnTo,
      cookies: [clearFlowCookieHeader(request)],
    };
  };
  let result;
  try {
    result = await deps.provider.completeSignIn(request, now);
  } catch (error) {
    return unavailable(error);
  }
  if (!result.ok) {
    deps.log.info('sign-in refused', { reason: result.error, detail: result.detail });
    return {
      ok: false,
      error: result.error,
      status: result.error === 'unavailable' ? 503 : 400,
      returnTo: result.returnTo,
      cookies: [result.clearCookie],
    };
  }
  try {
    const cookie = await startSession(await deps.db(), request, result.account.id, now, deps.settings);
    deps.log.info('signed in', { accountId: result.account.id, provider: deps.provider.id });
    return { ok: true, response: seeOther(result.returnTo, [result.clearCookie, cookie]) };
  } catch (error) {
    return unavailable(error, result.returnTo);
  }
}
