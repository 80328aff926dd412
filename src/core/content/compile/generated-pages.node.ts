import type { BuiltPage, RestReferenceSummary } from '../../../schemas/built.ts';
import type { LinkCheckPage } from '../../links/index.ts';
import { createMarkdownRenderer } from '../../markdown/index.ts';
import { buildRestPages, sortRestReferenceSummaries, toRestReferenceSummary } from '../../rest/index.node.ts';
import type { ChangelogOperationLink } from '../../rest/changelog-banners.ts';
import type { ReferenceFile } from '../../rest/reference-file.ts';
import type { LoadedContent } from '../loaded-content.ts';
import { ContentValidationError, formatProblem, type ContentProblem } from '../validation-error.ts';
import { changelogOperationRequests } from './changelog-operations.ts';
import { toStoredPage } from './stored-page.ts';

/** Pages generated from package sources (REST references for now), with what the link check needs. */
export interface GeneratedPages {
  pages: BuiltPage[];
  /** Route -> element ids, for links into generated pages. */
  anchors: Map<string, Set<string>>;
  /** Internal links found in generated pages (e.g. in OpenAPI descriptions). */
  links: LinkCheckPage[];
  /** Validation warnings of the specs (rules at `warn`), formatted like every build warning. */
  warnings: string[];
  /** Every published REST reference, in navigation order (manifest `restReferences`). */
  restReferences: RestReferenceSummary[];
  /** REST group pages' on-demand data, written into the build's REST_DATA_DIR. */
  referenceFiles: ReferenceFile[];
  /** Changelog entries' links to the operations they name (decision 0031 §6). */
  operationLinks: ChangelogOperationLink[];
}

/**
 * Generates the pages of every package's REST sources. A markdown page on the same route wins
 * (a hand-written intro replaces the generated one). The markdown renderer is only started when
 * some package has a REST source. Every package's specs are validated before any is rendered, and
 * all their problems are thrown together: one bad spec fails the build, and nothing is published.
 */
export async function buildGeneratedPages(
  content: LoadedContent,
  contentRoot: string,
  messages: Record<string, string>,
  markNonce: string | undefined,
  log: (line: string) => void,
): Promise<GeneratedPages> {
  const result: GeneratedPages = {
    pages: [],
    anchors: new Map(),
    links: [],
    warnings: [],
    restReferences: [],
    referenceFiles: [],
    operationLinks: [],
  };
  const changelog = changelogOperationRequests(content);
  const problems: ContentProblem[] = [...changelog.problems];
  const withRest = content.packages.filter((pkg) => pkg.file.docs.rest !== undefined);
  if (withRest.length === 0) {
    if (problems.length > 0) throw new ContentValidationError(problems);
    return result;
  }
  const renderer = await createMarkdownRenderer({ messages });
  const taken = new Set(content.routes.keys());
  for (const pkg of withRest) {
    const built = await buildRestPages({
      contentRoot,
      packageDir: pkg.dir,
      publishPath: pkg.file.docs.publishPath,
      rest: pkg.file.docs.rest!,
      connectScopes: content.connectScopes,
      packageName: pkg.file.name,
      renderer,
      messages,
      developerHost: content.site.developerHost,
      tryItOrigins: content.site.restTryItOrigins,
      skipRoutes: taken,
      changelogOperations: changelog.byPackage.get(pkg.file.name) ?? [],
    }).catch((error: unknown) => {
      if (!(error instanceof ContentValidationError)) throw error;
      problems.push(...error.problems);
      return undefined;
    });
    if (built === undefined) continue;
    result.warnings.push(...built.warnings.map(formatProblem));
    for (const reference of built.references)
      result.restReferences.push(toRestReferenceSummary(pkg.file.name, reference));
    for (const page of built.pages) taken.add(page.route);
    for (const [route, ids] of built.anchors) result.anchors.set(route, new Set(ids));
    result.pages.push(...built.pages.map((page) => toStoredPage(page, markNonce)));
    result.links.push(...built.links);
    result.referenceFiles.push(...built.referenceFiles);
    result.operationLinks.push(...built.operationLinks);
  }
  if (problems.length > 0) throw new ContentValidationError(problems);
  result.restReferences = sortRestReferenceSummaries(
    result.restReferences,
    content.packages.map((pkg) => pkg.file.name),
  );
  if (result.warnings.length > 0) log(`  ${result.warnings.length} OpenAPI validation warnings`);
  log(`Generated ${result.pages.length} REST reference pages from ${withRest.length} packages`);
  return result;
}
