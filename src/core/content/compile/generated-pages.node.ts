import type { BuiltPage, RestReferenceSummary } from '../../../schemas/built.ts';
import type { LinkCheckPage } from '../../links/index.ts';
import { createMarkdownRenderer } from '../../markdown/index.ts';
import { buildRestPages } from '../../rest/index.node.ts';
import type { ReferenceFile } from '../../rest/reference-file.ts';
import { restReferenceSummary } from '../../rest/reference-summary.ts';
import type { LoadedContent } from '../loaded-content.ts';
import { toStoredPage } from './stored-page.ts';

/** Pages generated from package sources (REST references for now), with what the link check needs. */
export interface GeneratedPages {
  pages: BuiltPage[];
  /** Route -> element ids, for links into generated pages. */
  anchors: Map<string, Set<string>>;
  /** Internal links found in generated pages (e.g. in OpenAPI descriptions). */
  links: LinkCheckPage[];
  warnings: string[];
  /** REST group pages' on-demand data, written into the build's REST_DATA_DIR. */
  referenceFiles: ReferenceFile[];
  /** Navigation summaries of the REST references, for the manifest. */
  references: RestReferenceSummary[];
}

/**
 * Generates the pages of every package's REST sources. A markdown page on the same route wins
 * (a hand-written intro replaces the generated one). The markdown renderer is only started when
 * some package has a REST source.
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
    referenceFiles: [],
    references: [],
  };
  const withRest = content.packages.filter((pkg) => pkg.file.docs.rest !== undefined);
  if (withRest.length === 0) return result;
  const renderer = await createMarkdownRenderer({ messages });
  const taken = new Set(content.routes.keys());
  for (const pkg of withRest) {
    const built = await buildRestPages({
      contentRoot,
      packageDir: pkg.dir,
      publishPath: pkg.file.docs.publishPath,
      rest: pkg.file.docs.rest!,
      packageName: pkg.file.name,
      renderer,
      messages,
      developerHost: content.site.developerHost,
      tryItOrigins: content.site.restTryItOrigins,
      skipRoutes: taken,
    });
    for (const page of built.pages) taken.add(page.route);
    for (const [route, ids] of built.anchors) result.anchors.set(route, new Set(ids));
    result.pages.push(...built.pages.map((page) => toStoredPage(page, markNonce)));
    result.links.push(...built.links);
    result.referenceFiles.push(...built.referenceFiles);
    for (const reference of built.references)
      result.references.push(restReferenceSummary(reference.api, reference.location, pkg.file.name));
  }
  log(`Generated ${result.pages.length} REST reference pages from ${withRest.length} packages`);
  return result;
}
