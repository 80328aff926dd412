import { transformSync } from 'esbuild';
import { CHANGELOG_INDICATOR_SCRIPT } from '../../ui/chrome/changelog-indicator/indicator-script.ts';

/**
 * The changelog indicator script as the base layout prints it in every page's head: the source
 * of src/ui/chrome/changelog-indicator/indicator-script.ts, minified once when the server starts.
 * The function's own source keeps its long local names and type-free layout; minified it costs
 * about half as much in every page's JavaScript budget (docs/performance.md "Page weight").
 * esbuild is already a runtime dependency; a failure to minify keeps the readable script.
 */
export const PRINTED_CHANGELOG_INDICATOR_SCRIPT: string = (() => {
  try {
    return transformSync(CHANGELOG_INDICATOR_SCRIPT, { minify: true, target: 'es2022' }).code.trim();
  } catch {
    return CHANGELOG_INDICATOR_SCRIPT;
  }
})();
