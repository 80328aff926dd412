import { SEARCH_CONSTANTS } from './search-constants.ts';
import type { SearchKey } from './token-fetch.ts';

/** What the key manager needs (tests pass stand-ins and fake timers). */
export interface KeyManagerOptions {
  /** The key embedded in the page, if any. */
  initial?: SearchKey | undefined;
  signedIn: boolean;
  fetchKey: () => Promise<SearchKey>;
  /** A refresh failed: the modal shows its error screen (spec §4). */
  onRefreshFailed: (error: unknown) => void;
  /** A refresh brought a new key: the client must use it. */
  onKey?: (key: SearchKey) => void;
  now?: () => number;
}

/** Holds the search key and renews it as spec §4 says. */
export interface KeyManager {
  /** The key to search with: the current one while valid, else a fetched one (3 attempts). */
  ensure(): Promise<SearchKey>;
  /**
   * The current key while it is valid, else undefined: lets a search go out synchronously from
   * the input event (a resolved promise would still wait for the microtasks queued before it).
   */
  current(): SearchKey | undefined;
  /**
   * Call after every search event: for a signed-in user whose key is past keyExpiry, a refresh
   * runs once events have been quiet for 1000 ms (spec §4, §9).
   */
  afterSearchEvent(): void;
  dispose(): void;
}

/** Creates the key manager of one modal session. */
export function createKeyManager(options: KeyManagerOptions): KeyManager {
  const now = options.now ?? Date.now;
  let key = options.initial;
  let pending: Promise<SearchKey> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  const fetchOnce = (): Promise<SearchKey> => {
    pending ??= options
      .fetchKey()
      .then((fresh) => {
        key = fresh;
        if (!disposed) options.onKey?.(fresh);
        return fresh;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };

  const expired = () => key === undefined || now() >= key.expiresAt;

  return {
    ensure() {
      if (key !== undefined && !expired()) return Promise.resolve(key);
      return fetchOnce();
    },
    current() {
      return expired() ? undefined : key;
    },
    afterSearchEvent() {
      if (!options.signedIn || !expired()) return;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        if (disposed) return;
        fetchOnce().catch((error: unknown) => {
          if (!disposed) options.onRefreshFailed(error);
        });
      }, SEARCH_CONSTANTS.keyRefreshDebounceMs);
    },
    dispose() {
      disposed = true;
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}
