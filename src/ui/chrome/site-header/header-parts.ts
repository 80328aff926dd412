import { loadIslandData } from '../../kit/islands/island-data.ts';
import type { HeaderPartsData } from './header-types.ts';

/** Starts loading the drawers' data (on intent, beside their code). */
export function preloadHeaderParts(locale: Parameters<typeof loadIslandData>[1]): void {
  loadIslandData<HeaderPartsData>('header', locale).catch(() => {
    // Retried by the drawer that needs it, which then offers its fallback.
  });
}
