import type { Locale } from '../../../core/i18n/locale.ts';

/**
 * Each locale's name in its own language (an autonym), as the locale control lists it. These are
 * deliberately not catalogue messages: a reader who cannot read the current language must still
 * find their own, so the names are the same in every locale (and never pseudo-localised).
 */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  en_GB: 'English (UK)',
  fr: 'Français',
  en_ZZ: 'Pseudo-locale (en_ZZ)',
};
