import { slugify } from '../markdown/heading-ids.ts';

/**
 * The id of a changelog entry, unique across the site and stable while its file keeps its name:
 * the package name and the entry's path in the changelog folder, without `.md`, as a slug. It is
 * the entry's anchor on its package changelog page and the id of its feed items.
 */
export function changelogEntryId(packageName: string, pathInFolder: string): string {
  return `${packageName}-${slugify(pathInFolder.replace(/\.md$/, '').replaceAll('/', '-'))}`;
}
