import type { Consent } from '../../../core/consent/categories.ts';
import {
  consentCookieString,
  cookieValue,
  parseConsent,
  type ConsentSettings,
} from '../../../core/consent/consent-cookie.ts';

/** The browser surface the store touches, so tests can pass their own. */
export interface ConsentHost {
  readCookies(): string;
  writeCookie(cookie: string): void;
  /** Whether the page is served over HTTPS (the cookie is then marked Secure). */
  readonly secure: boolean;
}

/** What the store knows: whether preferences have loaded, and the decision if one was made. */
export interface ConsentSnapshot {
  readonly loaded: boolean;
  readonly consent: Consent | undefined;
}

/** The page's cookie preferences. */
export interface ConsentStore {
  /** Loads the stored decision with the environment's settings; later calls change nothing. */
  configure(settings: ConsentSettings): void;
  /** The current state; the same object until it changes (for useSyncExternalStore). */
  snapshot(): ConsentSnapshot;
  /** Resolves with the current decision: at once if there is one, else when the reader decides. */
  ready(): Promise<Consent>;
  /** Records and stores a decision, and tells every subscriber. Needs {@link configure} first. */
  save(consent: Consent): void;
  /** Calls `listener` on every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** Creates a store over `host`. Pages use the shared one, {@link pageConsentStore}. */
export function createConsentStore(host: ConsentHost): ConsentStore {
  let settings: ConsentSettings | undefined;
  let state: ConsentSnapshot = { loaded: false, consent: undefined };
  const listeners = new Set<() => void>();
  let resolveReady: (consent: Consent) => void = () => undefined;
  const readyPromise = new Promise<Consent>((resolve) => {
    resolveReady = resolve;
  });

  const update = (next: ConsentSnapshot) => {
    state = next;
    if (next.consent !== undefined) resolveReady(next.consent);
    for (const listener of [...listeners]) listener();
  };

  return {
    configure(next) {
      if (settings !== undefined) return;
      settings = next;
      update({ loaded: true, consent: parseConsent(cookieValue(host.readCookies(), next.cookieName)) });
    },
    snapshot: () => state,
    // The current decision, so a choice changed in the dialog counts from then on.
    ready: () => (state.consent === undefined ? readyPromise : Promise.resolve(state.consent)),
    save(consent) {
      if (settings === undefined) throw new Error('Cookie preferences have not loaded yet.');
      host.writeCookie(consentCookieString(consent, settings, host.secure));
      update({ loaded: true, consent });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const STORE_KEY = Symbol.for('portico.consentStore');

/**
 * The page's one store. Several islands (banner, footer, telemetry) use it; it lives on
 * `globalThis` so they share it even if a bundler gave each island its own copy of this module.
 */
export function pageConsentStore(): ConsentStore {
  const global = globalThis as { [STORE_KEY]?: ConsentStore };
  global[STORE_KEY] ??= createConsentStore({
    readCookies: () => document.cookie,
    writeCookie: (cookie) => {
      document.cookie = cookie;
    },
    secure: location.protocol === 'https:',
  });
  return global[STORE_KEY];
}

/**
 * Resolves with the reader's decision once there is one (spec §4: a promise gates scripts). It
 * never resolves for a reader who has not decided, so nothing optional loads before consent.
 */
export function consentReady(): Promise<Consent> {
  return pageConsentStore().ready();
}
