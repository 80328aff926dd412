import {
  isActionLeaf,
  isBranch,
  USER_PROFILE_EMAIL_ID,
  USER_PROFILE_ID,
  type NestedNavItem,
} from './nested-nav-item.ts';

/** Where the drawer opens: the main menu, or straight on the user-profile sub-menu (avatar tap). */
export type NestedNavStart = 'main' | 'user-profile';

/** One level of the drawer: the items shown and the section title (the parent's title). */
export interface NestedNavLevel {
  /** Undefined at the top of the main menu. */
  readonly title: string | undefined;
  readonly items: readonly NestedNavItem[];
}

/** State of the mobile nested nav (spec §4 "Mobile nested nav"). */
export interface NestedNavState {
  readonly open: boolean;
  /** The full item tree the drawer was given. */
  readonly items: readonly NestedNavItem[];
  readonly startAt: NestedNavStart;
  /** The level on screen. */
  readonly level: NestedNavLevel;
  /** The levels above it, outermost first; empty at the top level. */
  readonly breadcrumb: readonly NestedNavLevel[];
}

/** What can happen to the nested nav. */
export type NestedNavAction =
  | { readonly type: 'open'; readonly items: readonly NestedNavItem[]; readonly startAt?: NestedNavStart }
  | { readonly type: 'itemsChanged'; readonly items: readonly NestedNavItem[] }
  | { readonly type: 'select'; readonly item: NestedNavItem }
  | { readonly type: 'back' }
  /** The overlay was clicked (or Escape / the close button). */
  | { readonly type: 'close' };

/**
 * The top level for a start point: the main items, or the children of the user-profile branch
 * (falling back to the main items when nobody is signed in and there is no such branch).
 */
export function topLevel(items: readonly NestedNavItem[], startAt: NestedNavStart): NestedNavLevel {
  if (startAt === 'user-profile') {
    const profile = items.find((item) => item.id === USER_PROFILE_ID);
    if (profile !== undefined && isBranch(profile)) return { title: profile.title, items: profile.children! };
  }
  return { title: undefined, items };
}

/** A closed drawer over `items`, at the top of the main menu. */
export function initialNestedNavState(
  items: readonly NestedNavItem[],
  startAt: NestedNavStart = 'main',
): NestedNavState {
  return { open: false, items, startAt, level: topLevel(items, startAt), breadcrumb: [] };
}

function reset(
  state: NestedNavState,
  open: boolean,
  items = state.items,
  startAt = state.startAt,
): NestedNavState {
  return { open, items, startAt, level: topLevel(items, startAt), breadcrumb: [] };
}

/**
 * The §4 rules: opening, or new items, reset to the top level with an empty breadcrumb; selecting
 * a branch pushes the current level and shows its children; Back pops one level; a leaf with an
 * action closes and resets (the caller runs the action); headings and dividers are not
 * selectable; closing (the overlay) closes and resets. Pure: unchanged input gives the same state.
 */
export function nestedNavReducer(state: NestedNavState, action: NestedNavAction): NestedNavState {
  switch (action.type) {
    case 'open':
      return reset(state, true, action.items, action.startAt ?? 'main');
    case 'itemsChanged':
      return reset(state, state.open, action.items);
    case 'select':
      if (isBranch(action.item)) {
        return {
          ...state,
          level: { title: action.item.title, items: action.item.children! },
          breadcrumb: [...state.breadcrumb, state.level],
        };
      }
      return isActionLeaf(action.item) ? reset(state, false) : state;
    case 'back': {
      const parent = state.breadcrumb.at(-1);
      return parent === undefined
        ? state
        : { ...state, level: parent, breadcrumb: state.breadcrumb.slice(0, -1) };
    }
    case 'close':
      return reset(state, false);
  }
}

/**
 * What the Back control does at this state, or undefined when it is not shown: 'pop' below the top
 * level; 'back-to-profile' at the top level only when it holds the user-profile email heading
 * (the caller then runs its back-to-profile callback).
 */
export function backControl(state: NestedNavState): 'pop' | 'back-to-profile' | undefined {
  if (state.breadcrumb.length > 0) return 'pop';
  return state.level.items.some((item) => item.id === USER_PROFILE_EMAIL_ID && item.isHeading === true)
    ? 'back-to-profile'
    : undefined;
}
