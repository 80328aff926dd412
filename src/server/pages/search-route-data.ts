import { SearchError } from '../../core/search/index.ts';
import { payloadFor } from '../../ui/i18n/catalogues.ts';
import { searchPageMessages } from '../../ui/views/search-page/messages.ts';
import { productOptions } from '../../ui/views/search-page/product-options.ts';
import {
  parseSearchPageParams,
  searchPageFilters,
  type SearchPageParams,
} from '../../ui/views/search-page/search-page-params.ts';
import { SEARCH_LIMITS } from '../../schemas/search.ts';
import type { SearchPageOutcome } from '../../ui/views/search-page/search-page-types.ts';
import {
  CHOICE_FACETS,
  filterChoices,
  type FilterChoices,
} from '../../ui/views/search-page/filter-choices.ts';
import type { SearchCaller, SearchService } from '../search/search-service.ts';
import type { PageRequest } from './chrome-route-data.ts';
import { offerPublicCaching } from '../page-cache/public-page.ts';
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
  // The filters offer what this reader's search holds in the pages in scope, whatever else is chosen.
  const scope = andFilters(
    searchPageFilters({
      ...params,
      platform: undefined,
      product: undefined,
      type: undefined,
      access: undefined,
    }),
    versionSearchFilter(manifest, undefined),
  );
  // Caught at once: it settles while the results are awaited.
  const choices = services
    .search()
    .then((service) => readerChoices(service, caller, scope, params))
    .catch((error: unknown) => {
      services.log.warn('search page: filter choices failed', { error: String(error) });
      return undefined;
    });
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
  const offered = await choices;
  // The results an anonymous reader gets are everyone's (only public records, the anonymous user
  // token): the page is held and may be kept by shared caches like a docs page (decision 0068).
  // Not when part of it failed: a degraded page is not kept.
  const publicPage =
    outcome.kind !== 'error' && offered !== undefined && offerPublicCaching({ request, locals });
  // Clicks on results are recorded like the modal's (spec §7), once the page is idle. A public
  // page carries no search key: the tracker asks for the reader's own, as the modal does.
  const clicks =
    outcome.kind === 'results' && outcome.queryID !== undefined && outcome.hits.length > 0
      ? await services
          .search()
          .then((service) => service.clientConfig(caller))
          .then(
            ({ appId, indexName, apiSearchKey, insightsHost, userToken }) => ({
              appId,
              indexName,
              apiSearchKey: publicPage ? '' : apiSearchKey,
              insightsHost,
              userToken,
            }),
            () => undefined,
          )
      : undefined;
  const products = productOptions(manifest.packages);
  return {
    manifest,
    params,
    outcome,
    clicks,
    choices: offered ?? everyChoice(products, params),
    products:
      offered === undefined
        ? products
        : products.filter((product) => offered.products.includes(product.name)),
    languages: siteLanguages.map((lang) => ({
      value: lang,
      label: languageName(lang, languageTag(locals.locale)),
    })),
    status: outcome.kind === 'invalid' ? 400 : outcome.kind === 'error' ? 503 : 200,
    i18n: payloadFor(locals.locale, searchPageMessages),
  };
}

/** The filter values with results among what `caller` may see under `scope` (one facet query, no hits). */
async function readerChoices(
  service: SearchService,
  caller: SearchCaller,
  scope: string,
  params: SearchPageParams,
): Promise<FilterChoices> {
  const response = await service.search(caller, {
    query: '',
    filters: scope,
    facets: [...CHOICE_FACETS],
    maxValuesPerFacet: SEARCH_LIMITS.maxValuesPerFacet,
    hitsPerPage: 0,
  });
  return filterChoices(response.facets ?? {}, params);
}

/** Every value, when the search cannot say which have results: the page still works. */
function everyChoice(products: readonly { name: string }[], params: SearchPageParams): FilterChoices {
  return {
    platforms: ['cloud', 'server', 'platform'],
    types: ['guide', 'rest', 'changelog', 'blog'],
    products: [
      ...products.map((product) => product.name),
      ...(params.product === undefined ? [] : [params.product]),
    ],
    internal: true,
  };
}
