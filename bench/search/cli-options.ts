import { ENGINE_NAMES, type EngineName } from './engines/engines.ts';
import type { SearchBenchOptions } from './search-bench.ts';

/** Defaults: the corpus as is, ~100k records (the targets' scale) and 10 times (250k). */
export const SEARCH_DEFAULTS = { scales: '1,4,10', engines: ENGINE_NAMES.join(','), timeout: '600' } as const;

/** The search benchmark's command-line options, or undefined when one is not valid. */
export function parseSearchOptions(values: {
  scales?: string | undefined;
  engines?: string | undefined;
  timeout?: string | undefined;
}): Omit<SearchBenchOptions, 'log'> | undefined {
  const scales = (values.scales ?? SEARCH_DEFAULTS.scales).split(',').map(Number);
  const engines = (values.engines ?? SEARCH_DEFAULTS.engines).split(',').map((name) => name.trim());
  const timeoutSeconds = Number(values.timeout ?? SEARCH_DEFAULTS.timeout);
  const valid =
    scales.every((scale) => Number.isInteger(scale) && scale >= 1 && scale <= 20) &&
    engines.every((name) => (ENGINE_NAMES as string[]).includes(name)) &&
    Number.isFinite(timeoutSeconds) &&
    timeoutSeconds > 0;
  return valid ? { scales, engines: engines as EngineName[], timeoutSeconds } : undefined;
}
