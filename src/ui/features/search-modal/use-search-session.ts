import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { createKeyManager, type KeyManager } from './key-manager.ts';
import { groupHits } from './result-groups.ts';
import { addRecent, browserStorage, readSaved, SAVED_RESULTS, toggleFavourite } from './saved-results.ts';
import type { SavedLists, SearchOption } from './screen-options.ts';
import { createSearchBackend, isFetchFailure, type SearchBackend } from './search-backend.ts';
import type { SearchEventName } from './search-constants.ts';
import { sendSearchEvent } from './search-events.ts';
import type { SearchEntryProps } from './search-settings.ts';
import { filterValue } from '../../../core/search/filter-builder.ts';
import { initialSearchState, searchReducer } from './search-state.ts';
import { advancedSearchHref } from './search-urls.ts';
import { fetchSearchKey, SearchTokenError } from './token-fetch.ts';
import { suggestedPages } from './suggested-pages.ts';

const PREVIEW = { hitsPerPage: 20, distinct: 3 } as const;

/** The filter of records that answer in a content language (decision 0042). */
const languageFilter = (lang: string | undefined) =>
  lang === undefined ? undefined : `languages:${filterValue(lang)}`;

/** Spec §8's log line for a failed search (its wording kept as specified). */
const logSearchFailure = (error: unknown) => {
  const reason = error instanceof Error ? error.message : String(error);
  // eslint-disable-next-line no-console -- spec §8: a failed search is a console log line.
  console.error(`Search error: Unbale to perform search: ${reason}`);
};

const EVENT_OF: Record<SearchOption['kind'], SearchEventName> = {
  result: 'result_clicked',
  suggestion: 'result_clicked',
  showMore: 'show_more',
  favourite: 'favourite_clicked',
  recent: 'recent_clicked',
  noResultSuggestion: 'no_result_suggestion_clicked',
};

/**
 * One modal session: the key (spec §4), the queries (debounce 0 ms), the saved lists, and the
 * search events (spec §9) with click analytics (spec §7).
 */
