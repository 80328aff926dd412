import { allows, CookieCategory, ScriptOutcome, type Consent } from '../../../core/consent/categories.ts';
import { consentReady } from './consent-store.ts';

/** What {@link loadScript} needs from the page; tests pass their own. */
export interface ScriptHost {
  /** The reader's decision, once made. */
  consentReady(): Promise<Consent>;
  /** Adds a script element for `src`; resolves when it has run, rejects when it fails to load. */
  inject(src: string): Promise<void>;
}

/** The error a script that fails to load rejects with (spec §8), word for word. */
export function scriptLoadError(src: string): Error {
  return new Error(`Script with src: '${src}' failed to load.`);
}

const injected = new Map<string, Promise<void>>();

/** Injects each source once per page: a second request for it waits for the first. */
function injectScript(src: string): Promise<void> {
  let loading = injected.get(src);
  if (loading === undefined) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        script.remove();
        injected.delete(src); // a later call may try again
        reject(scriptLoadError(src));
      };
      document.head.append(script);
    });
    injected.set(src, loading);
  }
  return loading;
}

const browserHost: ScriptHost = { consentReady, inject: injectScript };

/**
 * Loads a third-party script if its cookie category is allowed (spec §3, §4, §8). Strictly
 * necessary scripts load at once; any other waits for the reader's decision. Resolves
 * `ScriptOutcome.Allowed` (0) once the script has loaded, or `ScriptOutcome.Blocked` (1) without
 * adding anything when the category is not allowed; rejects with
 * `Script with src: '{src}' failed to load.` when the script cannot be loaded.
 */
export async function loadScript(
  src: string,
  category: CookieCategory,
  host: ScriptHost = browserHost,
): Promise<ScriptOutcome> {
  if (category !== CookieCategory.StrictlyNecessary && !allows(await host.consentReady(), category)) {
    return ScriptOutcome.Blocked;
  }
  try {
    await host.inject(src);
  } catch {
    throw scriptLoadError(src);
  }
  return ScriptOutcome.Allowed;
}
