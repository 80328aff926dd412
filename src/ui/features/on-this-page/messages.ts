/** UI strings of the on-this-page list. */
export const onThisPageMessages = {
  'onThisPage.title': 'On this page',
} as const;
