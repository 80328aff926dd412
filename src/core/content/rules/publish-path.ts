import type { ContentProblem } from '../validation-error.ts';

/** The exact spec §5 message. */
export const PUBLISH_PATH_ROOT_MESSAGE = 'publishPath cannot resolve to the root';

/** Normalises a publish path to the form `/a/b/` ('/' for the root). */
export function normalisePublishPath(publishPath: string): string {
  const segments: string[] = [];
  for (const segment of publishPath.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

/**
 * Only the main developer-docs package may publish at the site root (spec §5).
 */
export function checkPublishPath(
  file: string,
  packageName: string,
  publishPath: string,
  mainPackage: string,
): ContentProblem[] {
  if (normalisePublishPath(publishPath) !== '/' || packageName === mainPackage) return [];
  return [{ file, field: 'docs.publishPath', message: PUBLISH_PATH_ROOT_MESSAGE }];
}
