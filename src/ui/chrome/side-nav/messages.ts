/** UI strings of the documentation side navigation. Its entries come from the package navigation. */
export const sideNavMessages = {
  'sideNav.label': 'Documentation navigation',
  'sideNav.changelogNew': 'new entries',
} as const;
