/** UI strings of translated content (decision 0042): the fallback notice. */
export const contentLanguageMessages = {
  'contentLanguage.fallbackNotice':
    'This page is not available in {language} yet. It is shown in {defaultLanguage}.',
} as const;
