import { useId, type ChangeEvent } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { ALL_LOCALES, isLocale, languageTag, type Locale } from '../../../core/i18n/locale.ts';
import { LOCALE_NAMES } from './locale-names.ts';
import styles from './locale-control.module.css';
import { localeControlMessages } from './messages.ts';
import { saveLocale } from './save-locale.ts';

/** Props of {@link LocaleControl}. */
export interface LocaleControlProps {
  /** The locales to offer (the site's `locales`); listed in the order of `ALL_LOCALES`. */
  locales: readonly Locale[];
  /** The locale the page is rendered in. */
  current: Locale;
  /** Id of the select; defaults to a generated one. Set it when two controls share a page. */
  id?: string;
}

/**
 * The reader's language choice: a labelled select listing each locale by its own name.
 * Choosing one saves it in the `portico_locale` cookie and reloads, so the server renders the page
 * in that locale. Not an island by itself: the footer and the mobile navigation drawer mount it
 * inside their own islands, within their `I18nProvider` (payload must include
 * `localeControlMessages`).
 */
export function LocaleControl({ locales, current, id }: LocaleControlProps) {
  const t = useT(localeControlMessages);
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const offered = ALL_LOCALES.filter((locale) => locales.includes(locale));
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = event.currentTarget.value;
    if (chosen !== current && isLocale(chosen, locales)) saveLocale(chosen);
  };
  return (
    <div className={styles.control} data-testid="locale-control">
      <label htmlFor={selectId} className={styles.label}>
        {t('localeControl.label')}
      </label>
      <select id={selectId} className={styles.select} value={current} onChange={onChange}>
        {offered.map((locale) => (
          <option key={locale} value={locale} lang={languageTag(locale)}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
