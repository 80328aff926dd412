import type { DocsDefinition } from '../../../schemas/package.ts';
import { LATEST_DOCS_VERSION } from '../../../schemas/search.ts';
import { docusaurusId } from '../docusaurus-route.ts';
import { pageRoute } from '../page-route.ts';

/** The `version` search records of a package's latest version carry (decision 0043). */
export const LATEST_VERSION = LATEST_DOCS_VERSION;

/** Where an older version publishes: its path segment after the package's publish path. */
export function versionPublishPath(publishPath: string, path: string): string {
  return `${publishPath}${path}/`;
}

/**
 * What names "the same page" in every version of a package (decision 0043): the Docusaurus id
 * under `routing: docusaurus` (sidebars and links name docs by it), else the page's path inside
 * its content folder as a route (`/guides/setup/`), so `setup.md`, `setup/index.md` and
 * `setup/README.md` are one page. A front matter slug does not change it.
 */
export function versionPageKey(
  docs: Pick<DocsDefinition, 'routing'>,
  pathInContentDir: string,
  id: string | undefined,
): string {
  if (docs.routing === 'docusaurus') return docusaurusId({ pathInContentDir, id });
  return pageRoute('/', pathInContentDir);
}
