/**
 * UI strings of the mobile navigation drawer. Link titles come from the global links; these are
 * the drawer's own labels and the section names it adds around them.
 */
export const mobileNavMessages = {
  'mobileNav.title': 'Menu',
  'mobileNav.navLabel': 'Site menu',
  'mobileNav.back': 'Back',
  'mobileNav.backToMenu': 'Back to menu',
  'mobileNav.close': 'Close menu',
  'mobileNav.signIn': 'Sign in',
  'mobileNav.cloud': 'Cloud',
  'mobileNav.dataCenter': 'Data Center',
  'mobileNav.appPlatform': 'App platform',
  'mobileNav.seeAllCloud': 'See all cloud documentation',
  'mobileNav.seeAllDataCenter': 'See all Data Center documentation',
  'mobileNav.support': 'Support',
  'mobileNav.yourProfile': 'Your profile',
  'mobileNav.developerConsole': 'Developer Console',
  'mobileNav.logout': 'Logout',
  'mobileNav.changelogNew': 'new entries',
} as const;

/** Id of a mobile-nav message. */
export type MobileNavMessageId = keyof typeof mobileNavMessages;
