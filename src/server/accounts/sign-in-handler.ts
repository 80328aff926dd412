import { startSession } from '../sessions/sign-in-session.ts';
import type { AccountHandlerDeps } from './account-handler-deps.ts';
import { readFormFields, refuseRequest, seeOther } from './account-form.ts';
import { accountPageUrl, LOGIN_PATH } from './account-page-urls.ts';
import { knownDeviceCookieHeader, knownDeviceOf } from './known-device-cookie.ts';
import { safeReturnTo } from './return-to.ts';

/**
 * POST /api/account/login, from the login form (works without JavaScript): checks the
 * credentials with the configured provider, starts a fresh session, marks the browser as a known
 * device (known-device-cookie.ts) and sends it to the same-origin returnTo (303). A refusal goes back to the login page with an error code (and, when
 * throttled, the seconds to wait); the page answers it with 429 or 503 and Retry-After.
 */
export async function handleSignIn(request: Request, deps: AccountHandlerDeps): Promise<Response> {
  const refused = refuseRequest(request);
  if (refused !== undefined) return refused;
  const fields = await readFormFields(request);
  const returnTo = safeReturnTo(fields?.['returnTo']);
  const back = (error: Parameters<typeof accountPageUrl>[2], waitSeconds?: number) =>
    seeOther(accountPageUrl(LOGIN_PATH, returnTo, error, waitSeconds));
  // With a redirect provider the issuer checks passwords: the login page sends the visitor there.
  if (deps.provider.kind !== 'password') return seeOther(accountPageUrl(LOGIN_PATH, returnTo));
  const email = fields?.['email']?.trim() ?? '';
  const password = fields?.['password'] ?? '';
  if (email === '' || password === '') return back('missing-fields');
  if (password.length > 1024) return back('invalid-credentials');
  try {
    const now = deps.now();
    const device = knownDeviceOf(request);
    const result = await deps.provider.signIn(
      { email, password },
      { address: deps.clientAddress, now, device },
    );
    if (!result.ok) {
      deps.log.info('sign-in refused', { reason: result.error });
      return back(result.error, result.retryAfterSeconds);
    }
    const cookie = await startSession(await deps.db(), request, result.account.id, now, deps.settings);
    deps.log.info('signed in', { accountId: result.account.id });
    const deviceCookie = result.device === undefined ? [] : [knownDeviceCookieHeader(result.device, request)];
    return seeOther(returnTo, [cookie, ...deviceCookie]);
  } catch (error) {
    deps.log.error('sign-in failed', { error: String(error) });
    return back('unavailable');
  }
}
