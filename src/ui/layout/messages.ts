/** UI strings of the layout helpers (skip link, external-link hint, storage notice). */
export const layoutMessages = {
  'layout.skipToContent': 'Skip to main content',
  'layout.opensInNewTab': '(opens in a new tab)',
  'layout.storageUnavailable': 'Some features are unavailable right now: you are browsing signed out.',
} as const;
