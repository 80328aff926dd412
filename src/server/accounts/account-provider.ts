import type { AccountErrorCode } from './account-errors.ts';
import type { AccountRecord } from './account-record.ts';

/** Outcome of a sign-in or registration: the account, or why not. */
export type AccountResult = { ok: true; account: AccountRecord } | { ok: false; error: AccountErrorCode };

/** Who is signing in, as far as rate limiting needs to know. */
export interface Attempt {
  /** The client's network address (Astro's clientAddress), for the per-address limit. */
  address: string;
  now: Date;
}

/**
 * Signs people in. Sessions, cookies and sign-out are the portal's own (src/server/sessions) and
 * identical for every provider; a provider only answers "who is this?".
 *
 * Two shapes are planned:
 * - `password` (built-in, {@link BuiltinAccountProvider}): the portal's own forms post email and
 *   password; registration is offered.
 * - `redirect` (OpenID Connect with openid-client, to come): the login page redirects to the
 *   issuer (`authorizationUrl` with state, nonce and PKCE kept in a short-lived cookie), and the
 *   callback route exchanges the code (`completeSignIn`) and finds or creates the account by
 *   (provider = issuer, subject = sub) through `insertAccount`. Registration then happens at the
 *   issuer, and sign-out may add the issuer's end-session redirect.
 * ACCOUNT_PROVIDER in the environment chooses one; `accountProvider()` builds it.
 */
export type AccountProvider = PasswordAccountProvider;

/** A provider whose users type a password into the portal's own forms. */
export interface PasswordAccountProvider {
  readonly kind: 'password';
  /** Provider id stored with its accounts. */
  readonly id: string;
  /** Checks the credentials, rate-limited per account and per address. */
  signIn(credentials: { email: string; password: string }, attempt: Attempt): Promise<AccountResult>;
  /** Creates an account; the caller signs it in. */
  register(
    details: { email: string; screenName: string; password: string },
    attempt: Attempt,
  ): Promise<AccountResult>;
}
