import { readFormFields, refuseRequest } from './account-form.ts';
import { emailKey } from './account-record.ts';
import { findAccountById, updateEmail } from './account-store.ts';
import type { EmailHandlerDeps } from './email-handler-deps.ts';
import { issueVerificationToken, maySendVerification } from './email-verification-store.ts';
import { notSignedIn, profileRefusal, profileSaved } from './profile-answer.ts';
import { isValidEmail } from './registration-rules.ts';

/**
 * POST /api/account/email (the profile page's form; built-in accounts only): changes the address
 * after checking the current password through the provider's sign-in (so its attempt limits
 * apply). The new address is unverified at once (employee privileges stop until its link is
 * followed); the new address gets the link, the old one a notice.
 */
export async function handleEmailChange(request: Request, deps: EmailHandlerDeps): Promise<Response> {
  const refused = refuseRequest(request);
  if (refused !== undefined) return refused;
  if (deps.account === undefined) return notSignedIn(request);
  const fields = await readFormFields(request);
  if (fields === undefined) return profileRefusal(request, 'not-a-form');
  const email = (fields['email'] ?? '').trim();
  const password = fields['password'] ?? '';
  if (email === '' || password === '') return profileRefusal(request, 'missing-fields');
  if (!isValidEmail(email)) return profileRefusal(request, 'email-invalid');
  try {
    const db = await deps.db();
    const account = await findAccountById(db, deps.account.id);
    if (account === undefined) return notSignedIn(request);
    if (account.provider !== 'builtin' || deps.provider.kind !== 'password') {
      return profileRefusal(request, 'email-not-builtin');
    }
    if (emailKey(email) === emailKey(account.email)) return profileRefusal(request, 'email-unchanged');
    const now = deps.now();
    const check = await deps.provider.signIn(
      { email: account.email, password },
      { address: deps.clientAddress, now },
    );
    if (!check.ok) {
      return profileRefusal(request, check.error === 'rate-limited' ? 'rate-limited' : 'wrong-password');
    }
    // Also bounds how many addresses one account can try (a taken one is refused).
    if (!(await maySendVerification(db, account.id, now))) {
      return profileRefusal(request, 'verify-rate-limited');
    }
    const changed = await db.transaction((tx) => updateEmail(tx, account.id, email));
    if (!changed) return profileRefusal(request, 'email-unavailable');
    const mailer = await deps.mailer(request);
    const token = await issueVerificationToken(db, account.id, email, now);
    if (token !== undefined) await mailer.sendVerification({ email, screenName: account.screenName }, token);
    await mailer.sendEmailChanged(account, email);
    deps.log.info('email changed', { accountId: account.id });
    return profileSaved(request, 'email', { email, emailVerified: false });
  } catch (error) {
    deps.log.error('email not changed', { error: String(error) });
    return profileRefusal(request, 'unavailable');
  }
}
