import type { SearchAdapter } from './adapter.ts';
import { flexSearchAdapter } from './flexsearch.ts';
import { miniSearchAdapter } from './minisearch.ts';
import { oramaAdapter } from './orama.ts';
import { porticoAdapter } from './portico.ts';

/** The engines under test, by the name the command line uses. */
export const ENGINES = {
  portico: porticoAdapter,
  minisearch: miniSearchAdapter,
  flexsearch: flexSearchAdapter,
  orama: oramaAdapter,
} as const satisfies Record<string, () => SearchAdapter>;
export type EngineName = keyof typeof ENGINES;
export const ENGINE_NAMES = Object.keys(ENGINES) as EngineName[];
