import { messageAccessor } from '../i18n/format-message.ts';

/** UI strings of the (minimal, static) global header. Navigation labels come from global links. */
export const siteHeaderMessages = {
  'siteHeader.homeLabel': '{portalName} home',
  'siteHeader.navLabel': 'Main',
  'siteHeader.search': 'Search',
  'siteHeader.signIn': 'Sign in',
  'siteHeader.support': 'Support',
} as const;

/** Reads a global-header message. */
export const siteHeaderMessage = messageAccessor(siteHeaderMessages);
