import { useT } from '../../i18n/i18n-context.tsx';
import { searchPageMessages } from './messages.ts';
import { pageWindow, searchPageHref, type SearchPageParams } from './search-page-params.ts';
import styles from './search-page.module.css';

/** Pagination as plain links (at most 50 pages, spec §9), each a shareable URL. */
export function Pagination({ params, nbPages }: { params: SearchPageParams; nbPages: number }) {
  const t = useT(searchPageMessages);
  const pages = pageWindow(params.p, nbPages);
  if (pages.length === 0) return null;
  const last = pages[pages.length - 1]!;
  const href = (p: number) => searchPageHref({ ...params, p });
  return (
    <nav
      aria-label={t('searchPage.pagination')}
      className={styles.pagination}
      data-testid="search-page-pagination"
    >
      {params.p > 1 && (
        <a href={href(params.p - 1)} rel="prev">
          {t('searchPage.previous')}
        </a>
      )}
      {pages.map((p) =>
        p === params.p ? (
          <a key={p} href={href(p)} aria-current="page" aria-label={t('searchPage.page', { page: p })}>
            {p}
          </a>
        ) : (
          <a key={p} href={href(p)} aria-label={t('searchPage.page', { page: p })}>
            {p}
          </a>
        ),
      )}
      {params.p < Math.min(nbPages, last + 1) && (
        <a href={href(params.p + 1)} rel="next">
          {t('searchPage.next')}
        </a>
      )}
    </nav>
  );
}
