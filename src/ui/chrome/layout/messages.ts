import { contentLinkMessages } from '../../kit/content-link/messages.ts';

/**
 * UI strings of the page layout: the skip link, and the external-link hint of the content links
 * that most islands render (kit/content-link), so those ship with this catalogue.
 */
export const layoutMessages = {
  'layout.skipToContent': 'Skip to main content',
  ...contentLinkMessages,
} as const;
