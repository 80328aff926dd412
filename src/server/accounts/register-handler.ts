import { startSession } from '../sessions/sign-in-session.ts';
import type { AccountHandlerDeps } from './account-handler-deps.ts';
import { readFormFields, refuseRequest, seeOther } from './account-form.ts';
import { accountPageUrl, LOGIN_PATH, REGISTER_PATH } from './account-page-urls.ts';
import { safeReturnTo } from './return-to.ts';

/**
 * POST /api/account/register, from the registration form: creates a built-in account, signs it
 * in with a fresh session (committed first) and goes to the same-origin returnTo (303). A refusal
 * goes back to the form with an error code.
 */
export async function handleRegister(request: Request, deps: AccountHandlerDeps): Promise<Response> {
  const refused = refuseRequest(request);
  if (refused !== undefined) return refused;
  const fields = await readFormFields(request);
  const returnTo = safeReturnTo(fields?.['returnTo']);
  const back = (error: Parameters<typeof accountPageUrl>[2]) =>
    seeOther(accountPageUrl(REGISTER_PATH, returnTo, error));
  // With a redirect provider people register at the issuer, reached through the login page.
  if (deps.provider.kind !== 'password') return seeOther(accountPageUrl(LOGIN_PATH, returnTo));
  try {
    const now = deps.now();
    const result = await deps.provider.register(
      {
        email: fields?.['email'] ?? '',
        screenName: fields?.['screenName'] ?? '',
        password: fields?.['password'] ?? '',
      },
      { address: deps.clientAddress, now },
    );
    if (!result.ok) return back(result.error);
    const cookie = await startSession(await deps.db(), request, result.account.id, now, deps.settings);
    deps.log.info('registered', { accountId: result.account.id });
    return seeOther(returnTo, [cookie]);
  } catch (error) {
    deps.log.error('registration failed', { error: String(error) });
    return back('unavailable');
  }
}
