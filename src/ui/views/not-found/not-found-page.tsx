import type { LandingRoutes } from '../../../core/routes/landing-routes.ts';
import type { TitledLink } from '../../../schemas/common.ts';
import { I18nProvider, useT } from '../../i18n/i18n-context.tsx';
import type { I18nPayload } from '../../../core/i18n/payload.ts';
import { notFoundMessages } from './messages.ts';
import styles from './not-found-page.module.css';
import { MAX_SUGGESTIONS, notFoundSearchHref, searchQueryFromPath } from './search-query.ts';

/** Props of {@link NotFoundPage}. */
export interface NotFoundPageProps {
  /** The requested path (shown to the reader and used for the search words). */
  path: string;
  /** 'Did you mean' pages the server found for the path; at most 5 are shown. */
  suggestions?: readonly TitledLink[];
  /** The landings the site has (`landingRoutes(manifest.landings)`): only those are linked. */
  landings: LandingRoutes;
  /** Locale and messages: `payloadFor(locale, notFoundMessages)`. */
  i18n: I18nPayload;
}

/**
 * The 404 page body. Static (not an island); the shell wraps it in `MainLandmark` and answers 404.
 * Shows the requested path, a search link with the path's last segment as words, up to five
 * suggestions, and links to the cloud and server landings the site has and home.
 */
export function NotFoundPage({ i18n, ...props }: NotFoundPageProps) {
  return (
    <I18nProvider value={i18n}>
      <NotFoundBody {...props} />
    </I18nProvider>
  );
}

function NotFoundBody({ path, suggestions = [], landings }: Omit<NotFoundPageProps, 'i18n'>) {
  const t = useT(notFoundMessages);
  const query = searchQueryFromPath(path);
  const shown = suggestions.slice(0, MAX_SUGGESTIONS);
  return (
    <div className={styles.notFound} data-testid="not-found">
      <h1 className={styles.heading}>{t('notFound.heading')}</h1>
      <p className={styles.path}>{t('notFound.requestedPath', { path })}</p>
      <p>
        <a href={notFoundSearchHref(path)} className={styles.search} data-testid="not-found-search">
          {query === '' ? t('notFound.searchAll') : t('notFound.search', { query })}
        </a>
      </p>
      {shown.length > 0 && (
        <section aria-labelledby="not-found-suggestions">
          <h2 id="not-found-suggestions" className={styles.subheading}>
            {t('notFound.suggestionsHeading')}
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
          {t('notFound.elsewhereHeading')}
        </h2>
        <ul className={styles.list}>
          {landings.cloud !== undefined && (
            <li>
              <a href={landings.cloud}>{t('notFound.cloudDocs')}</a>
            </li>
          )}
          {landings.server !== undefined && (
            <li>
              <a href={landings.server}>{t('notFound.serverDocs')}</a>
            </li>
          )}
          <li>
            <a href="/">{t('notFound.home')}</a>
          </li>
        </ul>
      </section>
    </div>
  );
}
