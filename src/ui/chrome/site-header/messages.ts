/**
 * UI strings of the global header (spec §2.3). Navigation labels and link targets come from the
 * content set's global links; these are the header's own labels.
 */
export const siteHeaderMessages = {
  'siteHeader.homeLabel': '{portalName} home',
  'siteHeader.navLabel': 'Main',
  'siteHeader.search': 'Search',
  'siteHeader.signIn': 'Sign in',
  'siteHeader.support': 'Support',
  'siteHeader.openMenu': 'Menu',
  'siteHeader.submenu': '{title} links',
  'siteHeader.more': 'More',
  'siteHeader.changelogNew': 'new entries',
  'siteHeader.profile': 'Profile and settings for {screenName}',
} as const;
