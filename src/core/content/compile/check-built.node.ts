import type { Privilege } from '../../../schemas/common.ts';
import type { ResolvedBranding } from '../../branding/resolve-branding.node.ts';
import { checkLinks, type LinkCheckPage } from '../../links/index.ts';
import type { ContentAsset } from '../assets/content-asset.ts';
import type { LoadedContent } from '../loaded-content.ts';
import { navigationLinkProblems } from '../navigation/navigation-link-problems.node.ts';
import { normaliseRoute } from '../page-route.ts';
import { formatProblem, type ContentProblem } from '../validation-error.ts';
import { buildLookup } from './build-lookup.ts';
import type { ChangelogBuild } from './changelog-pages.node.ts';
import { checkConfigLinks } from './check-config-links.ts';
import { checkAssetReferences, type CheckedReferences } from './content-files.ts';
import type { GeneratedPages } from './generated-pages.node.ts';
import { pageLinkProblems } from './known-broken-links.node.ts';
import type { RenderOutcome } from './render-job.ts';

/** What the checks of a rendered build need. */
export interface BuiltForCheck {
  content: LoadedContent;
  outcomes: readonly RenderOutcome[];
  generated: GeneratedPages;
  changelogs: ChangelogBuild;
  /** The privilege of a page's route: a file is private when only private pages use it. */
  privilegeOf: (route: string) => Privilege;
  assets: ReadonlyMap<string, ContentAsset>;
  branding: ResolvedBranding;
  /** The blog's routes with their anchors, and its posts' links (decision 0045). */
  blog?: { anchors: ReadonlyMap<string, ReadonlySet<string>>; links: readonly LinkCheckPage[] } | undefined;
}

/** The checks' findings, and what the build keeps of them. */
export interface BuiltChecks {
  /** Broken links, anchors and file references: the build fails on them unless told to warn. */
  problems: ContentProblem[];
  /** Every warning of the build so far, formatted. */
  warnings: string[];
  /** Anchors per route (pages, generated pages, changelogs). */
  anchors: Map<string, ReadonlySet<string>>;
  /** REST references' base paths, which navigation may link to (decision 0032). */
  restBases: ReadonlySet<string | undefined>;
  /** The content files pages use, with the privileges that use them (decision 0034). */
  files: CheckedReferences;
}

/**
 * The link check of a rendered build: page, changelog, configuration and navigation links against
 * every route and anchor, and pages' file references; plus the warnings collected so far. Links the
 * imported site had broken already are warnings (decision 0041).
 */
export async function checkBuilt(
  { content, outcomes, generated, changelogs, privilegeOf, assets, branding, blog }: BuiltForCheck,
  log: (line: string) => void,
): Promise<BuiltChecks> {
  const anchors = new Map<string, ReadonlySet<string>>(
    outcomes.map((o) => [o.route, new Set(o.anchors ?? [])]),
  );
  for (const [route, ids] of generated.anchors) anchors.set(route, ids);
  for (const [route, ids] of changelogs.anchors) anchors.set(route, ids);
  for (const [route, ids] of blog?.anchors ?? []) anchors.set(route, ids);
  const lookup = buildLookup(content, anchors);
  // Links broken in the site a package was imported from are warnings (decision 0041).
  const { problems, knownBroken } = await pageLinkProblems(
    content,
    [
      ...outcomes.map((o) => ({
        file: o.file,
        route: o.route,
        links: o.links ?? [],
        anchors: o.anchors ?? [],
      })),
      ...changelogs.links,
      ...(blog?.links ?? []),
    ],
    lookup,
  );
  const configFiles = [
    { file: 'global-links.yaml', value: content.globalLinks },
    ...(['home', 'cloud', 'server'] as const)
      .filter((kind) => content.landings[kind] !== undefined)
      .map((kind) => ({ file: `landing/${kind}.yaml`, value: content.landings[kind] })),
  ];
  problems.push(...checkConfigLinks(configFiles, lookup, content.site.developerHost));
  // A navigation link to a REST reference's base path stands for the reference (decision 0032).
  const restBases = new Set(generated.restReferences.map((reference) => normaliseRoute(reference.basePath)));
  problems.push(...(await navigationLinkProblems(content, lookup, (route) => restBases.has(route))));
  const files = checkAssetReferences(outcomes, privilegeOf, assets);
  problems.push(...files.problems);
  for (const [key, used] of branding.used) {
    const entry = files.used.get(key);
    if (entry === undefined) files.used.set(key, used);
    else entry.privileges.add('NONE');
  }
  const warnings: string[] = content.warnings.map(formatProblem);
  warnings.push(...files.warnings.map(formatProblem));
  for (const outcome of outcomes)
    for (const warning of outcome.warnings ?? [])
      warnings.push(formatProblem({ ...warning, field: '(mdx)' }));
  if (content.warnings.length > 0)
    log(`  ${content.warnings.length} removed noncharacters reported as warnings`);
  warnings.push(...generated.warnings);
  warnings.push(...knownBroken.map(formatProblem));
  // Vendor OpenAPI descriptions often link to narrative anchors the reference does not have:
  // summarised once per spec file as a warning, never failing the build.
  const restProblems = new Map<string, number>();
  for (const problem of checkLinks(generated.links, lookup))
    restProblems.set(problem.file, (restProblems.get(problem.file) ?? 0) + 1);
  for (const [file, count] of restProblems)
    warnings.push(`${file}: ${count} links in API descriptions point nowhere`);
  return { problems, warnings, anchors, restBases, files };
}
