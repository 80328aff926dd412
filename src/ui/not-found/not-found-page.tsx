import type { TitledLink } from '../../schemas/common.ts';
import { notFoundMessage } from './messages.ts';
import styles from './not-found-page.module.css';
import { MAX_SUGGESTIONS, notFoundSearchHref, searchQueryFromPath } from './search-query.ts';

/** Props of {@link NotFoundPage}. */
export interface NotFoundPageProps {
  /** The requested path (shown to the reader and used for the search words). */
  path: string;
  /** 'Did you mean' pages the server found for the path; at most 5 are shown. */
  suggestions?: readonly TitledLink[];
}

/**
 * The 404 page body. Static (not an island); the shell wraps it in `MainLandmark` and answers 404.
 * Shows the requested path, a search link with the path's last segment as words, up to five
 * suggestions, and links to the cloud and server landings and home.
 */
export function NotFoundPage({ path, suggestions = [] }: NotFoundPageProps) {
  const query = searchQueryFromPath(path);
  const shown = suggestions.slice(0, MAX_SUGGESTIONS);
  return (
    <div className={styles.notFound} data-testid="not-found">
      <h1 className={styles.heading}>{notFoundMessage('notFound.heading')}</h1>
      <p className={styles.path}>{notFoundMessage('notFound.requestedPath', { path })}</p>
      <p>
        <a href={notFoundSearchHref(path)} className={styles.search} data-testid="not-found-search">
          {query === ''
            ? notFoundMessage('notFound.searchAll')
            : notFoundMessage('notFound.search', { query })}
        </a>
      </p>
      {shown.length > 0 && (
        <section aria-labelledby="not-found-suggestions">
          <h2 id="not-found-suggestions" className={styles.subheading}>
            {notFoundMessage('notFound.suggestionsHeading')}
          </h2>
          <ul className={styles.list} data-testid="not-found-suggestions">
            {shown.map((suggestion) => (
              <li key={suggestion.href}>
                <a href={suggestion.href}>{suggestion.title}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="not-found-elsewhere">
        <h2 id="not-found-elsewhere" className={styles.subheading}>
          {notFoundMessage('notFound.elsewhereHeading')}
        </h2>
        <ul className={styles.list}>
          <li>
            <a href="/cloud/">{notFoundMessage('notFound.cloudDocs')}</a>
          </li>
          <li>
            <a href="/server/">{notFoundMessage('notFound.serverDocs')}</a>
          </li>
          <li>
            <a href="/">{notFoundMessage('notFound.home')}</a>
          </li>
        </ul>
      </section>
    </div>
  );
}
