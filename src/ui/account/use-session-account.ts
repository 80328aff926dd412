import { useEffect, useState } from 'react';
import type { Account } from '../../schemas/account.ts';
import { SIGNED_OUT_EVENT } from './signed-out-event.ts';

/**
 * The account from the page data, until the session ends in this tab: the heartbeat fires
 * `portico:signed-out` on a 401, and from then on the reader is shown signed out (spec §8).
 */
export function useSessionAccount(initial: Account | undefined): Account | undefined {
  const [account, setAccount] = useState(initial);
  useEffect(() => {
    const signedOut = () => setAccount(undefined);
    window.addEventListener(SIGNED_OUT_EVENT, signedOut);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, signedOut);
  }, []);
  return account;
}
