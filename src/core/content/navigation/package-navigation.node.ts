import { join, posix } from 'node:path';
import type { Navigation } from '../../../schemas/navigation.ts';
import type { PackageFile } from '../../../schemas/package.ts';
import type { SourcePage } from '../loaded-content.ts';
import type { ContentProblem } from '../validation-error.ts';
import { generateNavigation } from './generate-navigation.ts';
import { loadCategoryFiles } from './load-category-files.node.ts';

/**
 * The navigation of a package without navigation.yaml, generated from its content folder: its
 * pages and `_category_` files (decision 0037). Problems of the `_category_` files are added to
 * `problems`; null when the folder lists no page besides the package's home page.
 */
export async function generatePackageNavigation(
  root: string,
  dir: string,
  file: PackageFile,
  pages: readonly SourcePage[],
  problems: ContentProblem[],
): Promise<Navigation | null> {
  const prefix = `${posix.join(dir, file.docs.contentDir).replace(/\/$/, '')}/`;
  const categories = await loadCategoryFiles(root, join(root, dir, file.docs.contentDir), problems);
  const generated = generateNavigation({
    name: file.name,
    title: file.docs.humanName,
    pages: pages.map((page) => ({
      path: page.file.startsWith(prefix) ? page.file.slice(prefix.length) : page.file,
      route: page.route,
      frontMatter: page.frontMatter,
      heading: page.heading,
    })),
    categories,
  });
  problems.push(...generated.problems);
  return generated.navigation;
}
