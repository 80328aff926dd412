import { useT } from '../i18n/i18n-context.tsx';
import { SearchIcon } from '../icons/svg-icons.tsx';
import { tracked } from '../drawers/track.ts';
import { siteHeaderMessages } from './messages.ts';
import { SEARCH_PATH } from './header-links.ts';
import styles from './site-header.module.css';

/**
 * The header's search entry point (spec §2.3).
 *
 * SEAM for the search issue: today it is a plain link to /search/. The search modal replaces this
 * component's body (e.g. a button that opens the modal, lazily loaded), keeping the link as the
 * no-JavaScript fallback and the `data-testid="search-link"` hook. Nothing else in the header
 * needs to change.
 */
export function SearchEntry() {
  const t = useT(siteHeaderMessages);
  return (
    <a
      href={SEARCH_PATH}
      className={styles.search}
      // Its label may be visually hidden (an icon only): the tooltip names it for pointer users.
      title={t('siteHeader.search')}
      data-testid="search-link"
      {...tracked('button', 'globalSearch', t('siteHeader.search'))}
    >
      <SearchIcon />
      <span className={styles.searchLabel}>{t('siteHeader.search')}</span>
    </a>
  );
}
