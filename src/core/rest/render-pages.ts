import type { LinkCheckPage } from '../links/check-links.ts';
import type { MarkdownRenderer } from '../markdown/index.ts';
import type { RenderedPage } from '../../schemas/built.ts';
import { toBannerMessages, type OperationNotices } from './changelog-banners.ts';
import { createDescriptionRenderer } from './description-renderer.ts';
import { fragmentTargets } from './fragment-targets.ts';
import { groupPage, type GroupPageParts } from './group-page.ts';
import { introPage } from './intro-page.ts';
import type { RestApi } from './model.ts';
import type { PageContext, PageParts } from './page-parts.ts';
import type { ReferenceFile } from './reference-file.ts';
import { postmanCollection, postmanFile } from './postman-collection.ts';
import { toRestMessages } from './rest-messages.ts';
import { groupRoute, introRoute, restBasePath, versionLabel, type RestLocation } from './routes.ts';

/** What renderRestPages needs. */
export interface RestPagesInput {
  api: RestApi;
  location: RestLocation;
  packageName: string;
  /** The spec file relative to the content root (RenderedPage.sourceFile, messages). */
  sourceFile: string;
  /** The build's markdown renderer; descriptions go through it and are sanitised by it. */
  renderer: MarkdownRenderer;
  /** The UI catalogue; must have the ids of RestMessages (creation throws naming missing ones). */
  messages: Readonly<Record<string, string>>;
  developerHost: string;
  /** Origin patterns for "Try it" on templated hosts (site `restTryItOrigins`); none by default. */
  tryItOrigins?: readonly string[];
  /** The package source's `experimental` flag. */
  experimental?: boolean;
  /** Routes that belong to other pages (hand-written markdown wins): no page is made for them. */
  skipRoutes?: ReadonlySet<string>;
  /** Changelog entries naming operations, by operation key (decision 0031 §6). */
  changelogNotices?: OperationNotices;
}

/** The generated pages with what the link check needs of them. */
export interface RestPages {
  pages: RenderedPage[];
  /** Route -> every element id on that page. */
  anchors: Map<string, string[]>;
  /**
   * Internal links found in descriptions, as pages for checkLinks; `file` names the spec (and
   * the operation), lines count inside the description. Only pages with links are listed.
   */
  links: LinkCheckPage[];
  /** The group pages' reference data files, to write into the build's REST_DATA_DIR. */
  referenceFiles: ReferenceFile[];
}

/**
 * Renders the intro page and one page per operation group of a REST reference, as RenderedPages
 * (privilege NONE, not hidden, sourceFile the spec). Routes in `skipRoutes` are left out.
 */
export function renderRestPages(input: RestPagesInput): RestPages {
  const basePath = restBasePath(input.location);
  const ctx: PageContext = {
    api: input.api,
    location: input.location,
    basePath,
    sourceFile: input.sourceFile,
    messages: toRestMessages(input.messages),
    tryItOrigins: input.tryItOrigins ?? [],
    experimental: input.experimental ?? false,
    schemaRows: new Map(),
    ...(input.changelogNotices === undefined || input.changelogNotices.size === 0
      ? {}
      : { changelog: { notices: input.changelogNotices, messages: toBannerMessages(input.messages) } }),
    descriptions: createDescriptionRenderer({
      renderer: input.renderer,
      file: input.sourceFile,
      developerHost: input.developerHost,
      targets: fragmentTargets(input.api, basePath),
    }),
  };
  const result: RestPages = { pages: [], anchors: new Map(), links: [], referenceFiles: [] };
  const skip = input.skipRoutes ?? new Set<string>();
  const add = (
    route: string,
    kind: RenderedPage['kind'],
    title: string,
    render: () => PageParts | GroupPageParts,
  ) => {
    if (skip.has(route)) return;
    const parts = render();
    const reference = 'reference' in parts ? parts : undefined;
    if (reference !== undefined) result.referenceFiles.push(reference.reference);
    result.pages.push({
      route,
      kind,
      title,
      description: parts.description,
      html: parts.html,
      toc: parts.toc,
      sections: parts.sections,
      packageName: input.packageName,
      privilege: 'NONE',
      hidden: false,
      sourceFile: input.sourceFile,
      ...(reference === undefined
        ? {}
        : {
            rest: {
              referenceFile: reference.reference.fileName,
              connectOrigins: reference.connectOrigins,
            },
          }),
    });
    result.anchors.set(route, parts.anchors);
    result.links.push(...parts.links.filter((page) => page.links.length > 0));
  };

  const intro = introRoute(basePath);
  // The collection is offered on the intro page, and served under its access policy.
  if (input.api.flags.postman && !skip.has(intro)) {
    const file = postmanFile(intro, postmanCollection(input.api, versionLabel(input.location.version)));
    result.referenceFiles.push(file);
    ctx.postman = { url: file.url, label: ctx.messages['rest.postmanDownload'] };
  }
  add(intro, 'rest-intro', input.api.title, () => introPage(ctx, intro));
  for (const group of input.api.groups) {
    const route = groupRoute(basePath, group);
    add(route, 'rest-group', group.title, () => groupPage(ctx, group, route));
  }
  return result;
}
