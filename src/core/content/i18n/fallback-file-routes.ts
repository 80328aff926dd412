import type { LoadedPackage } from '../loaded-content.ts';
import { localeSegment, localizedRoute } from './content-locale.ts';

/** A folder path without `.` parts, empty parts or a trailing slash. */
const cleanDir = (path: string) =>
  path
    .split('/')
    .filter((part) => part !== '' && part !== '.')
    .join('/');

/**
 * Adds, for every default-language page of a package and every content locale it has no
 * translation in, the file a translation would have (in either layout) mapped to the page's
 * fallback URL in that locale (decision 0042): a relative link in a translation then leads to the
 * same locale's page when it exists, else to the default page under the locale prefix, and the
 * reader stays in their language.
 */
export function addFallbackFileRoutes(
  fileRoutes: Map<string, string>,
  pkg: Pick<LoadedPackage, 'dir' | 'file' | 'pages'>,
  tags: readonly string[],
): void {
  if (tags.length === 0) return;
  const contentDir = cleanDir(`${pkg.dir}/${pkg.file.docs.contentDir}`);
  const prefix = `${contentDir}/`;
  for (const page of pkg.pages) {
    if (page.lang !== undefined || !page.file.startsWith(prefix)) continue;
    const path = page.file.slice(prefix.length);
    for (const tag of tags) {
      const candidates = [
        `${prefix}${localeSegment(tag)}/${path}`,
        `${cleanDir(pkg.dir)}/i18n/${tag}/${path}`,
        `${cleanDir(pkg.dir)}/i18n/${localeSegment(tag)}/${path}`,
      ];
      for (const file of candidates)
        if (!fileRoutes.has(file)) fileRoutes.set(file, localizedRoute(page.route, tag));
    }
  }
}
