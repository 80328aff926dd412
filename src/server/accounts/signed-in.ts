import type { Account } from '../../schemas/account.ts';

/** Whether an account counts as signed in (spec §3: a non-empty screenName). */
export function isSignedIn(account: Account | undefined): account is Account {
  return account !== undefined && account.screenName.trim() !== '';
}
