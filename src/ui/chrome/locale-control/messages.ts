/** UI strings of the locale control. The locales' own names are data: see `locale-names.ts`. */
export const localeControlMessages = {
  'localeControl.label': 'Language',
  /** Groups of the control on a translated page (decision 0042). */
  'localeControl.pageLanguages': 'Languages of this page',
  'localeControl.siteLanguages': 'Site languages',
} as const;
