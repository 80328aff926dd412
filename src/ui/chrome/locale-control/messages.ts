/** UI strings of the locale control. The locales' own names are data: see `locale-names.ts`. */
export const localeControlMessages = {
  'localeControl.label': 'Language',
} as const;
