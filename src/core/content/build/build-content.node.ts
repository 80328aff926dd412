import type { BuiltPage, RouteEntry, SiteManifest } from '../../../schemas/built.ts';
import { checkLinks } from '../../links/index.ts';
import { buildGeneratedPages, type GeneratedPages } from './generated-pages.node.ts';
import { isPortalRoute } from '../../routes/portal-routes.ts';
import { fingerprintFiles } from '../fingerprint.node.ts';
import { loadContent } from '../load-content.node.ts';
import type { LoadedContent } from '../loaded-content.ts';
import { normaliseRoute } from '../page-route.ts';
import { ContentValidationError, formatProblem, type ContentProblem } from '../validation-error.ts';
import { assemblePage } from './assemble-page.ts';
import { checkConfigLinks } from './check-config-links.ts';
import { pageFileName } from './page-file-name.ts';
import { renderAll } from './render-pool.node.ts';
import type { RenderJob, RenderOutcome } from './render-job.ts';
import { writeBuild } from './write-build.node.ts';

/** Options of a content build. */
export interface BuildOptions {
  contentRoot: string;
  outDir: string;
  /** 'warn' reports broken links as warnings instead of failing: for foreign material only. */
  brokenLinks?: 'error' | 'warn';
  /** Mixed into the content hash, so a new build pipeline invalidates old builds. */
  pipelineHash?: string;
  /** UI strings the renderer writes into the article (copy button labels…). */
  messages?: Record<string, string>;
  workers?: number;
  log?: (line: string) => void;
}

/** What a build produced. */
export interface BuildResult {
  manifest: SiteManifest;
  pageCount: number;
  warnings: string[];
  timings: Record<'loadMs' | 'renderMs' | 'checkMs' | 'writeMs', number>;
}

function progressLogger(log: (line: string) => void) {
  let lastShown = 0;
  return (done: number, total: number) => {
    const now = Date.now();
    if (done === total || now - lastShown > 1000) {
      lastShown = now;
      log(`  rendered ${done}/${total} pages (${Math.round((done / total) * 100)}%)`);
    }
  };
}

/** Builds the route lookup the link check uses: pages with their anchors, portal routes and redirects. */
function routeLookup(
  content: LoadedContent,
  outcomes: Map<string, RenderOutcome>,
  generated: GeneratedPages,
) {
  const redirects = new Set(content.packages.flatMap((pkg) => pkg.redirects.map((r) => r.from)));
  return {
    has: (route: string) =>
      content.routes.has(route) ||
      generated.anchors.has(route) ||
      isPortalRoute(route) ||
      redirects.has(route),
    hasAnchor: (route: string, id: string) => {
      const outcome = outcomes.get(route);
      if (outcome !== undefined) return (outcome.anchors ?? []).includes(id);
      return generated.anchors.get(route)?.has(id) ?? !content.routes.has(route);
    },
  };
}

/**
 * Runs the whole content build: load and validate, render every page, check every internal link,
 * and write the build atomically. Throws ContentValidationError, naming files, fields and lines,
 * when anything is wrong; nothing is written then.
 */
