import { messageAccessor } from '../i18n/format-message.ts';

/** UI strings of the documentation page layout. */
export const docsPageMessages = {
  'docsPage.sampleContentNotice':
    'This is sample content that demonstrates the portal. It is not real product documentation.',
  'docsPage.editThisPage': 'Edit this page',
} as const;

/** Reads a documentation-page message. */
export const docsPageMessage = messageAccessor(docsPageMessages);
