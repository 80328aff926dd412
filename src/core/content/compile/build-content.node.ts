import { draftLinkReason } from './draft-links.ts';
import {
  SEARCH_INDEX_FILE,
  type BuiltPage,
  type RouteEntry,
  type SiteManifest,
} from '../../../schemas/built.ts';
import type { SearchRecord } from '../../../schemas/search.ts';
import { dirname, join } from 'node:path';
import { resolveBranding } from '../../branding/resolve-branding.node.ts';
import { publishAssets } from '../assets/publish-assets.node.ts';
import { scanAssets } from '../assets/scan-assets.node.ts';
import { checkLinks } from '../../links/index.ts';
import { buildSearchIndex } from '../../search/build-index.ts';
import { IndexTerms } from '../../search/index-terms.ts';
import { writeSearchIndexFile } from '../../search/index-file.node.ts';
import { pageToRecords, recordText, type IndexablePage } from '../../search/page-records.ts';
import { fingerprintFiles } from '../fingerprint.node.ts';
import { loadContent } from '../load-content.node.ts';
import type { LoadedContent } from '../loaded-content.ts';
import { ContentValidationError, formatProblem, type ContentProblem } from '../validation-error.ts';
import { buildLookup } from './build-lookup.ts';
import { checkConfigLinks } from './check-config-links.ts';
import { navigationLinkProblems } from '../navigation/navigation-link-problems.node.ts';
import { normaliseRoute } from '../page-route.ts';
import { checkAssetReferences, contentDirsOf } from './content-files.ts';
import { createMarkdownRenderer } from '../../markdown/index.ts';
import { buildChangelogs } from './changelog-pages.node.ts';
import { blogOfContent } from './blog-build.node.ts';
import { writeFile } from 'node:fs/promises';
import { BLOG_FILE } from '../../../schemas/built-blog.ts';
import { buildGeneratedPages } from './generated-pages.node.ts';
import { pageFileName } from './page-file-name.ts';
import { createRenderPool, type ExpectingRenderPool } from './render-pool.node.ts';
import type { RenderJob, RenderOutcome } from './render-job.ts';
import { toIndexablePages, type SearchablePage } from './search-pages.ts';
import { manifestHash, toManifest } from './to-manifest.ts';
import { createStagingBuild } from './write-build.node.ts';
import type { RetainedBuild } from './dev/retained-build.ts';

export { manifestHash } from './to-manifest.ts';

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
  /**
   * When `messages` are mark templates (src/core/i18n/marked-catalogue.ts), their nonce: the marks
   * become message slots of the stored pages, filled per locale by the server.
   */
  markNonce?: string;
  workers?: number;
  /**
   * Build `draft: true` pages too: `npm run dev` sets it (scripts/dev.ts); production builds
   * (`npm start`, `npm run build`) leave drafts out. Callers mix it into `pipelineHash`.
   */
  drafts?: boolean;
  /** Where resized image variants are kept across builds (default: `cache/content-files` beside outDir). */
  assetCacheDir?: string;
  log?: (line: string) => void;
  /**
   * Collect the problems of every phase and carry on where later phases still mean something
   * (`npm run content:check`): they come back in `problems`, and nothing is committed then.
   */
  keepGoing?: boolean;
  /**
   * Called once the pages are rendered and checked, before the build lets their links, anchors
   * and sections go: the dev loop copies what it needs to rebuild single pages later (compile/dev/).
   */
  retain?: (state: RetainedBuild) => void;
}

