/** UI strings of ContentLink: the hidden hint after an external link, shipped with most islands. */
export const contentLinkMessages = {
  'layout.opensInNewTab': '(opens in a new tab)',
} as const;
