import { useT } from '../../i18n/i18n-context.tsx';
import { searchMessages } from './messages.ts';
import type { SearchErrorKind } from './search-state.ts';
import styles from './search-modal.module.css';

const MESSAGE = {
  token: 'search.tokenError',
  fetch: 'search.fetchError',
  search: 'search.popupSearchError',
} as const;

/**
 * The error screen (spec §8): the exact text of the failure, the portal's own title and help,
 * and a retry for search failures (a token failure needs a reload, as its text says).
 */
export function ErrorScreen({ kind, onRetry }: { kind: SearchErrorKind; onRetry: () => void }) {
  const t = useT(searchMessages);
  return (
    <div className={styles.error} data-testid="search-error" data-kind={kind}>
      <p className={styles.emptyTitle}>{t('search.errorTitle')}</p>
      <p data-testid="search-error-message">{t(MESSAGE[kind])}</p>
      <p>{t('search.errorHelp')}</p>
      {kind !== 'token' && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('search.retry')}
        </button>
      )}
    </div>
  );
}
