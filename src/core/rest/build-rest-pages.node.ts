import { join } from 'node:path';
import type { MarkdownRenderer } from '../markdown/index.ts';
import { ContentValidationError, type ContentProblem } from '../content/validation-error.ts';
import type { Privilege } from '../../schemas/common.ts';
import type { ConnectScopesFile } from '../../schemas/connect-scopes.ts';
import type { ConnectScopes, RestLint, RestSource } from '../../schemas/package.ts';
import { connectScopeRules } from './connect-scope-match.ts';
import { buildRestApi } from './build-model.ts';
import {
  resolveChangelogOperations,
  type ChangelogOperationLink,
  type ChangelogOperationRequest,
} from './changelog-banners.ts';
import { lintSeverities } from './lint-rules.ts';
import { loadOpenApiFile } from './load-openapi.node.ts';
import { deriveMenuItems, type DerivedMenuItem } from './menu-items.ts';
import type { RestApi } from './model.ts';
import { renderRestPages, type RestPages } from './render-pages.ts';
import { restBasePath, type RestLocation } from './routes.ts';
import { restVersionsPage } from './versions-page.ts';

/** One REST source of a package, loaded: where it publishes and its model. */
export interface RestReference {
  location: RestLocation;
  /** `P rest/vN/` or `P rest/`. */
  basePath: string;
  /** The spec file relative to the content root. */
  sourceFile: string;
  api: RestApi;
  menuItems: DerivedMenuItem[];
  /** Who may read its pages: the source's `access.privilege` (NONE when absent). */
  privilege: Privilege;
  /** What validation reported for rules set to `warn`. */
  warnings: ContentProblem[];
}

/** A package's REST source, as the build knows it. */
export interface RestPackageInput {
  contentRoot: string;
  /** Package folder relative to the content root (LoadedPackage.dir), e.g. 'packages/jira'. */
  packageDir: string;
  publishPath: string;
  rest: RestSource;
  /** The content root's Connect scopes files; the one `rest.connectScopes` names is applied. */
  connectScopes?: Partial<Record<ConnectScopes, ConnectScopesFile>>;
}

/**
 * Loads every spec of a package's REST source (`srcFile`, or each of `srcFiles`): validates and
 * bundles it (load-openapi.node.ts, with the source's `lint` severities, then the version's) and
 * builds its model with the source's flags. Throws one ContentValidationError naming every
 * problem of every spec, so nothing of the package's references is published then.
 */
export async function loadRestReferences(input: RestPackageInput): Promise<RestReference[]> {
  const sources: { srcFile: string; version?: number; lint?: RestLint }[] =
    input.rest.srcFiles ?? (input.rest.srcFile === undefined ? [] : [{ srcFile: input.rest.srcFile }]);
  const product = input.rest.connectScopes;
  const scopesFile = product === undefined ? undefined : input.connectScopes?.[product];
  const flags = {
    experimental: input.rest.experimental,
    postman: input.rest.postman,
    ...(product === undefined ? {} : { connectScopes: product }),
    ...(scopesFile === undefined ? {} : { connectRules: connectScopeRules(scopesFile.restApis) }),
  };
  const privilege = input.rest.access?.privilege ?? 'NONE';
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
        const loaded = await loadOpenApiFile(join(input.contentRoot, sourceFile), {
          contentRoot: input.contentRoot,
          packageDir: join(input.contentRoot, input.packageDir),
          lint: lintSeverities(input.rest.lint, source.lint),
        });
        const location: RestLocation = {
          publishPath: input.publishPath,
          ...(source.version === undefined ? {} : { version: source.version }),
        };
        const api = buildRestApi(loaded.document, flags);
        const basePath = restBasePath(location);
        return {
          location,
          basePath,
          sourceFile,
          api,
          menuItems: deriveMenuItems(api, basePath),
          privilege,
          warnings: loaded.warnings,
        };
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
  /** Operations of this package that changelog entries name: validated, bannered, linked. */
  changelogOperations?: readonly ChangelogOperationRequest[];
}

/** The generated pages of a package, with their anchors and links, and the loaded references. */
export interface BuildRestPagesResult extends RestPages {
  references: RestReference[];
  /** Validation warnings of every spec (rules set to `warn`). */
  warnings: ContentProblem[];
  /** The changelog entries' links to the operations they name. */
  operationLinks: ChangelogOperationLink[];
}

/**
 * The build's entry point for REST references: loads a package's OpenAPI sources and renders
 * an intro page and one page per operation group for each (see README.md for routes).
 */
export async function buildRestPages(options: BuildRestPagesOptions): Promise<BuildRestPagesResult> {
  const references = await loadRestReferences(options);
  const changelog = resolveChangelogOperations(references, options.changelogOperations ?? []);
  if (changelog.problems.length > 0) throw new ContentValidationError(changelog.problems);
  const result: BuildRestPagesResult = {
    operationLinks: changelog.links,
    pages: [],
    anchors: new Map(),
    links: [],
    referenceFiles: [],
    references,
    warnings: references.flatMap((reference) => reference.warnings),
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
      changelogNotices: changelog.notices.get(reference.basePath) ?? new Map(),
    });
    // A restricted source restricts every page of it, as `access` does for a markdown page.
    result.pages.push(...pages.pages.map((page) => ({ ...page, privilege: reference.privilege })));
    for (const [route, ids] of pages.anchors) result.anchors.set(route, ids);
    result.links.push(...pages.links);
    result.referenceFiles.push(...pages.referenceFiles);
  }
  // A versioned source's `rest/` (the 'REST API' tab's path) lists its versions.
  const versions = restVersionsPage({
    publishPath: options.publishPath,
    references,
    packageName: options.packageName,
    privilege: references[0]?.privilege ?? 'NONE',
    sourceFile: `${options.packageDir}/package.yaml`,
  });
  if (versions !== undefined && !(options.skipRoutes?.has(versions.route) ?? false)) {
    result.pages.push(versions);
    result.anchors.set(versions.route, []);
  }
  return result;
}
