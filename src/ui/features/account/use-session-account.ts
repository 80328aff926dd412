import { useEffect, useState } from 'react';
import type { Account } from '../../../schemas/account.ts';
import { SIGNED_OUT_EVENT } from '../../../core/sessions/signed-out-event.ts';

/**
 * When the account in the page data can no longer be trusted: the page came back from the
 * back/forward cache (the reader may have signed in or out meanwhile), or it was rendered without
 * looking at the session. Then GET /api/account is asked once (spec §2: "otherwise it is fetched
 * once"); a failure means no account.
 */
export function accountRefresh(
  set: (account: Account | undefined) => void,
  fetcher: typeof fetch = fetch,
): { onPageShow: (event: { persisted: boolean }) => void; fetchOnce: () => Promise<void> } {
  let asked: Promise<void> | undefined;
  // Asked only when a page comes back from the back/forward cache (or its account is not known):
  // the fetch and its validation load then, not with every page's header.
  const fetchOnce = () =>
    (asked ??= import('./fetch-account.ts').then(
      async ({ fetchAccount }) => set(await fetchAccount(fetcher)),
      () => {
        asked = undefined; // the chunk did not load: the account stays as it is, the next pageshow retries
      },
    ));
  return {
    fetchOnce,
    onPageShow: (event) => {
      if (!event.persisted) return;
      asked = undefined; // a restored page asks again: it may have been cached hours ago
      void fetchOnce();
    },
  };
}

/**
 * The account from the page data, until the session ends in this tab: the heartbeat fires
 * `portico:signed-out` on a 401, and from then on the reader is shown signed out (spec §8).
 * `known: false` (the page was rendered without the session) fetches it once instead.
 */
export function useSessionAccount(initial: Account | undefined, known = true): Account | undefined {
  const [account, setAccount] = useState(initial);
  useEffect(() => {
    const signedOut = () => setAccount(undefined);
    const refresh = accountRefresh(setAccount);
    if (!known) void refresh.fetchOnce();
    window.addEventListener(SIGNED_OUT_EVENT, signedOut);
    window.addEventListener('pageshow', refresh.onPageShow);
    return () => {
      window.removeEventListener(SIGNED_OUT_EVENT, signedOut);
      window.removeEventListener('pageshow', refresh.onPageShow);
    };
  }, [known]);
  return account;
}
