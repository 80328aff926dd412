import type { RouteEntry, SiteManifest } from '../../../schemas/built.ts';
import { dirname, join } from 'node:path';
import { resolveBranding } from '../../branding/resolve-branding.node.ts';
import { publishAssets } from '../assets/publish-assets.node.ts';
import { scanAssets } from '../assets/scan-assets.node.ts';
import { IndexTerms } from '../../search/index-terms.ts';
import { fingerprintFiles } from '../fingerprint.node.ts';
import { loadContent } from '../load-content.node.ts';
import type { LoadedContent } from '../loaded-content.ts';
import { ContentValidationError, formatProblem, type ContentProblem } from '../validation-error.ts';
import { contentDirsOf } from './content-files.ts';
import { createMarkdownRenderer } from '../../markdown/index.ts';
import { buildChangelogs } from './changelog-pages.node.ts';
import { blogOfContent } from './blog-build.node.ts';
import { writeFile } from 'node:fs/promises';
import { BLOG_FILE } from '../../../schemas/built-blog.ts';
import { buildGeneratedPages } from './generated-pages.node.ts';
import { pageFileName } from './page-file-name.ts';
import { createRenderPool, type ExpectingRenderPool } from './render-pool.node.ts';
import type { RenderJob } from './render-job.ts';
import { manifestHash, toManifest } from './to-manifest.ts';
import { createStagingBuild } from './write-build.node.ts';
import { prepareSearchTexts, writeSearchIndex } from './search-index-phase.node.ts';
import { checkBuilt } from './check-built.node.ts';
import type { RetainedBuild } from './dev/retained-build.ts';
import { routeVersionFields } from '../versions/built-versions.ts';

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

/** A translation's content locale for its route entry (decision 0042). */
function translationOf(content: LoadedContent, route: string): { lang?: string } {
  const lang = content.routes.get(route)?.lang;
  return lang === undefined ? {} : { lang };
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
        ...(page.version === undefined ? {} : { version: page.version }),
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
    const { problems, warnings, anchors, restBases, files } = await checkBuilt(
      {
        content,
        outcomes,
        generated,
        changelogs,
        privilegeOf: (route) => metaByRoute.get(route)!.privilege,
        assets,
        branding,
        blog,
      },
      log,
    );
    if (problems.length > 0 && options.brokenLinks !== 'warn') fail(problems);
    else if (problems.length > 0) {
      warnings.push(...problems.map(formatProblem));
      log(`  ${problems.length} broken links reported as warnings`);
    }
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
        ...routeVersionFields(content, o.route),
        ...translationOf(content, o.route),
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
      blog?.searchPages,
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
