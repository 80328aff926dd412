import { describe, expect, it, vi } from 'vitest';
import { nextActive } from './active-option.ts';
import { clickPayload, recordClick } from './click-insights.ts';
import { highlightParts } from './highlight-parts.ts';
import { groupHits, type PreviewHit } from './result-groups.ts';
import { screenSections } from './screen-options.ts';
import { searchEvent } from './search-events.ts';
import { initialSearchState, screenOf, searchReducer } from './search-state.ts';
import { advancedSearchHref, showMoreHref } from './search-urls.ts';

const hl = (value: string) => ({ value, matchLevel: 'none' as const, matchedWords: [] });
const hit = (url: string, headingID: string, heading: string, position?: number): PreviewHit => ({
  objectID: `${url}#${headingID}`,
  // The search API answers absolute urls; the modal links to the portal's own paths.
  url_without_anchor: `https://portal.example${url}`,
  headingID,
  productTitle: 'Jira Cloud platform',
  productName: 'jira',
  docType: 'rest',
  hierarchy: {
    lvl0: 'Jira Cloud platform',
    lvl1: 'Issues',
    lvl2: heading === '' ? null : heading,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  _highlightResult: {
    hierarchy: { lvl1: hl('<mark>Iss</mark>ues'), ...(heading === '' ? {} : { lvl2: hl(heading) }) },
  },
  _snippetResult: { content: { value: 'Create an <mark>issue</mark> &amp; more…', matchLevel: 'partial' } },
  ...(position === undefined ? {} : { __position: position, __queryID: 'q1' }),
});

describe('keyboard navigation (combobox + listbox)', () => {
  it('moves down and up with wrap-around, from no active option', () => {
    expect(nextActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextActive(0, 3, 'ArrowDown')).toBe(1);
    expect(nextActive(2, 3, 'ArrowDown')).toBe(0);
    expect(nextActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(nextActive(0, 3, 'ArrowUp')).toBe(2);
    expect(nextActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('results', () => {
  it('groups hits by page with product, heading, snippet, href and positions (default 5)', () => {
    const groups = groupHits([
      hit('/a/', 'create', 'Create issue', 1),
      hit('/b/', '', ''),
      hit('/a/', 'edit', 'Edit', 3),
    ]);
    expect(groups.map((g) => [g.url, g.items.map((i) => i.href)])).toEqual([
      ['/a/', ['/a/#create', '/a/#edit']],
      ['/b/', ['/b/']],
    ]);
    expect(groups[0]!.productTitle).toBe('Jira Cloud platform');
    expect(groups[0]!.items[0]).toMatchObject({ position: 1, queryID: 'q1', heading: 'Create issue' });
    expect(groups[1]!.items[0]).toMatchObject({
      position: 5,
      queryID: undefined,
      heading: '<mark>Iss</mark>ues',
    });
    expect(groups[1]!.items[0]!.saved).toMatchObject({ title: 'Issues', heading: 'Issues' });
  });

  it('splits highlights into text and marks, decoding entities and never producing HTML', () => {
    expect(highlightParts('a <mark>b</mark> &lt;script&gt; &amp;&#39;')).toEqual([
      { text: 'a ', marked: false },
      { text: 'b', marked: true },
      { text: " <script> &'", marked: false },
    ]);
    expect(highlightParts('<mark>open')).toEqual([{ text: '<mark>open', marked: false }]);
  });

  it('offers show more per page group with the spec URL, and advanced search', () => {
    const sections = screenSections('preview', {
      query: ' webhooks ',
      groups: groupHits([hit('/a/', 'x', 'X', 1)]),
      suggestions: [],
      saved: { favourites: [], recents: [] },
    });
    const more = sections[0]!.options.at(-1)!;
    expect(more.kind).toBe('showMore');
    expect(more.href).toBe('/search/?q=webhooks&type=rest&product=jira');
    expect(showMoreHref('a b', 'guide', 'confluence')).toBe('/search/?q=a+b&type=guide&product=confluence');
    expect(advancedSearchHref('a&b')).toBe('/search/?q=a%26b');
  });

  it('shows favourites and recents on the empty query, suggestions when there are none', () => {
    const saved = { objectID: 'o', href: '/a/', title: 'A', heading: '', productTitle: 'P' };
    const suggestions = groupHits([hit('/s/', '', '')]);
    const home = screenSections('home', {
      query: '',
      groups: [],
      suggestions,
      saved: { favourites: [saved], recents: [saved] },
    });
    expect(home.map((s) => s.kind)).toEqual(['favourites', 'recents']);
    const empty = screenSections('home', {
      query: '',
      groups: [],
      suggestions,
      saved: { favourites: [], recents: [] },
    });
    expect(empty.map((s) => [s.kind, s.options.map((o) => o.kind)])).toEqual([
      ['suggestions', ['suggestion']],
    ]);
    const none = screenSections('noResult', {
      query: 'zz',
      groups: [],
      suggestions,
      saved: { favourites: [], recents: [] },
    });
    expect(none[0]!.options[0]!.kind).toBe('noResultSuggestion');
  });
});

describe('search state', () => {
  it('shows the latest answer only and picks the screen', () => {
    let state = searchReducer(initialSearchState, { type: 'input', query: 'jira' });
    state = searchReducer(state, { type: 'started', request: 1 });
    expect(screenOf(state)).toBe('loading');
    state = searchReducer(state, { type: 'started', request: 2 });
    state = searchReducer(state, {
      type: 'succeeded',
      request: 1,
      query: 'old',
      groups: [],
      nbHits: 0,
      queryID: undefined,
    });
    expect(state.resultQuery).toBe('');
    state = searchReducer(state, {
      type: 'succeeded',
      request: 2,
      query: 'jira',
      groups: groupHits([hit('/a/', '', '')]),
      nbHits: 1,
      queryID: 'q',
    });
    expect(screenOf(state)).toBe('preview');
    // Typing on: the last results stay on screen until the next answer, then no result shows.
    state = searchReducer(state, { type: 'input', query: 'jiraz' });
    state = searchReducer(state, { type: 'started', request: 3 });
    expect(screenOf(state)).toBe('preview');
    state = searchReducer(state, {
      type: 'succeeded',
      request: 3,
      query: 'jiraz',
      groups: [],
      nbHits: 0,
      queryID: 'q',
    });
    expect(screenOf(state)).toBe('noResult');
    state = searchReducer(state, { type: 'input', query: 'jira x' });
    state = searchReducer(state, { type: 'started', request: 3 });
    state = searchReducer(state, {
      type: 'succeeded',
      request: 3,
      query: 'jira x',
      groups: [],
      nbHits: 0,
      queryID: 'q',
    });
    expect(screenOf(state)).toBe('noResult');
    expect(screenOf(searchReducer(state, { type: 'input', query: '  ' }))).toBe('home');
  });

  it('keeps a token failure until reload but lets typing leave a search failure', () => {
    const failed = searchReducer(initialSearchState, { type: 'failed', kind: 'fetch' });
    expect(screenOf(failed)).toBe('error');
    expect(searchReducer(failed, { type: 'input', query: 'a' }).error).toBeUndefined();
    const token = searchReducer(initialSearchState, { type: 'failed', kind: 'token' });
    expect(searchReducer(token, { type: 'input', query: 'a' }).error).toBe('token');
    expect(searchReducer(token, { type: 'failed', kind: 'search' }).error).toBe('token');
  });
});

describe('events', () => {
  it('builds each search event as a UI analytics event', () => {
    expect(searchEvent('result_clicked', 'searchModal', { query: 'q', position: 2 })).toEqual({
      eventType: 'ui',
      action: 'result_clicked',
      actionSubject: 'search',
      actionSubjectId: 'searchModal',
      attributes: { query: 'q', position: 2 },
    });
  });

  it('sends click analytics with index, queryID, objectIDs, positions (default 5), eventName and userToken', () => {
    const details = {
      index: 'docs',
      queryID: 'q1',
      objectID: 'o',
      eventName: 'Search result clicked',
      userToken: 'nonLoggedInUser',
    };
    expect(clickPayload(details)).toEqual({
      index: 'docs',
      queryID: 'q1',
      objectIDs: ['o'],
      positions: [5],
      eventName: 'Search result clicked',
      userToken: 'nonLoggedInUser',
    });
    const call = vi.fn();
    recordClick(call, { ...details, position: 3 });
    expect(call).toHaveBeenCalledWith(
      'clickedObjectIDsAfterSearch',
      expect.objectContaining({ positions: [3] }),
    );
  });

  it('logs a failed click to the console only', async () => {
    const log = vi.fn();
    recordClick(
      () => Promise.reject(new Error('network')),
      { index: 'i', queryID: 'q', objectID: 'o', eventName: 'e', userToken: 'u' },
      log,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toHaveBeenCalledTimes(1);
    const throwing = vi.fn();
    expect(() =>
      recordClick(
        () => {
          throw new Error('init missing');
        },
        { index: 'i', queryID: 'q', objectID: 'o', eventName: 'e', userToken: 'u' },
        throwing,
      ),
    ).not.toThrow();
    expect(throwing).toHaveBeenCalledTimes(1);
  });
});
