import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const browserUrl = () => window.location.pathname + window.location.search + window.location.hash;

/**
 * The page's path, query and hash. The server render (and hydration) use `initial`, which holds
 * only path and query: the server never sees the hash. Once hydrated, the browser's location
 * takes over, hash included, and follows hash changes, so the sign-in returnTo brings the reader
 * back to the same spot.
 */
export function useCurrentUrl(initial: string): string {
  return useSyncExternalStore(subscribe, browserUrl, () => initial);
}
