import { messageAccessor } from '../i18n/format-message.ts';

/** UI strings of the cloud and server landing pages. Content labels come from the landing file. */
export const landingMessages = {
  'landing.subLinksLabel': 'More about {title}',
  'landing.otherLinksLabel': 'Related documentation',
} as const;

/** Reads a landing message. */
export const landingMessage = messageAccessor(landingMessages);
