/**
 * The portal's own account routes the profile drawer links to (spec §2.1, §2.3). They are portal
 * routes like /account/login, not vendor links, so they live in code rather than content.
 */
export const PROFILE_ROUTES = {
  profile: '/account/profile',
  developerConsole: '/console/myapps/',
  logout: '/account/logout',
} as const;
