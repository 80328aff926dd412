import type { RenderedPage } from '../../schemas/built.ts';
import type { Privilege } from '../../schemas/common.ts';
import { escapeHtml } from './html.ts';
import type { RestApi } from './model.ts';
import { introRoute, REST_SEGMENT, versionLabel, type RestLocation } from './routes.ts';

/** What the versions page lists of each version. */
export interface VersionsPageReference {
  location: RestLocation;
  basePath: string;
  api: Pick<RestApi, 'title'>;
}

/** Route of a package's versions page: `<publishPath>rest/`, the 'REST API' tab's path. */
export const restVersionsRoute = (publishPath: string) => `${publishPath}${REST_SEGMENT}/`;

/**
 * The page at `<publishPath>rest/` of a versioned REST source (decision 0032): one link per
 * version to its intro, oldest first, labelled 'v3 — <API title>' (spec §9). A real page, so
 * links to it are checked, it has a search record, and the access of the source applies.
 * Undefined for an unversioned source, whose `rest/` is its base path (it leads to the intro).
 */
export function restVersionsPage(input: {
  publishPath: string;
  references: readonly VersionsPageReference[];
  packageName: string;
  privilege: Privilege;
  sourceFile: string;
}): RenderedPage | undefined {
  const versions = input.references
    .filter((reference) => reference.location.version !== undefined)
    .sort((a, b) => (a.location.version ?? 0) - (b.location.version ?? 0));
  const newest = versions[versions.length - 1];
  if (newest === undefined) return undefined;
  const labelled = versions.map((reference) => ({
    route: introRoute(reference.basePath),
    text: `${versionLabel(reference.location.version)!} — ${reference.api.title}`,
  }));
  // Titles are stored as plain text (no message slots): the API's own title and its versions, in
  // the author's words like every page title.
  const title = `${newest.api.title} (${versions.map((v) => versionLabel(v.location.version)).join(', ')})`;
  const items = labelled.map(
    (item) => `<li><a href="${escapeHtml(item.route)}">${escapeHtml(item.text)}</a></li>`,
  );
  return {
    route: restVersionsRoute(input.publishPath),
    kind: 'rest-versions',
    title,
    description: title,
    html: `<h1>${escapeHtml(title)}</h1>\n<ul data-testid="rest-versions-list">${items.join('')}</ul>`,
    toc: [],
    sections: [
      { headingId: '', heading: title, depth: 1, text: labelled.map((item) => item.text).join(' ') },
    ],
    packageName: input.packageName,
    privilege: input.privilege,
    hidden: false,
    sourceFile: input.sourceFile,
  };
}
