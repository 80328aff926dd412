import { messageAccessor } from '../i18n/format-message.ts';

/** UI strings of the on-this-page list. */
export const onThisPageMessages = {
  'onThisPage.title': 'On this page',
} as const;

/** Reads an on-this-page message. */
export const onThisPageMessage = messageAccessor(onThisPageMessages);
