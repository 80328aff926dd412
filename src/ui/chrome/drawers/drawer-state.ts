/** The header drawers that exclude each other (spec §4 "Drawers"). */
export type DrawerId = 'documentation' | 'resources' | 'userProfile';

/** Narrowest viewport at which a press outside an open drawer closes it (spec §4, §9: 767px). */
export const CLICK_OUTSIDE_MIN_WIDTH = 767;

/** Which drawer is open, if any. */
export interface DrawerState {
  readonly open: DrawerId | null;
}

/** Everything that can happen to the drawers. */
export type DrawerAction =
  /** The drawer's trigger was activated. */
  | { readonly type: 'toggle'; readonly drawer: DrawerId }
  /** Escape was pressed while a drawer was open. */
  | { readonly type: 'escape' }
  /** A pointer was pressed outside the open drawer and its trigger. */
  | { readonly type: 'pressOutside'; readonly viewportWidth: number }
  /**
   * A drawer asks to close (keyboard focus left it, one of its links was followed). Only closes
   * that drawer, so a late event from the previous drawer cannot close the one just opened.
   */
  | { readonly type: 'close'; readonly drawer: DrawerId };

/** No drawer open: the state every page starts in. */
export const ALL_CLOSED: DrawerState = Object.freeze({ open: null });

/**
 * The drawer rules of spec §4 as a pure reducer: only one of documentation, resources and
 * userProfile is open at a time; toggling the open one closes it and toggling another switches
 * to it; Escape closes; a press outside closes only at 767px and wider (narrower screens use the
 * mobile navigation drawer, whose overlay handles outside presses). Returns the same object
 * when nothing changes, so React skips the re-render.
 */
export function drawerReducer(state: DrawerState, action: DrawerAction): DrawerState {
  switch (action.type) {
    case 'toggle':
      return { open: state.open === action.drawer ? null : action.drawer };
    case 'escape':
      return state.open === null ? state : ALL_CLOSED;
    case 'pressOutside':
      return state.open === null || action.viewportWidth < CLICK_OUTSIDE_MIN_WIDTH ? state : ALL_CLOSED;
    case 'close':
      return state.open === action.drawer ? ALL_CLOSED : state;
  }
}
