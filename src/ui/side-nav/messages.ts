import { messageAccessor } from '../i18n/format-message.ts';

/** UI strings of the documentation side navigation. Its entries come from the package navigation. */
export const sideNavMessages = {
  'sideNav.label': 'Documentation navigation',
} as const;

/** Reads a side-navigation message. */
export const sideNavMessage = messageAccessor(sideNavMessages);
