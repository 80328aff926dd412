import type { RouteEntry, SiteManifest } from '../../../schemas/built.ts';
import { filterValue } from '../../search/filter-builder.ts';
import { LATEST_VERSION } from './doc-versions.ts';
import { hasVersions } from './version-links.ts';

/**
 * The search filter of the docs version being read (decision 0043): from a page of an older
 * version of package P, that version of P and the latest of every other package; from anywhere
 * else, the latest of every package. Undefined when no package has older versions, so a site
 * without them queries as before. Written in Algolia's filter shape (a conjunction of OR groups
 * of possibly negated facets), so it works against Algolia too.
 */
export function versionSearchFilter(
  manifest: Pick<SiteManifest, 'packages'>,
  entry: Pick<RouteEntry, 'packageName' | 'version'> | undefined,
): string | undefined {
  if (!hasVersions(manifest)) return undefined;
  if (entry?.version === undefined) return `version:${LATEST_VERSION}`;
  const pkg = `package:${filterValue(entry.packageName)}`;
  const version = `version:${filterValue(entry.version)}`;
  // Every other package's records must be the latest's; P's must be the version read.
  return `(${pkg} OR version:${LATEST_VERSION}) AND (NOT ${pkg} OR ${version})`;
}

/** The two filters ANDed, either possibly empty. */
export function andFilters(a: string | undefined, b: string | undefined): string {
  if (a === undefined || a === '') return b ?? '';
  if (b === undefined || b === '') return a;
  return `${a} AND ${b}`;
}
