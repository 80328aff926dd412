/**
 * Whether an account counts as signed in (spec §3: a non-empty screenName). The one rule for
 * the server's principal, the header, the mobile navigation and the islands' props.
 */
export function isSignedIn<A extends { screenName: string }>(account: A | undefined): account is A {
  return account !== undefined && account.screenName.trim() !== '';
}
