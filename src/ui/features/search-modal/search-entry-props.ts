import type { Account } from '../../../schemas/account.ts';
import type { SearchClientConfig } from '../../../schemas/search-client.ts';
import type { Locale } from '../../../schemas/site.ts';
import { payloadFor } from '../../i18n/catalogues.ts';
import { searchMessages } from './messages.ts';
import { isSignedIn } from '../../../core/sessions/signed-in.ts';
import type { SearchEntryConfig, SearchEntryProps, SearchPartData } from './search-settings.ts';
import type { PackageSummary } from '../../../schemas/built.ts';
import { filterValue } from '../../../core/search/filter-builder.ts';

/** What a page shell knows that the search entry needs. */
export interface SearchEntryInput {
  locale: Locale;
  /** The search client configuration for this visitor (from the search service). */
  settings: SearchClientConfig;
  /** The request's account; undefined when nobody is signed in. */
  account: Account | undefined;
  /** ENABLE_AI: the AI brand name when on; undefined when off. */
  aiBrandName?: string | undefined;
  /** The page's search scope: the docs version being read (decision 0043). */
  filters?: string | undefined;
  /** The reader's content language and its name, on a site with content locales (decision 0042). */
  contentLanguage?: { lang: string; name: string } | undefined;
  /** The page's related-pages scope, from {@link relatedSearchScope}. */
  related?: SearchEntryProps['related'];
}

/**
 * The search entry's configuration for one request. It rides in the header island's props; the
 * modal's code and its messages ({@link searchPartData}) load only when search opens.
 */
export function searchEntryProps(input: SearchEntryInput): SearchEntryConfig {
  const ai = input.aiBrandName === undefined ? undefined : { brandName: input.aiBrandName };
  return {
    settings: input.settings,
    accountId: isSignedIn(input.account) ? input.account.id : undefined,
    ai,
    ...(input.filters !== undefined && { filters: input.filters }),
    ...(input.contentLanguage === undefined ? {} : { contentLanguage: input.contentLanguage }),
    ...(input.related === undefined ? {} : { related: input.related }),
  };
}

/**
 * The pages related to the docs page at `path` (decision 0052): those of its package or of its
 * product. Undefined off docs pages (no package being read).
 */
export function relatedSearchScope(
  packages: readonly Pick<PackageSummary, 'name' | 'productName'>[],
  entry: { packageName: string } | undefined,
  path: string,
): SearchEntryProps['related'] {
  if (entry === undefined) return undefined;
  const productName = packages.find((pkg) => pkg.name === entry.packageName)?.productName;
  const pkg = `package:${filterValue(entry.packageName)}`;
  const filters = productName === undefined ? pkg : `(${pkg} OR productName:${filterValue(productName)})`;
  return { filters, path };
}

/**
 * The search modal's messages in a locale (GET /api/island-data/search, server side: it reads
 * every catalogue), with the AI panel's, which the modal shows only when the entry says AI is on.
 */
export function searchPartData(
  locale: Locale,
  aiCatalogues: readonly Readonly<Record<string, string>>[],
): SearchPartData {
  return { i18n: payloadFor(locale, searchMessages, ...aiCatalogues) };
}
