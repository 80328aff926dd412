import type { PackageSummary, RouteEntry, SiteManifest } from '../../../schemas/built.ts';
import type { Navigation } from '../../../schemas/navigation.ts';
import { LATEST_VERSION } from './doc-versions.ts';

/** One version of a package as the switcher lists it. */
export interface VersionLink {
  /** 'latest' or the version's name. */
  name: string;
  label: string;
  /** The same page in that version where it exists, else that version's root page. */
  url: string;
  /** Whether this is the version of the page being read. */
  current: boolean;
}

/** Everything a page of a versioned package shows about versions (decision 0043). */
export interface VersionContext {
  /** Every version, the latest first. */
  links: VersionLink[];
  /** The version being read. */
  current: VersionLink;
  /** The latest version, with the same page in it (or its root). */
  latest: VersionLink;
  /** Whether the latest version has this page (else its link is the latest's root). */
  inLatest: boolean;
  /** The page's canonical route: the same page in the latest version when it exists, else itself. */
  canonicalRoute: string;
  /** The navigation of the version being read. */
  navigation: Navigation | null;
}

interface VersionPages {
  name: string;
  label: string;
  root: string;
  navigation: Navigation | null;
  byKey: Map<string, string>;
}

type Manifest = Pick<SiteManifest, 'routes' | 'packages'>;

const indexes = new WeakMap<readonly RouteEntry[], Map<string, VersionPages[]>>();

/** Each versioned package's versions, the latest first, with their pages by page key. */
function versionIndex(manifest: Manifest): Map<string, VersionPages[]> {
  let index = indexes.get(manifest.routes);
  if (index !== undefined) return index;
  index = new Map();
  const routes = new Set(manifest.routes.map((entry) => entry.route));
  const rootOf = (publishPath: string, navigation: Navigation | null) =>
    routes.has(publishPath) || navigation === null ? publishPath : navigation.url;
  for (const pkg of manifest.packages) {
    if (pkg.versions === undefined || pkg.versions.length === 0) continue;
    const versions: VersionPages[] = [
      {
        name: LATEST_VERSION,
        label: pkg.versionLabel ?? LATEST_VERSION,
        root: rootOf(pkg.publishPath, pkg.navigation),
        navigation: pkg.navigation,
        byKey: new Map(),
      },
      ...pkg.versions.map((version) => ({
        name: version.name,
        label: version.label,
        root: rootOf(version.publishPath, version.navigation),
        navigation: version.navigation,
        byKey: new Map<string, string>(),
      })),
    ];
    index.set(pkg.name, versions);
  }
  for (const entry of manifest.routes) {
    if (entry.pageKey === undefined) continue;
    const name = entry.version ?? LATEST_VERSION;
    const version = index.get(entry.packageName)?.find((v) => v.name === name);
    if (version !== undefined && !version.byKey.has(entry.pageKey))
      version.byKey.set(entry.pageKey, entry.route);
  }
  indexes.set(manifest.routes, index);
  return index;
}

/**
 * The versions of the page at `entry` (decision 0043): the switcher's links (each the same page
 * in that version, same page key, else the version's root), the latest's link for the old-version
 * banner, the canonical route and the version's navigation. Undefined when its package has one
 * version only.
 */
export function versionContext(manifest: Manifest, entry: RouteEntry): VersionContext | undefined {
  const versions = versionIndex(manifest).get(entry.packageName);
  if (versions === undefined) return undefined;
  const currentName = entry.version ?? LATEST_VERSION;
  const links = versions.map((version) => ({
    name: version.name,
    label: version.label,
    url:
      version.name === currentName
        ? entry.route
        : ((entry.pageKey === undefined ? undefined : version.byKey.get(entry.pageKey)) ?? version.root),
    current: version.name === currentName,
  }));
  const current = links.find((link) => link.current) ?? links[0]!;
  const latest = links[0]!;
  const sameInLatest = entry.pageKey === undefined ? undefined : versions[0]!.byKey.get(entry.pageKey);
  return {
    links,
    current,
    latest,
    inLatest: current === latest || sameInLatest !== undefined,
    canonicalRoute: current === latest ? entry.route : (sameInLatest ?? entry.route),
    navigation: versions.find((version) => version.name === currentName)?.navigation ?? null,
  };
}

/** Whether any package publishes older versions: without, search needs no version scope. */
export function hasVersions(manifest: Pick<SiteManifest, 'packages'>): boolean {
  return manifest.packages.some((pkg: PackageSummary) => (pkg.versions?.length ?? 0) > 0);
}
