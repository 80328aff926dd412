/** UI strings of the documentation side navigation. Its entries come from the package navigation. */
export const sideNavMessages = {
  'sideNav.label': 'Documentation navigation',
  'sideNav.changelogNew': 'new entries',
  'sideNav.restDeprecated': 'Deprecated',
  'sideNav.restExperimental': 'Experimental',
  'sideNav.restPreview': 'Preview',
  'sideNav.restVersions': 'API version',
} as const;
