import { versionSearchFilter } from '../../core/content/versions/version-search-scope.ts';
import type { ContentStore } from './content-store.ts';

/**
 * The search scope of a page path (decision 0043) for AI answers: the docs version of the page
 * asked from, the latest when it is no page. Only the page's package and version are read,
 * never its content, so no access check is needed here: the search applies the reader's own.
 */
export function versionScopeOfPage(
  content: () => Promise<ContentStore>,
): (path: string | undefined) => Promise<string | undefined> {
  return async (path) => {
    const store = await content();
    const entry = path === undefined ? undefined : store.manifest.routes.find((r) => r.route === path);
    return versionSearchFilter(store.manifest, entry);
  };
}
