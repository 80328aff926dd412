/** The universal changelog: every package's entries, with filters (spec §2.1, §3). */
export const UNIVERSAL_CHANGELOG_PATH = '/changelog/';
/** The RSS 2.0 feed of the universal changelog; it takes the page's filter query. */
export const CHANGELOG_RSS_PATH = '/changelog/feed.xml';
/** The Atom feed of the universal changelog; it takes the page's filter query. */
export const CHANGELOG_ATOM_PATH = '/changelog/atom.xml';

/**
 * The route of a package's changelog page: `changelog/` under its publish path (decision 0031).
 * For a package at the site root that is the universal changelog's route, which the content
 * rules refuse.
 */
export function packageChangelogRoute(publishPath: string): string {
  return `${publishPath}changelog/`;
}
