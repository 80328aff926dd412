import { isBannerVisible, parseBannerInfo } from './banner-data.ts';

/** The endpoint (spec §7). */
export const BANNER_INFO_PATH = '/api/contentful-provider/banner-info';
/** localStorage key and value that mark the banner dismissed (spec §4). */
export const DISMISS_KEY = 'shouldDismissBanner';
export const DISMISSED = 'true';

/** What {@link loadBanner} talks to; the browser's by default, fakes in tests. */
export interface BannerEnvironment {
  fetch: (url: string) => Promise<Response>;
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  now: () => Date;
  log: (message: string, detail?: unknown) => void;
}

/** The browser's fetch, localStorage (if usable) and console. */
export function browserBannerEnvironment(): BannerEnvironment {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the banner then simply cannot be dismissed for good.
    storage = undefined;
  }
  return {
    fetch: (url) => window.fetch(url, { headers: { Accept: 'application/json' } }),
    storage,
    now: () => new Date(),
    // eslint-disable-next-line no-console -- spec §8: banner errors are logged, the banner stays hidden
    log: (message, detail) => console.error(message, detail),
  };
}

/** Whether the reader dismissed the banner before; nothing is requested then. */
export function isDismissed(env: Pick<BannerEnvironment, 'storage'>): boolean {
  try {
    return env.storage?.getItem(DISMISS_KEY) === DISMISSED;
  } catch {
    return false;
  }
}

/** Remembers the dismissal, so later pages do not request the banner. */
export function rememberDismissal(env: Pick<BannerEnvironment, 'storage' | 'log'>): void {
  try {
    env.storage?.setItem(DISMISS_KEY, DISMISSED);
  } catch (error) {
    env.log('Banner: could not store the dismissal', error);
  }
}

/**
 * The sanitised message HTML to show on `pathname`, or undefined to stay hidden (spec §4, §7):
 * nothing is requested once dismissed; network errors, non-ok answers, non-JSON bodies and
 * invalid data are logged and keep the banner hidden.
 */
export async function loadBanner(pathname: string, env: BannerEnvironment): Promise<string | undefined> {
  if (isDismissed(env)) return undefined;
  let body: unknown;
  try {
    const response = await env.fetch(`${BANNER_INFO_PATH}?path=${encodeURIComponent(pathname)}`);
    if (!response.ok) {
      env.log(`Banner: the banner-info request failed with status ${response.status}`);
      return undefined;
    }
    body = await response.json();
  } catch (error) {
    env.log('Banner: the banner-info request failed or did not answer JSON', error);
    return undefined;
  }
  const parsed = parseBannerInfo(body);
  if (!parsed.ok) {
    env.log(`Banner: invalid banner data: ${parsed.reason}`, body);
    return undefined;
  }
  return isBannerVisible(parsed.info, env.now()) ? parsed.info.bannerMessage : undefined;
}
