import { useId, type ChangeEvent } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { ALL_LOCALES, isLocale, languageTag, type Locale } from '../../../core/i18n/locale.ts';
import { LOCALE_NAMES } from './locale-names.ts';
import styles from './locale-control.module.css';
import { localeControlMessages } from './messages.ts';
import { saveLocale } from './save-locale.ts';
import { openPageLanguage, PAGE_LANGUAGE_PREFIX, type PageLanguageOption } from './page-languages.ts';

/** Props of {@link LocaleControl}. */
export interface LocaleControlProps {
  /** The locales to offer (the site's `locales`); listed in the order of `ALL_LOCALES`. */
  locales: readonly Locale[];
  /** The locale the page is rendered in. */
  current: Locale;
  /** Id of the select; defaults to a generated one. Set it when two controls share a page. */
  id?: string;
  /**
   * A translated page's content languages and the URL's one (decision 0042): offered first, each
   * leading to the page in that language.
   */
  pageLanguages?: { languages: readonly PageLanguageOption[]; current: string | undefined } | undefined;
}

/**
 * The reader's language choice: a labelled select listing each locale by its own name. On a
 * translated page, the page's content languages come first and lead to the page in that language.
 * Choosing one saves it in the `portico_locale` cookie and reloads, so the server renders the page
 * in that locale. Not an island by itself: the footer and the mobile navigation drawer mount it
 * inside their own islands, within their `I18nProvider` (payload must include
 * `localeControlMessages`).
 */
export function LocaleControl({ locales, current, id, pageLanguages }: LocaleControlProps) {
  const t = useT(localeControlMessages);
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const offered = ALL_LOCALES.filter((locale) => locales.includes(locale));
  const pageOptions = pageLanguages?.languages ?? [];
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = event.currentTarget.value;
    const page = pageOptions.find((option) => `${PAGE_LANGUAGE_PREFIX}${option.lang}` === chosen);
    if (page !== undefined) {
      if (page.lang !== pageLanguages?.current) openPageLanguage(page);
      return;
    }
    if (chosen !== current && isLocale(chosen, locales)) saveLocale(chosen);
  };
  const siteOptions = offered.map((locale) => (
    <option key={locale} value={locale} lang={languageTag(locale)}>
      {LOCALE_NAMES[locale]}
    </option>
  ));
  const value =
    pageOptions.length > 0 && pageLanguages?.current !== undefined
      ? `${PAGE_LANGUAGE_PREFIX}${pageLanguages.current}`
      : current;
  return (
    <div className={styles.control} data-testid="locale-control">
      <label htmlFor={selectId} className={styles.label}>
        {t('localeControl.label')}
      </label>
      <select id={selectId} className={styles.select} value={value} onChange={onChange}>
        {pageOptions.length === 0 ? (
          siteOptions
        ) : (
          <>
            <optgroup label={t('localeControl.pageLanguages')}>
              {pageOptions.map((option) => (
                <option key={option.lang} value={`${PAGE_LANGUAGE_PREFIX}${option.lang}`} lang={option.lang}>
                  {option.name}
                </option>
              ))}
            </optgroup>
            <optgroup label={t('localeControl.siteLanguages')}>{siteOptions}</optgroup>
          </>
        )}
      </select>
    </div>
  );
}
