import { I18nProvider, useT, type I18nPayload } from '../../i18n/i18n-context.tsx';
import { contentLanguageMessages } from './messages.ts';
import styles from './fallback-notice.module.css';

/** Props of {@link FallbackNotice}: both language names in the chrome's language. */
export interface FallbackNoticeProps {
  language: string;
  defaultLanguage: string;
  /** Messages: `payloadFor(locale, contentLanguageMessages)`. */
  i18n: I18nPayload;
}

/**
 * STATIC (server HTML, no JS): the notice above a page shown in the default language because it
 * has no translation in the content language of its URL (decision 0042). In the chrome's
 * language, so the reader can read why the article is not in theirs.
 */
export function FallbackNotice({ i18n, ...names }: FallbackNoticeProps) {
  return (
    <I18nProvider value={i18n}>
      <Notice {...names} />
    </I18nProvider>
  );
}

function Notice({ language, defaultLanguage }: Omit<FallbackNoticeProps, 'i18n'>) {
  const t = useT(contentLanguageMessages);
  return (
    <p className={styles.notice} role="note" data-testid="content-fallback-notice">
      {t('contentLanguage.fallbackNotice', { language, defaultLanguage })}
    </p>
  );
}
