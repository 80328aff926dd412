import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The folder holding a site's configuration file (one of `configNames`): the given folder itself,
 * or the `subfolder` sites commonly keep it in (Docusaurus `website/`, Starlight `docs/`).
 */
export function findSiteDir(
  root: string,
  subfolder: string,
  configNames: readonly string[],
): string | undefined {
  for (const dir of [root, join(root, subfolder)])
    if (configNames.some((name) => existsSync(join(dir, name)))) return dir;
  return undefined;
}