/** What a build produced. */
export interface BuildResult {
  manifest: SiteManifest;
  pageCount: number;
  warnings: string[];
  timings: Record<'loadMs' | 'renderMs' | 'checkMs' | 'writeMs' | 'indexMs', number>;
  /** Records in the search index. */
  searchRecords: number;
  /** With `keepGoing`: every error found; the build was not committed when there is any. */
  problems?: ContentProblem[];
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

/** The render jobs of every markdown page. */
export function renderJobs(content: LoadedContent): RenderJob[] {
  const pkgByName = new Map(content.packages.map((pkg) => [pkg.file.name, pkg]));
  const editBase = content.site.editBaseUrl?.replace(/\/+$/, '');
  return [...content.routes.values()].map((page) => {
    const pkg = pkgByName.get(page.packageName)!;
    const fm = page.frontMatter;
    const editUrl = editBase
      ? [editBase, pkg.file.docs.mainBranch, pkg.file.docs.srcPath, page.file.slice(pkg.dir.length + 1)]
          .filter(Boolean)
          .join('/')
      : undefined;
    const job: RenderJob = {
      file: page.file,
      route: page.route,
      meta: {
        packageName: page.packageName,
        ...(fm.title === undefined ? {} : { title: fm.title }),
        ...(fm.description === undefined ? {} : { description: fm.description }),
        privilege: fm.access?.privilege ?? 'NONE',
        hidden: fm.hidden === true,
        ...(editUrl === undefined ? {} : { editUrl }),
        packageDir: pkg.dir,
        ...(pkg.file.docs.mdx === undefined ? {} : { mdx: pkg.file.docs.mdx }),
      },
    };
    return job;
  });
}

/**
 * Runs the whole content build: load and validate, render every page straight into a staging
 * folder, check every internal link, then swap the staging folder in. Throws
 * ContentValidationError, naming files, fields and lines, when anything is wrong; the previous
 * build is left untouched then.
 */
export async function buildContent(options: BuildOptions): Promise<BuildResult> {
  const log = options.log ?? (() => {});
  const messages = options.messages ?? {};
  const started = Date.now();
  const pool = createRenderPool(messages, options.workers);
  try {
    return await build(options, pool, log, started);
  } finally {
    await pool.close();
  }
}

async function build(
  options: BuildOptions,
  pool: ExpectingRenderPool,
  log: (line: string) => void,
  started: number,
): Promise<BuildResult> {
  const messages = options.messages ?? {};
  // Without keepGoing the first failing phase stops the build, as it always did.
  const collected: ContentProblem[] = [];
  const fail = (problems: readonly ContentProblem[]) => {
    if (!options.keepGoing) throw new ContentValidationError(problems);
    collected.push(...problems);
  };
  log(`Validating content in ${options.contentRoot}`);
  const content = await loadContent(options.contentRoot, {
    onPagesFound: (count) => pool.expect(count),
    drafts: options.drafts === true,
    ...(options.keepGoing ? { onProblems: fail } : {}),
  });
  // Hashing every file again is I/O the main thread can do while the workers render.
  const fingerprint = fingerprintFiles([options.contentRoot]);
  fingerprint.catch(() => undefined);
  // Branding is the site's own configuration, never foreign material: its problems always fail.
  const branding = await resolveBranding(options.contentRoot, content.site);
  if (branding.problems.length > 0) fail(branding.problems);
  const loadMs = Date.now() - started;
  const staging = await createStagingBuild(options.outDir);
  try {
    const jobs = renderJobs(content);
    const metaByRoute = new Map(jobs.map((job) => [job.route, job.meta]));
    log(`Rendering ${jobs.length} pages from ${content.packages.length} packages`);
    const renderStart = Date.now();
    const contentDirs = contentDirsOf(content);
    const assets = await scanAssets(
      options.contentRoot,
      contentDirs.map(([, dir]) => dir),
    );
    const setup = {
      assets: { contentDirs, files: [...assets.values()] },
      contentRoot: options.contentRoot,
      developerHost: content.site.developerHost,
      fileRoutes: [...content.fileRoutes],
      pagesDir: staging.pagesDir,
      markNonce: options.markNonce,
    };
    const indexTerms = new IndexTerms();
    const outcomes = await pool.render(jobs, setup, progressLogger(log), (batch) =>
      prepareSearchTexts(batch, indexTerms),
    );
    // The workers' memory goes now, before the link check needs the main thread's.
    await pool.close();
    jobs.length = 0;
    const failed: ContentProblem[] = outcomes
      .filter((outcome) => !outcome.ok)
      .map((outcome) => ({
        file: outcome.file,
        field: '(markdown)',
        message: outcome.error ?? 'could not be rendered',
        ...(outcome.line === undefined ? {} : { line: outcome.line }),
      }));
    if (failed.length > 0) fail(failed);
    const generated = await buildGeneratedPages(
      content,
      options.contentRoot,
      messages,
      options.markNonce,
      log,
    );
    const changelogs = await buildChangelogs(
      content,
      () => createMarkdownRenderer({ messages }),
      messages,
      options.markNonce,
      generated.operationLinks,
    );
    generated.pages.push(...changelogs.pages);
    // The blog (decision 0045): its own file beside the manifest, its routes in the link check.
    const blog = await blogOfContent(
      options.contentRoot,
      options.drafts === true,
      content.site.developerHost,
      (target) => content.fileRoutes.get(target),
      () => createMarkdownRenderer({ messages }),
      options.markNonce,
    );
    if (blog !== undefined && blog.problems.length > 0) fail(blog.problems);
    const renderMs = Date.now() - renderStart;

    const checkStart = Date.now();
    const anchors = new Map<string, ReadonlySet<string>>(
      outcomes.map((o) => [o.route, new Set(o.anchors ?? [])]),
    );
    for (const [route, ids] of generated.anchors) anchors.set(route, ids);
    for (const [route, ids] of changelogs.anchors) anchors.set(route, ids);
    for (const [route, ids] of blog?.anchors ?? []) anchors.set(route, ids);
    const lookup = buildLookup(content, anchors);
    const problems: ContentProblem[] = checkLinks(
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
    ).map((p) => ({
      file: p.file,
      line: p.line,
      field: '(link)',
      message: `broken link '${p.href}' (${draftLinkReason(p.href, p.reason, content.drafts)})`,
    }));
    const configFiles = [
      { file: 'global-links.yaml', value: content.globalLinks },
      ...(['home', 'cloud', 'server'] as const)
        .filter((kind) => content.landings[kind] !== undefined)
        .map((kind) => ({ file: `landing/${kind}.yaml`, value: content.landings[kind] })),
    ];
    problems.push(...checkConfigLinks(configFiles, lookup, content.site.developerHost));
    // A navigation link to a REST reference's base path stands for the reference (decision 0032).
    const restBases = new Set(
      generated.restReferences.map((reference) => normaliseRoute(reference.basePath)),
    );
    problems.push(...(await navigationLinkProblems(content, lookup, (route) => restBases.has(route))));
    const files = checkAssetReferences(outcomes, (route) => metaByRoute.get(route)!.privilege, assets);
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
    if (problems.length > 0 && options.brokenLinks !== 'warn') fail(problems);
    else if (problems.length > 0) {
      warnings.push(...problems.map(formatProblem));
      log(`  ${problems.length} broken links reported as warnings`);
    }
    // Vendor OpenAPI descriptions often link to narrative anchors the reference does not have:
    // summarised once per spec file as a warning, never failing the build.
    const restProblems = new Map<string, number>();
    for (const problem of checkLinks(generated.links, lookup))
      restProblems.set(problem.file, (restProblems.get(problem.file) ?? 0) + 1);
    for (const [file, count] of restProblems)
      warnings.push(`${file}: ${count} links in API descriptions point nowhere`);
    options.retain?.({
      content,
      outcomes,
      setup,
      extraAnchors: new Map([...generated.anchors, ...changelogs.anchors, ...(blog?.anchors ?? [])]),
      extraLinks: [...changelogs.links, ...(blog?.links ?? [])],
      generatedPages: generated.pages,
      restBases,
    });
    // Links and anchors were only for the check: let them go before the search index is built.
    anchors.clear();
    for (const outcome of outcomes) {
      delete outcome.links;
      delete outcome.anchors;
      delete outcome.assets;
    }
    const checkMs = Date.now() - checkStart;

    const writeStart = Date.now();
    const routes: RouteEntry[] = outcomes.map((o) => {
      const meta = metaByRoute.get(o.route)!;
      const title = o.title ?? o.route;
      return {
        route: o.route,
        kind: 'markdown',
        title,
        packageName: meta.packageName,
        privilege: meta.privilege,
        hidden: meta.hidden,
        file: pageFileName(o.route),
      };
    });
    for (const file of generated.referenceFiles) await staging.writeRestData(file.fileName, file.json);
    for (const page of generated.pages) {
      await staging.writePage(page);
      routes.push({
        route: page.route,
        kind: page.kind,
        title: page.title,
        packageName: page.packageName,
        privilege: page.privilege,
        hidden: page.hidden,
        file: pageFileName(page.route),
      });
    }
    const contentFiles = await publishAssets({
      contentRoot: options.contentRoot,
      buildDir: staging.dir,
      cacheDir: options.assetCacheDir ?? join(dirname(options.outDir), 'cache', 'content-files'),
      used: files.used,
    });
    const manifest = toManifest(
      content,
      routes,
      warnings,
      manifestHash(await fingerprint, options.pipelineHash ?? ''),
      changelogs.entries,
      generated.restReferences,
    );
    if (Object.keys(contentFiles).length > 0) manifest.contentFiles = contentFiles;
    if (branding.branding !== undefined) manifest.branding = branding.branding;
    if (blog !== undefined) await writeFile(join(staging.dir, BLOG_FILE), JSON.stringify(blog.blog));
    const indexStart = Date.now();
    const searchRecords = await writeSearchIndex(
      staging.dir,
      manifest,
      outcomes,
      metaByRoute,
      generated.pages,
      indexTerms,
      log,
      blog?.searchPages ?? [],
    );
    const indexMs = Date.now() - indexStart;
    const timings = { loadMs, renderMs, checkMs, writeMs: 0, indexMs };
    if (collected.length > 0) {
      await staging.abort();
      return { manifest, pageCount: routes.length, warnings, timings, searchRecords, problems: collected };
    }
    await staging.commit(manifest);
    const writeMs = Date.now() - writeStart - indexMs;
    log(
      `Built ${routes.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s into ${options.outDir}`,
    );
    return {
      manifest,
      pageCount: routes.length,
      warnings,
      timings: { loadMs, renderMs, checkMs, writeMs, indexMs },
      searchRecords,
    };
  } catch (error) {
    await staging.abort();
    throw error;
  }
}

/**
 * Writes the search index of the build: one record per heading section of every page
 * that is not hidden, markdown and REST reference alike. Returns the record count.
 */
async function writeSearchIndex(
  dir: string,
  manifest: SiteManifest,
  outcomes: RenderOutcome[],
  metaByRoute: ReadonlyMap<string, RenderJob['meta']>,
  generatedPages: readonly BuiltPage[],
  indexTerms: IndexTerms,
  log: (line: string) => void,
  blogPages: readonly IndexablePage[],
): Promise<number> {
  const pages: SearchablePage[] = outcomes.map((o) => {
    const meta = metaByRoute.get(o.route)!;
    const sections = o.sections ?? [];
    // From here on the pages below hold the sections, and give them up one by one (see below).
    delete o.sections;
    return {
      route: o.route,
      kind: 'markdown',
      title: o.title ?? o.route,
      packageName: meta.packageName,
      privilege: meta.privilege,
      hidden: meta.hidden,
      sections,
    };
  });
  pages.push(...generatedPages);
  const indexable: (IndexablePage | undefined)[] = [
    ...toIndexablePages(manifest.packages, pages),
    // The blog ranks after every product on ties.
    ...blogPages.map((page) => ({ ...page, groupRank: manifest.packages.length })),
  ];
  pages.length = 0;
  // Records hold whitespace-collapsed copies of the section text: each page's own text is let go
  // as soon as its records exist, so the site's text is in memory once, not twice.
  const records: SearchRecord[] = [];
  for (let i = 0; i < indexable.length; i++) {
    records.push(...pageToRecords(indexable[i]!));
    indexable[i] = undefined;
  }
  const bytes = await writeSearchIndexFile(
    join(dir, SEARCH_INDEX_FILE),
    buildSearchIndex(records, indexTerms),
  );
  log(`  indexed ${records.length} search records (${(bytes / 1e6).toFixed(1)} MB)`);
  return records.length;
}

/**
 * Tokenises the section texts of rendered pages for the search index while the workers render
 * the rest: the main thread is otherwise idle then, and the index is built faster afterwards. A
 * section keeps its text in the form its record will have (idempotent, so records come out the
 * same), which also lets the index find the prepared terms by that text.
 */
function prepareSearchTexts(outcomes: readonly RenderOutcome[], terms: IndexTerms): void {
  for (const outcome of outcomes) {
    for (const section of outcome.sections ?? []) {
      section.text = recordText(section.text);
      if (section.text !== '') terms.prepare(section.text);
    }
  }
}
