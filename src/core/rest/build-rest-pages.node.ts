import { join } from 'node:path';
import type { MarkdownRenderer } from '../markdown/index.ts';
import { ContentValidationError, type ContentProblem } from '../content/validation-error.ts';
import type { RestSource } from '../../schemas/package.ts';
import { buildRestApi } from './build-model.ts';
import { loadOpenApi } from './load-openapi.node.ts';
import { deriveMenuItems, type DerivedMenuItem } from './menu-items.ts';
import type { RestApi } from './model.ts';
import { renderRestPages, type RestPages } from './render-pages.ts';
import { restBasePath, type RestLocation } from './routes.ts';

/** One REST source of a package, loaded: where it publishes and its model. */
export interface RestReference {
  location: RestLocation;
  /** `P rest/vN/` or `P rest/`. */
  basePath: string;
  /** The spec file relative to the content root. */
  sourceFile: string;
  api: RestApi;
  menuItems: DerivedMenuItem[];
}

/** A package's REST source, as the build knows it. */
export interface RestPackageInput {
  contentRoot: string;
  /** Package folder relative to the content root (LoadedPackage.dir), e.g. 'packages/jira'. */
  packageDir: string;
  publishPath: string;
  rest: RestSource;
}

/**
 * Loads every spec of a package's REST source (`srcFile`, or each of `srcFiles`) and builds its
 * model. Throws one ContentValidationError naming every file that is not an OpenAPI 3.x document.
 */
export async function loadRestReferences(input: RestPackageInput): Promise<RestReference[]> {
  const sources: { srcFile: string; version?: number }[] =
    input.rest.srcFiles ?? (input.rest.srcFile === undefined ? [] : [{ srcFile: input.rest.srcFile }]);
  const problems: ContentProblem[] = [];
  const seen = new Set<number>();
  for (const [index, source] of sources.entries()) {
    if (source.version === undefined) continue;
    if (seen.has(source.version)) {
      problems.push({
        file: `${input.packageDir}/package.yaml`,
        field: `docs.rest.srcFiles[${index}].version`,
        message: `version ${source.version} is listed twice`,
      });
    }
    seen.add(source.version);
  }
  // Loaded in parallel; problems are reported in source order.
  const outcomes = await Promise.all(
    sources.map(async (source): Promise<RestReference | ContentProblem[]> => {
      const sourceFile = `${input.packageDir}/${source.srcFile}`;
      try {
        const document = await loadOpenApi(join(input.contentRoot, sourceFile), { displayName: sourceFile });
        const location: RestLocation = {
          publishPath: input.publishPath,
          ...(source.version === undefined ? {} : { version: source.version }),
        };
        const api = buildRestApi(document);
        const basePath = restBasePath(location);
        return { location, basePath, sourceFile, api, menuItems: deriveMenuItems(api, basePath) };
      } catch (error) {
        if (error instanceof ContentValidationError) return [...error.problems];
        throw error;
      }
    }),
  );
  const loaded: RestReference[] = [];
  for (const outcome of outcomes) {
    if (Array.isArray(outcome)) problems.push(...outcome);
    else loaded.push(outcome);
  }
  if (problems.length > 0) throw new ContentValidationError(problems);
  return loaded;
}

/** Options of buildRestPages: the package's REST source and the build's renderer. */
export interface BuildRestPagesOptions extends RestPackageInput {
  packageName: string;
  renderer: MarkdownRenderer;
  /** The UI catalogue the renderer got; must also have the ids of RestMessages. */
  messages: Readonly<Record<string, string>>;
  developerHost: string;
  /** Site `restTryItOrigins`: origin patterns "Try it" may use for templated hosts. */
  tryItOrigins?: readonly string[];
  /** Routes of markdown pages: a generated page on one of them is skipped (markdown wins). */
  skipRoutes?: ReadonlySet<string>;
}

/** The generated pages of a package, with their anchors and links, and the loaded references. */
export interface BuildRestPagesResult extends RestPages {
  references: RestReference[];
}

/**
 * The build's entry point for REST references: loads a package's OpenAPI sources and renders
 * an intro page and one page per operation group for each (see README.md for routes).
 */
export async function buildRestPages(options: BuildRestPagesOptions): Promise<BuildRestPagesResult> {
  const references = await loadRestReferences(options);
  const result: BuildRestPagesResult = {
    pages: [],
    anchors: new Map(),
    links: [],
    referenceFiles: [],
    references,
  };
  for (const reference of references) {
    const pages = renderRestPages({
      api: reference.api,
      location: reference.location,
      packageName: options.packageName,
      sourceFile: reference.sourceFile,
      renderer: options.renderer,
      messages: options.messages,
      developerHost: options.developerHost,
      ...(options.tryItOrigins === undefined ? {} : { tryItOrigins: options.tryItOrigins }),
      experimental: options.rest.experimental === true,
      ...(options.skipRoutes === undefined ? {} : { skipRoutes: options.skipRoutes }),
    });
    result.pages.push(...pages.pages);
    for (const [route, ids] of pages.anchors) result.anchors.set(route, ids);
    result.links.push(...pages.links);
    result.referenceFiles.push(...pages.referenceFiles);
  }
  return result;
}