export function useSearchSession(props: SearchEntryProps, navigate: (href: string) => void) {
  const [state, dispatch] = useReducer(searchReducer, initialSearchState);
  const [saved, setSaved] = useState<SavedLists>(() => ({
    favourites: readSaved(browserStorage(), SAVED_RESULTS.favouritesKey),
    recents: readSaved(browserStorage(), SAVED_RESULTS.recentsKey),
  }));
  // The reader's content language scopes every query until they widen it (decision 0042).
  const [allLanguages, setAllLanguagesState] = useState(false);
  const scope = useRef<string | undefined>(languageFilter(props.contentLanguage?.lang));
  const scopeLang = props.contentLanguage?.lang;
  useEffect(() => {
    scope.current = allLanguages ? undefined : languageFilter(scopeLang);
  }, [allLanguages, scopeLang]);
  const session = useRef<
    { backend: SearchBackend; keys: KeyManager; request: number; ended: AbortSignal } | undefined
  >(undefined);

  useEffect(() => {
    const { settings, accountId, filters } = props;
    const keys = createKeyManager({
      initial: { key: settings.apiSearchKey, expiresAt: settings.keyExpiry },
      signedIn: accountId !== undefined,
      fetchKey: () => fetchSearchKey({ path: settings.tokenPath }),
      onRefreshFailed: () => dispatch({ type: 'failed', kind: 'token' }),
    });
    // Requests still in flight when the session ends are aborted; their errors are not shown.
    const ended = new AbortController();
    const backend = createSearchBackend(settings, { signal: ended.signal, filters });
    session.current = { backend, keys, request: 0, ended: ended.signal };
    keys
      .ensure()
      .then((key) => suggestedPages(backend, key, scope.current, props.related))
      .then((groups) => dispatch({ type: 'suggestions', groups }))
      .catch((error: unknown) => {
        if (ended.signal.aborted) return;
        if (error instanceof SearchTokenError) dispatch({ type: 'failed', kind: 'token' });
        else logSearchFailure(error);
      });
    return () => {
      keys.dispose();
      ended.abort();
    };
  }, [props]);

  /** Sends a search event; for signed-in users an expired key is then refreshed (spec §4). */
  const event = useCallback(
    (name: SearchEventName, attributes: Record<string, string | number | boolean>) => {
      sendSearchEvent(name, 'searchModal', attributes);
      session.current?.keys.afterSearchEvent();
    },
    [],
  );

  /**
   * Sends the query and dispatches 'started'. With a valid key in hand the request leaves before
   * this returns (no await before fetch); otherwise it waits for ensure() (spec §4).
   */
  const run = useCallback(
    (query: string) => {
      const current = session.current;
      if (current === undefined || query === '') return;
      current.request += 1;
      const request = current.request;
      const held = current.keys.current();
      const answer =
        held === undefined
          ? current.keys
              .ensure()
              .then((key) => current.backend.search(query, key, { ...PREVIEW, filters: scope.current }))
          : current.backend.search(query, held, { ...PREVIEW, filters: scope.current });
      dispatch({ type: 'started', request });
      answer
        .then((result) => {
          // A newer query was sent meanwhile: the reducer would drop this answer, so skip the work.
          if (request === current.request)
            dispatch({ type: 'succeeded', request, query, groups: groupHits(result.hits), ...result });
          event('searched', { query, nbHits: result.nbHits, queryID: result.queryID ?? '' });
        })
        .catch((error: unknown) => {
          if (current.ended.aborted) return;
          if (error instanceof SearchTokenError) {
            dispatch({ type: 'failed', request, kind: 'token' });
            return;
          }
          logSearchFailure(error);
          dispatch({ type: 'failed', request, kind: isFetchFailure(error) ? 'fetch' : 'search' });
        });
    },
    [event],
  );

  const setQuery = useCallback(
    (query: string) => {
      // The spec's debounce is 0 ms: the search leaves from the input event itself, before the
      // state update below, whose render React runs right after this handler (keystroke
      // to paint). The round trip then overlaps that render and frame instead of following them.
      run(query.trim());
      dispatch({ type: 'input', query });
    },
    [run],
  );

  const choose = useCallback(
    (option: SearchOption) => {
      const query = state.query.trim();
      const title = option.saved?.heading || option.saved?.title || option.group?.productTitle || '';
      const attributes: Record<string, string | number | boolean> = { query, href: option.href, title };
      if (option.kind === 'suggestion') attributes['source'] = 'suggestion';
      if (option.item !== undefined) {
        attributes['position'] = option.item.position;
        attributes['objectID'] = option.item.objectID;
        attributes['queryID'] = option.item.queryID ?? '';
      }
      if (option.group !== undefined && option.kind === 'showMore') {
        attributes['product'] = option.group.productName;
        attributes['type'] = option.group.type;
      }
      event(EVENT_OF[option.kind], attributes);
      const current = session.current;
      if (option.item?.queryID !== undefined && current !== undefined) {
        const { item } = option;
        void current.keys.ensure().then(
          (key) =>
            current.backend.click(
              {
                queryID: item.queryID!,
                objectID: item.objectID,
                position: item.position,
                eventName: 'Search result clicked',
              },
              key,
            ),
          () => undefined,
        );
      }
      if (option.saved !== undefined && option.kind !== 'showMore') addRecent(browserStorage(), option.saved);
      navigate(option.href);
    },
    [event, navigate, state.query],
  );

  const markFavourite = useCallback(
    (option: SearchOption) => {
      if (option.saved === undefined || option.kind === 'showMore') return;
      const { favourites, marked } = toggleFavourite(browserStorage(), option.saved);
      setSaved((was) => ({ ...was, favourites }));
      event('favourite_marked', {
        href: option.saved.href,
        title: option.saved.heading || option.saved.title,
        marked,
      });
    },
    [event],
  );

  const advancedSearch = useCallback(() => {
    const href = advancedSearchHref(state.query.trim());
    event('advance_search', { query: state.query.trim(), href });
    navigate(href);
  }, [event, navigate, state.query]);

  const retry = useCallback(() => run(state.query.trim()), [run, state.query]);

  /** Widens the results to every language, or scopes them to the reader's again, and searches anew. */
  const setAllLanguages = useCallback(
    (all: boolean) => {
      scope.current = all ? undefined : languageFilter(props.contentLanguage?.lang);
      setAllLanguagesState(all);
      run(state.query.trim());
    },
    [props.contentLanguage?.lang, run, state.query],
  );

  return {
    state,
    dispatch,
    saved,
    setQuery,
    choose,
    markFavourite,
    advancedSearch,
    retry,
    allLanguages,
    setAllLanguages,
  };
}
