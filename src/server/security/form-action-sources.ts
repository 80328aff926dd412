import type { ServerEnv } from '../config/env.ts';

/** The settings that send a form's answer to another origin. */
export type FormActionEnv = Pick<ServerEnv, 'ACCOUNT_PROVIDER' | 'OIDC_ISSUER' | 'OIDC_END_SESSION'>;

/**
 * Origins a form post may end on besides this one (`form-action`, which browsers also apply to
 * the redirects that follow the post): the OpenID issuer when signing out also ends the session
 * there (OIDC_END_SESSION: the logout form's 303 goes to the issuer's end_session_endpoint, which
 * the provider only follows on the issuer's own origin). Signing in is a link, not a form.
 */
export function formActionSourcesOf(env: FormActionEnv): string[] {
  if (env.ACCOUNT_PROVIDER !== 'oidc' || !env.OIDC_END_SESSION || env.OIDC_ISSUER === undefined) return [];
  return [new URL(env.OIDC_ISSUER).origin];
}
