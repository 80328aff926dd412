/** UI strings of the footer. Its links come from the content set's global links. */
export const siteFooterMessages = {
  'siteFooter.navLabel': 'Footer',
  'siteFooter.copyright': '© {year} {vendorName}',
  'siteFooter.settingsLabel': 'Site settings',
} as const;
