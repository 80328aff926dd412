import { useEffect, type RefObject } from 'react';
import { ISLAND_READY_EVENT } from './island-ready-event.ts';

/**
 * For an island that enhances markup outside itself under `client:interaction="#id"`: tells the
 * directive, once the effects declared before this call have attached their behaviour, that a
 * click held during hydration can now be replayed. `ref` is any element the island renders.
 */
export function useIslandReady(ref: RefObject<Element | null>): void {
  useEffect(() => {
    ref.current?.closest('astro-island')?.dispatchEvent(new Event(ISLAND_READY_EVENT));
  }, [ref]);
}
