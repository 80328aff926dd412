import {
  FACET_ATTRIBUTES,
  SEARCH_LIMITS,
  SearchParamsSchema,
  type FacetHit,
  type FacetHitsResponse,
  type SearchHit,
  type SearchParams,
  type SearchParamsInput,
  type SearchResponse,
} from '../../schemas/search.ts';
import { countFacets, facetNames, searchFacetValues } from './facet-counts.ts';
import { FilterEvaluator, type RecordSet } from './filter-eval.ts';
import { andFilters, parseFilters, type FilterNode } from './filter-syntax.ts';
import { escapesHtml } from './highlight.ts';
import { buildHit, highlightAttributes, snippetAttributes, type HitOptions } from './hit-builder.ts';
import { parseFilterList } from './list-filters.ts';
import { createMatcher } from './query-matcher.ts';
import { createTermLookup, planQuery, type TermLookup } from './query-plan.ts';
import { rankRecords } from './rank.ts';
import { createRankState, type RankState } from './rank-state.ts';
import { SearchError } from './search-error.ts';
import type { SearchIndex } from './search-index.ts';

/** Options the caller (not the visitor) sets on a query. */
export interface SearchOptions {
  /** Filters that always apply, joined to the query's by AND: a secured key's, for example. */
  enforcedFilters?: FilterNode | undefined;
}

/** A search engine over one loaded index. */
export interface SearchEngine {
  readonly index: SearchIndex;
  /** Builds the query buffers and dictionary lookups now rather than on the first query. */
  prepare(): void;
  /**
   * Runs one query (Algolia's single-index query subset, spec §7). Throws SearchError for
   * parameters or filters it refuses; never anything else for any input.
   */
  search(params: SearchParamsInput, options?: SearchOptions): SearchResponse;
  /**
   * Algolia's searchForFacetValues: the values of `facet` among the records the query and
   * filters keep (`facetQuery`, `maxFacetHits` and the search parameters). Throws SearchError
   * like `search`, and for an attribute that is not a facet.
   */
  searchForFacetValues(facet: string, params: SearchParamsInput, options?: SearchOptions): FacetHitsResponse;
}

function parseParams(input: SearchParamsInput): SearchParams {
  const parsed = SearchParamsSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (issue?.code === 'unrecognized_keys')
    throw new SearchError(
      'invalid_params',
      `Unsupported search parameter${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}: the portal's search does not implement ${issue.keys.length > 1 ? 'them' : 'it'}`,
    );
  throw new SearchError(
    'invalid_params',
    `Invalid search parameter ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'not valid'}`,
  );
}

/** A 32-hex-digit query id, as Algolia's: one per search answered. */
export function newQueryId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function echoParams(params: SearchParams): string {
  const echo = new URLSearchParams({
    query: params.query,
    page: String(params.page),
    hitsPerPage: String(params.hitsPerPage),
  });
  if (params.filters !== '') echo.set('filters', params.filters);
  for (const name of ['facetFilters', 'numericFilters', 'tagFilters', 'facets'] as const) {
    const value = params[name];
    if (value !== undefined) echo.set(name, JSON.stringify(value));
  }
  if (params.clickAnalytics) echo.set('clickAnalytics', 'true');
  return echo.toString();
}

/**
 * Whether hits carry `content`: only when attributesToRetrieve names it (or '*' without
 * '-content'). Absent, it is left out, as an index setting `attributesToRetrieve: ['*',
 * '-content']` would: the text can be 20,000 characters and the snippet stands for it.
 */
function retrievesContent(names: readonly string[] | undefined): boolean {
  if (names === undefined) return false;
  return names.includes('content') || (names.includes('*') && !names.includes('-content'));
}

/** Every filter of a query (its own, its list filters, and the caller's enforced ones) under AND. */
function queryFilter(params: SearchParams, enforced: FilterNode | undefined): FilterNode | undefined {
  return [
    parseFilters(params.filters),
    parseFilterList('facetFilters', params.facetFilters),
    parseFilterList('numericFilters', params.numericFilters),
    parseFilterList('tagFilters', params.tagFilters),
  ].reduce(andFilters, enforced);
}

