import { refuseRequest } from './account-form.ts';
import { findAccountById } from './account-store.ts';
import type { EmailHandlerDeps } from './email-handler-deps.ts';
import { issueVerificationToken } from './email-verification-store.ts';
import { notSignedIn, profileRefusal, profileSaved } from './profile-answer.ts';

/**
 * POST /api/account/verification (the profile page's and the verify page's "send a new link",
 * CSRF-checked like every post): mails the signed-in built-in account a fresh verification link
 * for its current address, at most VERIFICATIONS_PER_HOUR an hour, then 303 to the profile page
 * (or JSON for scripts).
 */
export async function handleResendVerification(request: Request, deps: EmailHandlerDeps): Promise<Response> {
  const refused = refuseRequest(request);
  if (refused !== undefined) return refused;
  if (deps.account === undefined) return notSignedIn(request);
  try {
    const db = await deps.db();
    const account = await findAccountById(db, deps.account.id);
    if (account === undefined) return notSignedIn(request);
    // An issuer's account is verified by the issuer's claim at sign-in, never by our mail.
    if (account.provider !== 'builtin') return profileRefusal(request, 'email-not-builtin');
    if (account.emailVerified) return profileRefusal(request, 'already-verified');
    const token = await issueVerificationToken(db, account.id, account.email, deps.now());
    if (token === undefined) return profileRefusal(request, 'verify-rate-limited');
    await (await deps.mailer(request)).sendVerification(account, token);
    deps.log.info('verification link sent again', { accountId: account.id });
    return profileSaved(request, 'verification-sent', {});
  } catch (error) {
    deps.log.error('verification link not sent', { error: String(error) });
    return profileRefusal(request, 'unavailable');
  }
}
