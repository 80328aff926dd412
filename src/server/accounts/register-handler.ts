import type { AccountHandlerDeps } from './account-handler-deps.ts';
import { readFormFields, refuseRequest, seeOther } from './account-form.ts';
import { accountPageUrl, CHECK_EMAIL_PATH, LOGIN_PATH, REGISTER_PATH } from './account-page-urls.ts';
import type { RegistrationResult } from './account-provider.ts';
import { issueVerificationToken } from './email-verification-store.ts';
import { safeReturnTo } from './return-to.ts';

/**
 * POST /api/account/register, from the registration form. An address that already has an
 * account gets exactly the answer a new one gets: a 303 to "check your email", no cookie, about
 * the same time. Only the mail differs: a new account is sent its verification link, the owner
 * of an existing one a notice that someone tried to register their address. Nobody is signed in
 * here (signing in needs the password, and employee privileges a verified address). A refusal of
 * the details themselves goes back to the form with an error code.
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
  let result: RegistrationResult;
  const now = deps.now();
  try {
    result = await deps.provider.register(
      {
        email: fields?.['email'] ?? '',
        screenName: fields?.['screenName'] ?? '',
        password: fields?.['password'] ?? '',
      },
      { address: deps.clientAddress, now },
    );
  } catch (error) {
    deps.log.error('registration failed', { error: String(error) });
    return back('unavailable');
  }
  if (!result.ok) return back(result.error);
  const { account, created } = result;
  try {
    const mailer = await deps.mailer(request);
    if (created) {
      const token = await issueVerificationToken(await deps.db(), account.id, account.email, now);
      if (token !== undefined) await mailer.sendVerification(account, token);
    } else {
      await mailer.sendRegistrationAttempt(account);
    }
  } catch (error) {
    // The answer stays the same: a failure here must not tell the visitor which branch ran.
    deps.log.error('registration mail not sent', { accountId: account.id, error: String(error) });
  }
  deps.log.info(created ? 'registered' : 'registration for a registered address', {
    accountId: account.id,
  });
  return seeOther(accountPageUrl(CHECK_EMAIL_PATH, returnTo));
}
