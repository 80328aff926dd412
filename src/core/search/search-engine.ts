import {
  SEARCH_LIMITS,
  SearchParamsSchema,
  type SearchHit,
  type SearchParams,
  type SearchParamsInput,
  type SearchResponse,
} from '../../schemas/search.ts';
import { FilterEvaluator, type RecordSet } from './filter-eval.ts';
import { andFilters, parseFilters, type FilterNode } from './filter-syntax.ts';
import { highlight } from './highlight.ts';
import { createMatcher, type QueryMatcher } from './query-matcher.ts';
import { createTermLookup, planQuery, type TermLookup } from './query-plan.ts';
import { rankRecords } from './rank.ts';
import { createRankState, type RankState } from './rank-state.ts';
import { SearchError } from './search-error.ts';
import type { SearchIndex } from './search-index.ts';
import { snippet, SNIPPET_WORDS } from './snippet.ts';

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
}

function parseParams(input: SearchParamsInput): SearchParams {
  const parsed = SearchParamsSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new SearchError(
    'invalid_params',
    `Invalid search parameter ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'not valid'}`,
  );
}

/** Words of the `text` snippet from attributesToSnippet ('text' or 'text:N'); undefined when not asked for. */
function snippetWords(attributes: readonly string[]): number | undefined {
  for (const entry of attributes) {
    const [name, words] = entry.split(':');
    if (name?.trim() !== 'text') continue;
    const count = Number(words);
    return Number.isInteger(count) && count > 0 ? Math.min(count, 200) : SNIPPET_WORDS;
  }
  return undefined;
}

/** A 32-hex-digit query id, as Algolia's. */
function newQueryId(): string {
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
  if (params.clickAnalytics) echo.set('clickAnalytics', 'true');
  return echo.toString();
}

function toHit(
  index: SearchIndex,
  r: number,
  matcher: QueryMatcher,
  params: SearchParams,
  words: number | undefined,
): SearchHit {
  const { pre, post } = { pre: params.highlightPreTag, post: params.highlightPostTag };
  const facet = (name: keyof SearchIndex['facets']) => index.facets[name].values[index.facets[name].ids[r]!]!;
  const page = index.recordPage[r]!;
  const productTitle = facet('productTitle');
  const header = index.pageHeader.get(page);
  const heading = index.heading.get(r);
  return {
    objectID: index.objectID.get(r),
    url: index.pageUrl.get(page),
    headingID: index.headingID.get(r),
    productTitle,
    content: { header, heading },
    type: facet('type') as SearchHit['type'],
    platform: facet('platform') as SearchHit['platform'],
    productName: facet('productName'),
    access: facet('access'),
    position: index.position[r]!,
    groupRank: index.groupRank[r]!,
    documentRankInGroup: index.documentRankInGroup[r]!,
    _highlightResult: {
      productTitle: highlight(productTitle, matcher, pre, post),
      content: {
        header: highlight(header, matcher, pre, post),
        heading: highlight(heading, matcher, pre, post),
      },
    },
    ...(words === undefined
      ? {}
      : {
          _snippetResult: {
            text: snippet(index.text.get(r), matcher, {
              words,
              ellipsis: params.snippetEllipsisText,
              pre,
              post,
            }),
          },
        }),
  };
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
  return {
    index,
    prepare,
    search(input, options = {}) {
      const started = performance.now();
      const params = parseParams(input);
      const node = andFilters(options.enforcedFilters, parseFilters(params.filters));
      const filter: RecordSet | undefined =
        node === undefined ? undefined : filters.evaluate(node, JSON.stringify(node));
      const { state, lookup } = prepare();
      const plan = planQuery(index, lookup, params.query, params.typoTolerance);
      const distinct =
        params.distinct === true ? 1 : params.distinct === false ? 0 : Math.max(0, params.distinct);
      const { hitsPerPage, page } = params;
      const inRange = page < SEARCH_LIMITS.maxPages;
      const ranked = rankRecords(state, plan, filter, inRange ? (page + 1) * hitsPerPage : 0, distinct);
      const matcher = createMatcher(plan, index.terms);
      const words = snippetWords(params.attributesToSnippet);
      const queryID = params.clickAnalytics ? newQueryId() : undefined;
      const shown = inRange ? ranked.records.slice(page * hitsPerPage, (page + 1) * hitsPerPage) : [];
      const hits = shown.map((r, i) => {
        const hit = toHit(index, r, matcher, params, words);
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
        timing: { backendInternalMs: Math.round(elapsed * 1000) / 1000 },
      };
    },
  };
}
