import { isSignedIn } from '../../../core/sessions/signed-in.ts';
import type { Account } from '../../../schemas/account.ts';
import type { HeaderNavItem } from '../../../schemas/global-links.ts';

/** The search page: where the search entry links before hydration or when the modal fails to load (spec §2.1). */
export const SEARCH_PATH = '/search/';
/** The sign-in route; the current URL travels in `returnTo` (spec §2.1). */
export const SIGN_IN_PATH = '/account/login';

function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/** The path part of a site path or URL, without query or hash. */
export function pathOf(href: string): string {
  return href.replace(/[?#].*$/, '') || '/';
}

/**
 * The id of the header item that counts as selected on `pathname`: the one whose own path or one
 * of whose `selectedOn` prefixes (e.g. Documentation on /cloud/ and /server/, spec §2.1) is the
 * longest prefix of the path. The home path '/' and external links never select an item.
 */
export function selectedHeaderItemId(items: readonly HeaderNavItem[], pathname: string): string | undefined {
  const path = withTrailingSlash(pathOf(pathname));
  let best: { id: string; length: number } | undefined;
  for (const item of items) {
    const own = item.href.startsWith('/') && !item.href.startsWith('//') ? [pathOf(item.href)] : [];
    for (const prefix of [...own, ...item.selectedOn].map(withTrailingSlash)) {
      if (prefix === '/' || !path.startsWith(prefix)) continue;
      if (best === undefined || prefix.length > best.length) best = { id: item.id, length: prefix.length };
    }
  }
  return best?.id;
}

/** The sign-in link for the current page: path, query and hash URL-encoded into returnTo. */
export function signInHref(currentUrl: string): string {
  return `${SIGN_IN_PATH}?returnTo=${encodeURIComponent(currentUrl)}`;
}

/**
 * The aria-current value of the selected item: 'page' when its link is this very page, else
 * 'true' (e.g. Documentation while reading /cloud/).
 */
export function currentKind(href: string, pathname: string): 'page' | 'true' {
  return withTrailingSlash(pathOf(href)) === withTrailingSlash(pathOf(pathname)) ? 'page' : 'true';
}

/**
 * Whether the changelog item shows its notification indicator (spec §2.3): a changelog base URL
 * is configured, the item is not selected, and API groups are present.
 */
export function showsChangelogIndicator(item: HeaderNavItem, selected: boolean): boolean {
  const notification = item.notification;
  return (
    item.isChangelog &&
    !selected &&
    notification?.baseUrl !== undefined &&
    notification.baseUrl !== '' &&
    notification.apiGroups.length > 0
  );
}

/**
 * The support portal the My Requests control opens, when it replaces the Support button (spec
 * §2.3, §6): the feature is on, the user is signed in with an avatar, and a portal is configured.
 */
export function myRequestsPortal(
  featureOn: boolean,
  account: Account | undefined,
  portal: string | undefined,
): string | undefined {
  return featureOn && isSignedIn(account) && account.avatarUrl !== undefined ? portal : undefined;
}
