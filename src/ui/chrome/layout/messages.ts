/** UI strings of the layout helpers (skip link, external-link hint), shipped with most islands. */
export const layoutMessages = {
  'layout.skipToContent': 'Skip to main content',
  'layout.opensInNewTab': '(opens in a new tab)',
} as const;
