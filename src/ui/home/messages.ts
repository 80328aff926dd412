import { messageAccessor } from '../i18n/format-message.ts';

/** UI strings of the home page. Its texts and links come from the home content file. */
export const homeMessages = {
  'home.actionsLabel': 'Get started',
  'home.cardsLabel': 'Documentation',
} as const;

/** Reads a home-page message. */
export const homeMessage = messageAccessor(homeMessages);
