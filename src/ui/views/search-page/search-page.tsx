import { I18nProvider, useT, type I18nPayload } from '../../i18n/i18n-context.tsx';
import { groupHits, type ResultItem } from '../../features/search-modal/result-groups.ts';
import { Highlighted } from '../../features/search-modal/highlighted.tsx';
import { FilterForm } from './filter-form.tsx';
import { searchPageMessages } from './messages.ts';
import { Pagination } from './pagination.tsx';
import { OBJECT_ATTRIBUTE, POSITION_ATTRIBUTE, QUERY_ATTRIBUTE } from './result-clicks.ts';
import type { SearchPageParams } from './search-page-params.ts';
import type { ProductOption, SearchPageOutcome } from './search-page-types.ts';
import type { FilterChoices } from './filter-choices.ts';
import styles from './search-page.module.css';

/** Props of {@link SearchPage}: plain data from the page shell. */
export interface SearchPageProps {
  i18n: I18nPayload;
  params: SearchPageParams;
  outcome: SearchPageOutcome;
  /** The products the product filter offers: those with results for the reader. */
  products: readonly ProductOption[];
  /** The filter values that can return results for the reader. */
  choices: FilterChoices;
  /** The site's content languages (decision 0042), for the language filter. */
  languages?: readonly { value: string; label: string }[];
}

/**
 * The /search/ page (spec §2.1), rendered on the server only: the form, then the results of the
 * URL's query with pagination links. Plain (no results area) without a query and when nothing
 * matched. Nothing here needs JavaScript.
 */
export function SearchPage(props: SearchPageProps) {
  return (
    <I18nProvider value={props.i18n}>
      <Body {...props} />
    </I18nProvider>
  );
}

function Body({ params, outcome, products, choices, languages }: SearchPageProps) {
  const t = useT(searchPageMessages);
  const known = products.some((product) => product.name === params.product);
  const offered =
    params.product === undefined || known
      ? products
      : [...products, { name: params.product, title: params.product }];
  return (
    <div className={styles.page} data-testid="search-page" data-outcome={outcome.kind}>
      <h1 className={styles.title}>{t('searchPage.heading')}</h1>
      <FilterForm params={params} products={offered} choices={choices} languages={languages} />
      {outcome.kind === 'error' && (
        <div className={styles.notice} role="alert" data-testid="search-page-error">
          <p className={styles.noticeTitle}>{t('searchPage.fetchError')}</p>
          <p>{t('searchPage.searchError')}</p>
        </div>
      )}
      {outcome.kind === 'invalid' && (
        <p className={styles.notice} role="alert" data-testid="search-page-invalid">
          {t('searchPage.invalid', { reason: outcome.reason })}
        </p>
      )}
      {outcome.kind === 'results' && outcome.hits.length === 0 && (
        <div className={styles.notice} data-testid="search-page-no-result">
          <p className={styles.noticeTitle}>{t('searchPage.noResultTitle', { query: params.q })}</p>
          <p>{t('searchPage.noResultHelp')}</p>
        </div>
      )}
      {outcome.kind === 'results' && outcome.hits.length > 0 && (
        <section
          aria-label={t('searchPage.resultsLabel')}
          className={styles.results}
          data-testid="search-page-results"
        >
          <p className={styles.count} data-testid="search-page-count">
            {t('searchPage.resultCount', { count: outcome.nbHits, query: params.q })}
          </p>
          <ol className={styles.list} {...{ [QUERY_ATTRIBUTE]: outcome.queryID }}>
            {groupHits(outcome.hits).map((group) => (
              <li key={group.url} className={styles.result} data-testid="search-page-result">
                <span className={styles.product}>{group.productTitle}</span>
                <a
                  href={group.items[0]?.href ?? group.url}
                  className={styles.resultTitle}
                  {...insightsMarks(group.items[0])}
                >
                  <Highlighted value={group.title} />
                </a>
                {group.items.map((item) => (
                  <div key={item.objectID} className={styles.section}>
                    {item.heading !== group.title && (
                      <a href={item.href} className={styles.heading} {...insightsMarks(item)}>
                        <Highlighted value={item.heading} />
                      </a>
                    )}
                    {item.snippet !== '' && (
                      <p className={styles.snippet}>
                        <Highlighted value={item.snippet} />
                      </p>
                    )}
                  </div>
                ))}
              </li>
            ))}
          </ol>
          <Pagination params={params} nbPages={outcome.nbPages} />
        </section>
      )}
    </div>
  );
}

/** The click-analytics marks of a result link (read by ResultClickTracker). */
function insightsMarks(item: ResultItem | undefined): Record<string, string> {
  if (item === undefined) return {};
  return { [OBJECT_ATTRIBUTE]: item.objectID, [POSITION_ATTRIBUTE]: String(item.position) };
}
