import { I18nProvider, useT } from '../../i18n/i18n-context.tsx';
import type { I18nPayload } from '../../../core/i18n/payload.ts';
import { storageNoticeMessages } from './storage-notice-messages.ts';
import styles from './storage-notice.module.css';

function StorageNoticeText() {
  const t = useT(storageNoticeMessages);
  return (
    <p className={styles.notice} role="status" data-testid="storage-notice">
      {t('layout.storageUnavailable')}
    </p>
  );
}

/**
 * Tells a reader with a session that the portal could not reach its database, so the page is
 * served signed out and saving is unavailable. Static (not an island): a status region, so
 * assistive technology announces it without moving focus.
 */
export function StorageNotice({ i18n }: { i18n: I18nPayload }) {
  return (
    <I18nProvider value={i18n}>
      <StorageNoticeText />
    </I18nProvider>
  );
}
