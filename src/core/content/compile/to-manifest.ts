import type { RouteEntry, SiteManifest } from '../../../schemas/built.ts';
import type { LoadedContent } from '../loaded-content.ts';
import { normaliseRoute } from '../page-route.ts';
import { builtVersions } from '../versions/built-versions.ts';

/** Warnings kept in the manifest; the build log has them all. */
export const MANIFEST_WARNINGS_MAX = 500;

/** The first warnings and a count of the rest, so foreign material cannot bloat the manifest. */
export function capWarnings(warnings: readonly string[]): string[] {
  if (warnings.length <= MANIFEST_WARNINGS_MAX) return [...warnings];
  return [
    ...warnings.slice(0, MANIFEST_WARNINGS_MAX),
    `… and ${warnings.length - MANIFEST_WARNINGS_MAX} more warnings`,
  ];
}

/** The manifest of a build: everything but page bodies, with routes sorted. */
export function toManifest(
  content: LoadedContent,
  routes: RouteEntry[],
  warnings: string[],
  contentHash: string,
  changelog: SiteManifest['changelog'] = [],
  restReferences: SiteManifest['restReferences'] = [],
): SiteManifest {
  const redirects: Record<string, string> = {};
  for (const pkg of content.packages) {
    const versioned = (pkg.versions ?? []).flatMap((version) => version.redirects);
    for (const redirect of [...pkg.redirects, ...versioned])
      redirects[normaliseRoute(redirect.from) ?? redirect.from] = redirect.to;
  }
  return {
    formatVersion: 1,
    builtAt: new Date().toISOString(),
    contentHash,
    site: content.site,
    globalLinks: content.globalLinks,
    banners: content.banners,
    landings: content.landings,
    packages: content.packages.map((pkg) => ({
      name: pkg.file.name,
      humanName: pkg.file.docs.humanName,
      publishPath: pkg.file.docs.publishPath,
      platform: pkg.file.docs.platform,
      productName: pkg.file.docs.productName ?? pkg.file.docs.humanName,
      headerType: pkg.contentSet.configuration.headerType,
      navigation: pkg.navigation,
      ...builtVersions(pkg),
      ...(pkg.localeNavigation !== undefined && { localeNavigation: pkg.localeNavigation }),
    })),
    routes: routes.sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0)),
    redirects,
    warnings: capWarnings(warnings),
    changelog,
    restReferences,
  };
}

/** The hash recorded in the manifest: content and pipeline together. */
export function manifestHash(contentHash: string, pipelineHash: string): string {
  return pipelineHash ? `${contentHash}.${pipelineHash}` : contentHash;
}
