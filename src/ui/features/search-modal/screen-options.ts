import type { ResultGroup, ResultItem } from './result-groups.ts';
import type { SavedResult } from './saved-results.ts';
import type { ScreenName } from './search-state.ts';
import { showMoreHref } from './search-urls.ts';

/** What choosing an option does, and which search event it sends (spec §9). */
export type OptionKind = 'result' | 'showMore' | 'favourite' | 'recent' | 'suggestion' | 'noResultSuggestion';

/** One option of the results listbox. */
export interface SearchOption {
  id: string;
  kind: OptionKind;
  href: string;
  /** For results: the hit (heading, snippet, position, queryID). */
  item?: ResultItem | undefined;
  /** For saved and suggested pages, and for results (what favouriting stores). */
  saved?: SavedResult | undefined;
  /** For 'show more': the group it widens. */
  group?: ResultGroup | undefined;
}

/** A labelled section of options: a page group, favourites, recents or suggestions. */
export interface OptionSection {
  key: string;
  kind: 'group' | 'favourites' | 'recents' | 'suggestions';
  group?: ResultGroup | undefined;
  options: SearchOption[];
}

/** Saved lists the home screen shows. */
export interface SavedLists {
  favourites: readonly SavedResult[];
  recents: readonly SavedResult[];
}

const suggestionSection = (groups: readonly ResultGroup[], kind: OptionKind): OptionSection => ({
  key: 'suggestions',
  kind: 'suggestions',
  options: groups.flatMap((group) => {
    const first = group.items[0];
    if (first === undefined) return [];
    const saved: SavedResult = { ...first.saved, href: group.url, heading: '' };
    return [{ id: `suggestion-${group.url}`, kind, href: group.url, saved }];
  }),
});

/**
 * The sections and options a screen shows, in display order. One flat list of options (in this
 * order) is what the arrow keys move through.
 */
export function screenSections(
  screen: ScreenName,
  input: {
    query: string;
    groups: readonly ResultGroup[];
    suggestions: readonly ResultGroup[];
    saved: SavedLists;
  },
): OptionSection[] {
  switch (screen) {
    case 'preview':
      return input.groups.map((group) => ({
        key: group.url,
        kind: 'group',
        group,
        options: [
          ...group.items.map((item) => ({
            id: `result-${item.objectID}`,
            kind: 'result' as const,
            href: item.href,
            item,
            saved: item.saved,
          })),
          {
            id: `more-${group.url}`,
            kind: 'showMore' as const,
            href: showMoreHref(input.query.trim(), group.type, group.productName),
            group,
          },
        ],
      }));
    case 'noResult':
      return [suggestionSection(input.suggestions, 'noResultSuggestion')];
    case 'home': {
      const sections: OptionSection[] = [];
      const { favourites, recents } = input.saved;
      if (favourites.length > 0) {
        sections.push({
          key: 'favourites',
          kind: 'favourites',
          options: favourites.map((saved) => ({
            id: `fav-${saved.objectID}`,
            kind: 'favourite',
            href: saved.href,
            saved,
          })),
        });
      }
      if (recents.length > 0) {
        sections.push({
          key: 'recents',
          kind: 'recents',
          options: recents.map((saved) => ({
            id: `recent-${saved.objectID}`,
            kind: 'recent',
            href: saved.href,
            saved,
          })),
        });
      }
      if (sections.length === 0) sections.push(suggestionSection(input.suggestions, 'suggestion'));
      return sections;
    }
    default:
      return [];
  }
}
