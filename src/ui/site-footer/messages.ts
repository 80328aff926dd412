import { messageAccessor } from '../i18n/format-message.ts';

/** UI strings of the (minimal, static) footer. Its links come from global links. */
export const siteFooterMessages = {
  'siteFooter.navLabel': 'Footer',
  'siteFooter.copyright': '© {year} {vendorName}',
} as const;

/** Reads a footer message. */
export const siteFooterMessage = messageAccessor(siteFooterMessages);
