import type { Account } from '../../schemas/account.ts';
import { isSignedIn } from '../../core/sessions/signed-in.ts';
import type { Requester } from './customer-request.ts';

/** The requester of a signed-in account (spec §3: signed in means a non-empty screen name). */
export function requesterOf(account: Account | undefined): Requester | undefined {
  if (!isSignedIn(account)) return undefined;
  return { accountId: account.id, email: account.email, displayName: account.screenName };
}