/** Creates the engine of an index; it keeps per-index buffers, so create it once per index. */
export function createSearchEngine(index: SearchIndex): SearchEngine {
  // Built on first use, so loading an index stays a matter of mapping its buffers.
  let state: RankState | undefined;
  let lookup: TermLookup | undefined;
  const filters = new FilterEvaluator(index);
  const prepare = () => {
    state ??= createRankState(index);
    lookup ??= createTermLookup(index);
    return { state, lookup };
  };
  /** Ranks a query; `onMatched` sees every matching record (facet counts). */
  const rank = (
    params: SearchParams,
    options: SearchOptions,
    want: number,
    onMatched?: (records: ArrayLike<number>) => void,
  ) => {
    const node = queryFilter(params, options.enforcedFilters);
    // The enforced (access) filter is part of the set before anything is counted: facet
    // counts and facet values never see a record the caller may not read.
    const filter: RecordSet | undefined =
      node === undefined ? undefined : filters.evaluate(node, JSON.stringify(node));
    const { state, lookup } = prepare();
    const plan = planQuery(index, lookup, params.query, params.typoTolerance);
    const distinct =
      params.distinct === true ? 1 : params.distinct === false ? 0 : Math.max(0, params.distinct);
    return { plan, ranked: rankRecords(state, plan, filter, want, distinct, onMatched) };
  };
  return {
    index,
    prepare,
    search(input, options = {}) {
      const started = performance.now();
      const params = parseParams(input);
      if (params.facetQuery !== undefined || params.maxFacetHits !== undefined)
        throw new SearchError('invalid_params', 'facetQuery and maxFacetHits belong to searchForFacetValues');
      const facetList = facetNames(params.facets);
      const { hitsPerPage, page } = params;
      const inRange = page < SEARCH_LIMITS.maxPages;
      let facets: Pick<SearchResponse, 'facets' | 'facets_stats'> = {};
      const { plan, ranked } = rank(params, options, inRange ? (page + 1) * hitsPerPage : 0, (matched) => {
        if (facetList.length > 0)
          facets = countFacets(
            filters.attributes,
            facetList,
            matched,
            params.maxValuesPerFacet,
            params.sortFacetValuesBy,
          );
      });
      const matcher = createMatcher(plan, index.terms);
      const hitOptions: HitOptions = {
        content: retrievesContent(params.attributesToRetrieve),
        highlight: highlightAttributes(params.attributesToHighlight),
        snippet: snippetAttributes(params.attributesToSnippet),
        pre: params.highlightPreTag,
        post: params.highlightPostTag,
        ellipsis: params.snippetEllipsisText,
        escape: escapesHtml(params.highlightPreTag),
        highlighted: new Map(),
      };
      const queryID = params.clickAnalytics ? newQueryId() : undefined;
      const shown = inRange ? ranked.records.slice(page * hitsPerPage, (page + 1) * hitsPerPage) : [];
      const hits = shown.map((r, i): SearchHit => {
        const hit = buildHit(index, r, matcher, hitOptions);
        return queryID === undefined
          ? hit
          : { ...hit, __position: page * hitsPerPage + i + 1, __queryID: queryID };
      });
      const elapsed = performance.now() - started;
      return {
        hits,
        nbHits: ranked.nbHits,
        nbPages:
          hitsPerPage === 0 ? 0 : Math.min(Math.ceil(ranked.nbHits / hitsPerPage), SEARCH_LIMITS.maxPages),
        hitsPerPage,
        page,
        query: params.query,
        params: echoParams(params),
        exhaustiveNbHits: true,
        processingTimeMS: Math.round(elapsed),
        ...(queryID === undefined ? {} : { queryID }),
        ...(facetList.length === 0 ? {} : { facets: {}, ...facets, exhaustiveFacetsCount: true }),
        timing: { backendInternalMs: Math.round(elapsed * 1000) / 1000 },
      };
    },
    searchForFacetValues(facet, input, options = {}) {
      const started = performance.now();
      if (!(FACET_ATTRIBUTES as readonly string[]).includes(facet))
        throw new SearchError(
          'invalid_params',
          `Cannot search in '${facet}': it is not an attribute for faceting; facets are ${FACET_ATTRIBUTES.join(', ')}`,
        );
      const { facetQuery = '', maxFacetHits = SEARCH_LIMITS.defaultFacetHits, ...rest } = parseParams(input);
      let facetHits: FacetHit[] = [];
      rank(rest, options, 0, (matched) => {
        facetHits = searchFacetValues(filters.attributes, facet, matched, {
          facetQuery,
          maxFacetHits,
          pre: rest.highlightPreTag,
          post: rest.highlightPostTag,
          escape: escapesHtml(rest.highlightPreTag),
          order: rest.sortFacetValuesBy,
        });
      });
      return {
        facetHits,
        exhaustiveFacetsCount: true,
        processingTimeMS: Math.round(performance.now() - started),
      };
    },
  };
}
