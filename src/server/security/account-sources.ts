import type { ServerEnv } from '../config/env.ts';

/** The sign-in settings that bring another origin into pages. */
export type AccountSourcesEnv = Pick<ServerEnv, 'ACCOUNT_PROVIDER' | 'OIDC_ISSUER' | 'OIDC_END_SESSION'>;

/** Origins of the OpenID issuer that pages need beyond `'self'`, by directive. */
export interface AccountSources {
  /** `img-src`: the issuer's own origin, which may serve the `picture` claim over http on loopback. */
  img: string[];
  /**
   * `form-action`, which browsers also apply to the redirects that follow a form post: the issuer
   * when signing out also ends the session there (OIDC_END_SESSION: the logout form's 303 goes to
   * its end_session_endpoint, followed only on the issuer's origin). Signing in is a link.
   */
  formAction: string[];
}

/** The issuer's origins for the page policy; none with the built-in provider. */
export function accountSourcesOf(env: AccountSourcesEnv): AccountSources {
  if (env.ACCOUNT_PROVIDER !== 'oidc' || env.OIDC_ISSUER === undefined) return { img: [], formAction: [] };
  const issuer = new URL(env.OIDC_ISSUER).origin;
  return { img: [issuer], formAction: env.OIDC_END_SESSION ? [issuer] : [] };
}
