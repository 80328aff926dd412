import { interactionPolicy, type OidcProviderContext } from 'oidc-provider';

/**
 * Signs oidc-provider's own session out, in place and under a new id, when the portal session
 * no longer names its account. Otherwise the next login for another account would make
 * oidc-provider ask to end its session first, with an auto-submitting inline-script page.
 */
function forgetLogin(session: NonNullable<OidcProviderContext['oidc']['session']>): void {
  // The session is a proxy that refuses an empty accountId, so the login is deleted instead.
  delete session.accountId;
  delete session.loginTs;
  session.authorizations = {};
  session.resetIdentifier();
}

/**
 * oidc-provider's interaction policy with one more login check, `portal_session` (decision 0026
 * §4): the portal session is the login, so without one, or with another account than
 * oidc-provider's session names, the interaction page runs again (after a portal sign-out or an
 * account switch). `portalAccountOf` tells which account the request's portal session names.
 */
export function portalLoginPolicy(portalAccountOf: (ctx: OidcProviderContext) => string | undefined) {
  const policy = interactionPolicy.base();
  policy.get('login')?.checks.add(
    new interactionPolicy.Check(
      'portal_session',
      'the portal session must name the signed-in account',
      (ctx) => {
        const accountId = portalAccountOf(ctx);
        const session = ctx.oidc.session;
        if (accountId !== undefined && accountId === session?.accountId) return false;
        if (session?.accountId !== undefined) forgetLogin(session);
        return true;
      },
    ),
  );
  return policy;
}
