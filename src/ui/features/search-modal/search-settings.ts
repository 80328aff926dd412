import type { SearchClientConfig } from '../../../schemas/search-client.ts';
import type { I18nPayload } from '../../../core/i18n/payload.ts';

/** Props of the header's search entry: everything the lazily loaded modal needs. */
export interface SearchEntryProps {
  /** The modal's strings (and the AI panel's when AI is on). */
  i18n: I18nPayload;
  /**
   * The search client configuration for this visitor (spec §3), from the search service. The
   * same frontend talks to the portal's API (embedded) or to Algolia: only this differs.
   */
  settings: SearchClientConfig;
  /** The signed-in account id; absent for anonymous visitors (the key refresh is for signed-in users). */
  accountId?: string | undefined;
  /** The page flag ENABLE_AI: the AI question mode and its placeholder (spec §2.9). */
  ai?: { brandName: string } | undefined;
  /**
   * The filter every query of this page adds: the docs version being read (decision 0043).
   * Absent when the site has no older docs versions.
   */
  filters?: string | undefined;
  /**
   * On a site with content locales (decision 0042): the reader's content language (the page's,
   * else the UI locale's) and its name in the chrome's language. Results are in it (and the
   * default language's pages not translated into it) until the reader widens to all languages.
   */
  contentLanguage?: { lang: string; name: string } | undefined;
  /**
   * On a docs page: the filter of the pages related to it (its package or product) and its own
   * path, so the empty search box suggests those first, then popular pages (decision 0052).
   */
  related?: { filters: string; path: string } | undefined;
}

/**
 * What the header island carries for the search entry: everything but the modal's messages,
 * which load with the modal's code (GET /api/island-data/search).
 */
export type SearchEntryConfig = Omit<SearchEntryProps, 'i18n'>;

/** The data of the `search` island part: the modal's (and the AI panel's) messages. */
export interface SearchPartData {
  i18n: I18nPayload;
}
