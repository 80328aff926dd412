import { useEffect, useReducer, useState } from 'react';
import type { NestedNavItem } from './nested-nav-item.ts';
import { initialNestedNavState, nestedNavReducer, type NestedNavStart } from './nested-nav-reducer.ts';

/** How long the drawer stays mounted after closing: the slide-out (spec §9 panel transition 0.3s). */
export const CLOSE_TRANSITION_MS = 300;

/**
 * The drawer's nested-nav state, driven by its props: opening, a new start point or new items
 * reset it (spec §4), applied during render so the first frame already shows the right level.
 * `mounted` stays true through the slide-out after closing.
 */
export function useNestedNav(open: boolean, items: readonly NestedNavItem[], startAt: NestedNavStart) {
  const [state, dispatch] = useReducer(nestedNavReducer, undefined, () =>
    nestedNavReducer(
      initialNestedNavState(items, startAt),
      open ? { type: 'open', items, startAt } : { type: 'close' },
    ),
  );
  const [applied, setApplied] = useState({ open, items, startAt });
  const [mounted, setMounted] = useState(open);
  if (applied.open !== open || applied.items !== items || applied.startAt !== startAt) {
    setApplied({ open, items, startAt });
    if (open && (!applied.open || applied.startAt !== startAt)) {
      dispatch({ type: 'open', items, startAt });
      setMounted(true);
    } else if (!open && applied.open) dispatch({ type: 'close' });
    else if (applied.items !== items) dispatch({ type: 'itemsChanged', items });
  }

  useEffect(() => {
    if (open || !mounted) return;
    const timer = setTimeout(() => setMounted(false), CLOSE_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [open, mounted]);

  return { state, dispatch, mounted };
}
