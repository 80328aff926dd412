import { useEffect, useMemo, useReducer, useState } from 'react';
import { ALL_CLOSED, drawerReducer, type DrawerId } from './drawer-state.ts';

/** The header's drawers: which is open, and the controls and refs that wire them to the DOM. */
export interface HeaderDrawers {
  readonly open: DrawerId | null;
  toggle(drawer: DrawerId): void;
  close(drawer: DrawerId): void;
  /** Ref for the element that holds a drawer's trigger and panel: presses inside it are not "outside". */
  regionRef(drawer: DrawerId): (element: HTMLElement | null) => void;
  /** Ref for a drawer's trigger: Escape returns focus to it. */
  triggerRef(drawer: DrawerId): (element: HTMLElement | null) => void;
  /** A drawer's trigger, once mounted (e.g. to place the drawer under it). */
  triggerOf(drawer: DrawerId): HTMLElement | undefined;
}

type RefSetter = (element: HTMLElement | null) => void;

/** Elements by drawer, filled by ref callbacks; one stable setter per drawer. */
function elementRegistry() {
  const elements = new Map<DrawerId, HTMLElement>();
  const setters = new Map<DrawerId, RefSetter>();
  return {
    get: (id: DrawerId) => elements.get(id),
    setter(id: DrawerId): RefSetter {
      let setter = setters.get(id);
      if (setter === undefined) {
        setter = (element) => {
          if (element === null) elements.delete(id);
          else elements.set(id, element);
        };
        setters.set(id, setter);
      }
      return setter;
    },
  };
}

/**
 * The drawer rules (drawerReducer) wired to the document: while a drawer is open, Escape closes it
 * and returns focus to its trigger, and a pointer press outside its region closes it at 767px and
 * wider. Listeners exist only while a drawer is open.
 */
export function useHeaderDrawers(): HeaderDrawers {
  const [state, dispatch] = useReducer(drawerReducer, ALL_CLOSED);
  const [regions] = useState(elementRegistry);
  const [triggers] = useState(elementRegistry);

  useEffect(() => {
    const open = state.open;
    if (open === null) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      dispatch({ type: 'escape' });
      triggers.get(open)?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const region = regions.get(open);
      if (event.target instanceof Node && region?.contains(event.target)) return;
      dispatch({ type: 'pressOutside', viewportWidth: window.innerWidth });
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [state.open, regions, triggers]);

  return useMemo(
    () => ({
      open: state.open,
      toggle: (drawer) => dispatch({ type: 'toggle', drawer }),
      close: (drawer) => dispatch({ type: 'close', drawer }),
      regionRef: (drawer) => regions.setter(drawer),
      triggerRef: (drawer) => triggers.setter(drawer),
      triggerOf: (drawer) => triggers.get(drawer),
    }),
    [state.open, regions, triggers],
  );
}
