import { SearchError } from '../../core/search/index.ts';
import { payloadFor } from '../../ui/i18n/catalogues.ts';
import { searchPageMessages } from '../../ui/views/search-page/messages.ts';
import { productOptions } from '../../ui/views/search-page/product-options.ts';
import { parseSearchPageParams, searchPageFilters } from '../../ui/views/search-page/search-page-params.ts';
import type { SearchPageOutcome } from '../../ui/views/search-page/search-page-types.ts';
import type { PageRequest } from './chrome-route-data.ts';
import { andFilters, versionSearchFilter } from '../../core/content/versions/version-search-scope.ts';
import {
  contentLanguageOfLocale,
  defaultContentLanguage,
  languageName,
} from '../../core/content/i18n/content-locale.ts';
import { languageTag } from '../../core/i18n/locale.ts';

/**
 * The data of the /search/ page (spec §2.1): results rendered on the server through the search
 * service, which applies the visitor's rules itself; the answer's status (400 for a refused query,
 * 503 when search fails); and what the result click tracker needs, as the modal records clicks.
 */
export async function searchRouteData({ locals, request, url }: PageRequest) {
  const { services } = locals;
  const manifest = await services.manifest();
  const parsed = parseSearchPageParams(url.searchParams);
  // The reader's content language scopes the results until they choose all (decision 0042).
  const { site } = manifest;
  const siteLanguages =
    site.contentLocales.length === 0
      ? []
      : [defaultContentLanguage(site.defaultLocale), ...site.contentLocales];
  const chosen = siteLanguages.find((lang) => lang.toLowerCase() === parsed.lang?.toLowerCase());
  const params = {
    ...parsed,
    lang:
      siteLanguages.length === 0
        ? undefined
        : parsed.lang === 'all'
          ? 'all'
          : (chosen ?? contentLanguageOfLocale(locals.locale, site)),
  };
  const caller = { principal: locals.principal, cookieHeader: request.headers.get('cookie') };
  const query = {
    query: params.q,
    // The latest docs of every package (decision 0043).
    filters: andFilters(searchPageFilters(params), versionSearchFilter(manifest, undefined)),
    page: params.p - 1,
    clickAnalytics: true,
  };
  const outcome: SearchPageOutcome =
    params.q === ''
      ? { kind: 'plain' }
      : await services
          .search()
          .then(async (service) => {
            const response = await service.search(caller, query);
            // A page past the last (an old link, a hand-edited p) shows the last page instead of
            // "No results" for a query that has some (spec §9).
            if (response.hits.length > 0 || response.nbPages === 0 || params.p <= response.nbPages)
              return response;
            params.p = response.nbPages;
            return service.search(caller, { ...query, page: response.nbPages - 1 });
          })
          .then(
            (response) => ({ kind: 'results' as const, ...response }),
            (error: unknown) => {
              if (error instanceof SearchError) return { kind: 'invalid' as const, reason: error.message };
              services.log.error('search page: search failed', { error: String(error) });
              return { kind: 'error' as const };
            },
          );
  // Clicks on results are recorded like the modal's (spec §7), once the page is idle.
  const clicks =
    outcome.kind === 'results' && outcome.queryID !== undefined && outcome.hits.length > 0
      ? await services
          .search()
          .then((service) => service.clientConfig(caller))
          .then(
            ({ appId, indexName, apiSearchKey, insightsHost, userToken }) => ({
              appId,
              indexName,
              apiSearchKey,
              insightsHost,
              userToken,
            }),
            () => undefined,
          )
      : undefined;
  return {
    manifest,
    params,
    outcome,
    clicks,
    products: productOptions(manifest.packages),
    languages: siteLanguages.map((lang) => ({
      value: lang,
      label: languageName(lang, languageTag(locals.locale)),
    })),
    status: outcome.kind === 'invalid' ? 400 : outcome.kind === 'error' ? 503 : 200,
    i18n: payloadFor(locals.locale, searchPageMessages),
  };
}
