import type { Privilege } from '../../../schemas/common.ts';
import { contentFileKey } from '../assets/asset-url.ts';
import type { ContentAsset, UsedAsset } from '../assets/content-asset.ts';
import { joinPath } from '../../links/site-path.ts';
import type { LoadedContent } from '../loaded-content.ts';
import type { ContentProblem } from '../validation-error.ts';
import type { RenderOutcome } from './render-job.ts';

/** Each package's content folder, content-root-relative, by asset scope (see {@link assetScope}). */
export function contentDirsOf(content: LoadedContent): [string, string][] {
  return content.packages.flatMap((pkg): [string, string][] => [
    [pkg.file.name, joinPath(pkg.dir, pkg.file.docs.contentDir)],
    // An older docs version's pages publish files from its own folder (decision 0043).
    ...(pkg.versions ?? []).map((v): [string, string] => [
      assetScope(pkg.file.name, v.version.name),
      joinPath(pkg.dir, v.version.contentDir),
    ]),
  ]);
}

/** The key of a page's content folder: its package, and its docs version when it is an older one. */
export function assetScope(packageName: string, version: string | undefined): string {
  return version === undefined ? packageName : `${packageName}@${version}`;
}

/** What the pages' file references come to. */
export interface CheckedReferences {
  problems: ContentProblem[];
  warnings: ContentProblem[];
  /** By served key (`<hash>/<name>`): identical files are published once. */
  used: Map<string, UsedAsset>;
}

/**
 * Checks the files the rendered pages reference (a missing file, a path out of the package, a
 * type that is not published: problems with file and line; an image without alt text: a warning)
 * and gathers the assets to publish with the privileges of the pages that use them.
 */
export function checkAssetReferences(
  outcomes: readonly RenderOutcome[],
  privilegeOf: (route: string) => Privilege,
  assets: ReadonlyMap<string, ContentAsset>,
): CheckedReferences {
  const checked: CheckedReferences = { problems: [], warnings: [], used: new Map() };
  for (const outcome of outcomes) {
    for (const reference of outcome.assets ?? []) {
      const at = { file: outcome.file, line: reference.line, field: '(file)' };
      if (reference.problem !== undefined) {
        checked.problems.push({
          ...at,
          message: `broken file reference '${reference.raw}' (${reference.problem})`,
        });
        continue;
      }
      if (reference.warning !== undefined)
        checked.warnings.push({ ...at, message: `'${reference.raw}': ${reference.warning}` });
      const asset = assets.get(reference.target);
      if (asset === undefined) continue;
      const key = contentFileKey(asset.hash, asset.name);
      const entry = checked.used.get(key) ?? { asset, privileges: new Set<Privilege>() };
      entry.privileges.add(privilegeOf(outcome.route));
      checked.used.set(key, entry);
    }
  }
  return checked;
}
