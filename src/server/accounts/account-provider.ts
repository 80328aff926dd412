import type { AccountErrorCode } from './account-errors.ts';
import type { AccountRecord } from './account-record.ts';

/** Outcome of a sign-in or registration: the account, or why not. */
export type AccountResult =
  | {
      ok: true;
      account: AccountRecord;
      /** After a password sign-in: the device token for the browser to keep (known-device cookie). */
      device?: string;
    }
  | {
      ok: false;
      error: AccountErrorCode;
      /** With 'throttled': how many seconds to wait before the next attempt. */
      retryAfterSeconds?: number;
    };

/**
 * Outcome of a registration that passed the checks: the new account (`created`), or the account
 * that already had the address. The visitor is told the same either way; only the mail differs.
 */
export type RegistrationResult =
  { ok: true; account: AccountRecord; created: boolean } | { ok: false; error: AccountErrorCode };

/** Who is signing in, as far as rate limiting needs to know. */
export interface Attempt {
  /** The client's network address (Astro's clientAddress), for the per-address limit. */
  address: string;
  now: Date;
  /** The known-device token the browser sent with a sign-in, if any. */
  device?: string | undefined;
}

/**
 * Signs people in. Sessions, cookies and sign-out are the portal's own (src/server/sessions) and
 * identical for every provider; a provider only answers "who is this?".
 *
 * Two shapes:
 * - `password` (built-in, {@link BuiltinAccountProvider}): the portal's own forms post email and
 *   password; registration is offered.
 * - `redirect` (OpenID Connect with openid-client, {@link OidcAccountProvider}): the login page
 *   redirects to the issuer (`startSignIn`: state, nonce and PKCE kept in a short-lived signed
 *   cookie), and the callback route exchanges the code (`completeSignIn`) and finds or creates the
 *   account by (provider = issuer, subject = sub). Registration then happens at the issuer, and
 *   sign-out may add the issuer's end-session redirect.
 * ACCOUNT_PROVIDER in the environment chooses one; `accountProvider()` builds it.
 */
export type AccountProvider = PasswordAccountProvider | RedirectAccountProvider;

/** Why a redirect sign-in did not complete; the callback page explains each. */
export type RedirectSignInError =
  /** No attempt, an expired one, or a state that is not the attempt's (tampering, another tab). */
  | 'state-mismatch'
  /** The person declined or cancelled at the issuer (access_denied). */
  | 'access-denied'
  /** The issuer answered with another error, or an answer that failed validation. */
  | 'issuer-error'
  /** The issuer could not be reached. */
  | 'unavailable';

/** Outcome of a redirect sign-in's callback. Either way the attempt's cookie is cleared. */
export type RedirectSignInResult = { returnTo: string; clearCookie: string } & (
  | { ok: true; account: AccountRecord }
  | { ok: false; error: RedirectSignInError; /** For the log only. */ detail: string }
);

/** A provider that signs people in elsewhere and sends them back to the callback route. */
export interface RedirectAccountProvider {
  readonly kind: 'redirect';
  /** Provider id stored with its accounts (the issuer identifier). */
  readonly id: string;
  /**
   * Where to send the browser to sign in, and the Set-Cookie remembering the attempt. Rejects
   * when the issuer cannot be reached.
   */
  startSignIn(request: Request, returnTo: string, now: Date): Promise<{ location: string; cookie: string }>;
  /** Finishes the attempt at the callback: checks the answer, then finds or creates the account. */
  completeSignIn(request: Request, now: Date): Promise<RedirectSignInResult>;
  /** Where to go after the portal signed out (the issuer's end-session URL), if anywhere. */
  signOutLocation(request: Request): Promise<string | undefined>;
}

/** A provider whose users type a password into the portal's own forms. */
export interface PasswordAccountProvider {
  readonly kind: 'password';
  /** Provider id stored with its accounts. */
  readonly id: string;
  /** Checks the credentials, throttled per (address, account), per address and per account. */
  signIn(credentials: { email: string; password: string }, attempt: Attempt): Promise<AccountResult>;
  /**
   * Creates an account, unverified and not signed in; or finds the one that already has the
   * address. Both take the same work (the password is hashed either way), so timing does not
   * tell them apart.
   */
  register(
    details: { email: string; screenName: string; password: string },
    attempt: Attempt,
  ): Promise<RegistrationResult>;
}
