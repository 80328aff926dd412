import type { PackageSummary, RouteEntry } from '../../../schemas/built.ts';
import type { LoadedContent, LoadedPackage } from '../loaded-content.ts';

/** The manifest's version fields of a package (decision 0043); nothing when it has one version. */
export function builtVersions(pkg: LoadedPackage): Pick<PackageSummary, 'versions' | 'versionLabel'> {
  const versions = pkg.versions ?? [];
  if (versions.length === 0) return {};
  return {
    versionLabel: pkg.file.docs.versionLabel,
    versions: versions.map((loaded) => ({
      name: loaded.version.name,
      label: loaded.version.label ?? loaded.version.name,
      publishPath: loaded.publishPath,
      navigation: loaded.navigation,
    })),
  };
}

/** A route entry's version fields, from the source page at its route; nothing for other pages. */
export function routeVersionFields(
  content: Pick<LoadedContent, 'routes'>,
  route: string,
): Pick<RouteEntry, 'version' | 'pageKey'> {
  const page = content.routes.get(route);
  return {
    ...(page?.version !== undefined && { version: page.version }),
    ...(page?.pageKey !== undefined && { pageKey: page.pageKey }),
  };
}