export async function buildContent(options: BuildOptions): Promise<BuildResult> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  log(`Validating content in ${options.contentRoot}`);
  const content = await loadContent(options.contentRoot);
  const loadMs = Date.now() - started;
  const pkgByName = new Map(content.packages.map((pkg) => [pkg.file.name, pkg]));
  const jobs: RenderJob[] = [...content.routes.values()].map((page) => ({
    file: page.file,
    route: page.route,
    source: page.source,
  }));
  log(`Rendering ${jobs.length} pages from ${content.packages.length} packages`);
  const renderStart = Date.now();
  const outcomes = await renderAll(
    jobs,
    {
      developerHost: content.site.developerHost,
      fileRoutes: [...content.fileRoutes],
      messages: options.messages ?? {},
    },
    progressLogger(log),
    options.workers,
  );
  const renderMs = Date.now() - renderStart;

  const problems: ContentProblem[] = outcomes
    .filter((outcome) => !outcome.ok)
    .map((outcome) => ({
      file: outcome.file,
      field: '(markdown)',
      message: outcome.error ?? 'could not be rendered',
    }));
  if (problems.length > 0) throw new ContentValidationError(problems);

  const generated = await buildGeneratedPages(content, options.contentRoot, options.messages ?? {}, log);
  const checkStart = Date.now();
  const byRoute = new Map(outcomes.map((outcome) => [outcome.route, outcome]));
  const lookup = routeLookup(content, byRoute, generated);
  const linkProblems: ContentProblem[] = checkLinks(
    outcomes.map((o) => ({ file: o.file, route: o.route, links: o.links ?? [], anchors: o.anchors ?? [] })),
    lookup,
  ).map((p) => ({
    file: p.file,
    line: p.line,
    field: '(link)',
    message: `broken link '${p.href}' (${p.reason})`,
  }));
  const { globalLinks, landings } = content;
  const configFiles = [
    { file: 'global-links.yaml', value: globalLinks },
    ...(['home', 'cloud', 'server'] as const).map((kind) => ({
      file: `landing/${kind}.yaml`,
      value: landings[kind],
    })),
  ];
  linkProblems.push(...checkConfigLinks(configFiles, lookup, content.site.developerHost));
  // Links inside vendor OpenAPI descriptions often point at narrative anchors the reference does
  // not have; they are reported once per spec file as a warning, never failing the build.
  const restProblems = new Map<string, number>();
  for (const problem of checkLinks(generated.links, lookup))
    restProblems.set(problem.file, (restProblems.get(problem.file) ?? 0) + 1);
  for (const [file, count] of restProblems)
    generated.warnings.push(`${file}: ${count} links in API descriptions point nowhere`);
  const warnings: string[] = [...generated.warnings];
  if (linkProblems.length > 0) {
    if (options.brokenLinks !== 'warn') throw new ContentValidationError(linkProblems);
    warnings.push(...linkProblems.map(formatProblem));
    log(`  ${linkProblems.length} broken links reported as warnings`);
  }
  const checkMs = Date.now() - checkStart;

  const pages: BuiltPage[] = outcomes.map((outcome) => {
    const page = content.routes.get(outcome.route)!;
    return assemblePage(page, pkgByName.get(page.packageName)!, outcome, content.site.editBaseUrl);
  });
  pages.push(...generated.pages);
  const fingerprint = await fingerprintFiles([options.contentRoot]);
  const manifest = toManifest(
    content,
    pages,
    warnings,
    manifestHash(fingerprint, options.pipelineHash ?? ''),
  );
  const writeStart = Date.now();
  await writeBuild(options.outDir, manifest, pages);
  const writeMs = Date.now() - writeStart;
  log(
    `Built ${pages.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s into ${options.outDir}`,
  );
  return { manifest, pageCount: pages.length, warnings, timings: { loadMs, renderMs, checkMs, writeMs } };
}

function toManifest(
  content: LoadedContent,
  pages: BuiltPage[],
  warnings: string[],
  contentHash: string,
): SiteManifest {
  const routes: RouteEntry[] = pages
    .map((page) => ({
      route: page.route,
      kind: page.kind,
      title: page.title,
      packageName: page.packageName,
      privilege: page.privilege,
      hidden: page.hidden,
      file: pageFileName(page.route),
    }))
    .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  const redirects: Record<string, string> = {};
  for (const pkg of content.packages) {
    for (const redirect of pkg.redirects)
      redirects[normaliseRoute(redirect.from) ?? redirect.from] = redirect.to;
  }
  return {
    formatVersion: 1,
    builtAt: new Date().toISOString(),
    contentHash,
    site: content.site,
    globalLinks: content.globalLinks,
    landings: content.landings,
    packages: content.packages.map((pkg) => ({
      name: pkg.file.name,
      humanName: pkg.file.docs.humanName,
      publishPath: pkg.file.docs.publishPath,
      platform: pkg.file.docs.platform,
      productName: pkg.file.docs.productName ?? pkg.file.docs.humanName,
      headerType: pkg.contentSet.configuration.headerType,
      navigation: pkg.navigation,
    })),
    routes,
    redirects,
    warnings,
  };
}

/** The hash recorded in the manifest: content and pipeline together. */
export function manifestHash(contentHash: string, pipelineHash: string): string {
  return pipelineHash ? `${contentHash}.${pipelineHash}` : contentHash;
}
