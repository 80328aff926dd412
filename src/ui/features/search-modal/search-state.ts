import type { ResultGroup } from './result-groups.ts';

/** Why the modal shows its error screen (spec §8). */
export type SearchErrorKind = 'token' | 'fetch' | 'search';

/** The modal's screens (spec §2.9); the empty query shows favourites, recents or suggestions. */
export type ScreenName = 'home' | 'loading' | 'preview' | 'noResult' | 'error';

/** The modal's search state. */
export interface SearchState {
  query: string;
  /** Id of the latest query sent; older answers are ignored. */
  request: number;
  loading: boolean;
  /** The query the shown results answer. */
  resultQuery: string;
  groups: ResultGroup[];
  nbHits: number;
  queryID: string | undefined;
  error: SearchErrorKind | undefined;
  /** Pages offered on the suggestions and no-result screens (the empty query's best pages). */
  suggestions: ResultGroup[];
  /** Index of the active option, -1 for none. */
  active: number;
}

export type SearchAction =
  | { type: 'input'; query: string }
  | { type: 'started'; request: number }
  | {
      type: 'succeeded';
      request: number;
      query: string;
      groups: ResultGroup[];
      nbHits: number;
      queryID: string | undefined;
    }
  | { type: 'failed'; request?: number; kind: SearchErrorKind }
  | { type: 'suggestions'; groups: ResultGroup[] }
  | { type: 'active'; index: number };

export const initialSearchState: SearchState = {
  query: '',
  request: 0,
  loading: false,
  resultQuery: '',
  groups: [],
  nbHits: 0,
  queryID: undefined,
  error: undefined,
  suggestions: [],
  active: -1,
};

/** The modal's reducer: queries, answers (latest wins), failures and the active option. */
export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'input':
      // Typing again leaves a search failure's screen; a token failure needs a reload.
      return {
        ...state,
        query: action.query,
        active: -1,
        error: state.error === 'token' ? 'token' : undefined,
      };
    case 'started':
      return { ...state, request: action.request, loading: true };
    case 'succeeded':
      if (action.request !== state.request) return state;
      return {
        ...state,
        loading: false,
        resultQuery: action.query,
        groups: action.groups,
        nbHits: action.nbHits,
        queryID: action.queryID,
        error: undefined,
        active: -1,
      };
    case 'failed':
      if (action.request !== undefined && action.request !== state.request) return state;
      // A token failure outranks a search failure: only a reload can fix it.
      return { ...state, loading: false, error: state.error === 'token' ? 'token' : action.kind, active: -1 };
    case 'suggestions':
      return { ...state, suggestions: action.groups };
    case 'active':
      return { ...state, active: action.index };
  }
}

/** The screen a state shows. */
export function screenOf(state: SearchState): ScreenName {
  if (state.error !== undefined) return 'error';
  if (state.query.trim() === '') return 'home';
  if (state.resultQuery !== state.query.trim()) {
    // While the next answer loads, the last results stay (marked busy) rather than flashing a
    // loading line between keystrokes: less to re-render, and the list does not jump.
    if (state.loading && state.resultQuery !== '' && state.groups.length > 0) return 'preview';
    return state.loading ? 'loading' : 'home';
  }
  return state.groups.length === 0 ? 'noResult' : 'preview';
}
