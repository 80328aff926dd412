import { newestByApiGroup } from '../../core/changelog/indicator.ts';
import type { Principal } from '../../core/policy/principal.ts';
import { isSignedIn } from '../../core/sessions/signed-in.ts';
import type { Account } from '../../schemas/account.ts';
import type { ChangelogEntry } from '../../schemas/changelog.ts';
import { readableEntries } from './readable-entries.ts';

/** The endpoint of a signed-in reader's changelog visits (changelog-visits-handler.ts). */
export const CHANGELOG_VISITS_PATH = '/api/changelog/visits';

/** What the layout's head tells the changelog indicator script (see INDICATOR_META). */
export interface IndicatorHead {
  /** JSON: API group → newest entry date the principal may read. */
  newest: string;
  /** The visits endpoint for a signed-in reader; undefined when anonymous. */
  sync: string | undefined;
}

/**
 * The head data of the changelog indicator. It depends only on what the reader may read and
 * whether they are signed in, so every anonymous reader gets the same page; the last visit is
 * decided in the browser.
 */
export function indicatorHead(
  entries: readonly ChangelogEntry[],
  principal: Principal,
  account: Account | undefined,
): IndicatorHead {
  return {
    newest: JSON.stringify(newestByApiGroup(readableEntries(entries, principal))),
    sync: isSignedIn(account) ? CHANGELOG_VISITS_PATH : undefined,
  };
}

/**
 * The API groups a package changelog page lists (its entries' groups): opening the page is a
 * visit of those groups. Empty for every other page.
 */
export function packagePageVisit(kind: string, route: string, entries: readonly ChangelogEntry[]): string[] {
  if (kind !== 'changelog') return [];
  const groups = new Set<string>();
  for (const entry of entries) {
    if (entry.url.split('#')[0] === route) for (const group of entry.apiGroups) groups.add(group);
  }
  return [...groups].sort();
}
