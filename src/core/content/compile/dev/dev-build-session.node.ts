import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MANIFEST_FILE, SiteManifestSchema, type SiteManifest } from '../../../../schemas/built.ts';
import { createMarkdownRenderer, type MarkdownRenderer } from '../../../markdown/index.ts';
import { ContentValidationError, type ContentProblem } from '../../validation-error.ts';
import { buildContent, renderJobs, type BuildOptions } from '../build-content.node.ts';
import { rewriteSearchIndex } from './dev-search-index.node.ts';
import { planRebuild } from './plan-rebuild.ts';
import { rebuildPages } from './rebuild-pages.node.ts';
import { relabelPages } from './relabel-pages.node.ts';
import type { RetainedBuild } from './retained-build.ts';

/** How long edits must pause before the search index is written again. */
const INDEX_DELAY_MS = 1500;

/** What the dev loop tells the browser and the terminal after each rebuild. */
export type DevBuildEvent =
  /** `navigation`: labels changed, so every page's navigation may have. */
  | { kind: 'built'; full: boolean; navigation: boolean; routes: string[]; ms: number }
  /** The build has problems: the last good build is still served. */
  | { kind: 'failed'; problems: ContentProblem[]; ms: number };

/** Options of a dev build session: those of a full build, and where events go. */
export interface DevBuildSessionOptions extends Omit<BuildOptions, 'retain' | 'keepGoing'> {
  onEvent: (event: DevBuildEvent) => void;
}

/** A content build kept up to date while an author edits. */
export interface DevBuildSession {
  /** Builds everything (the first build, or after a change that reaches beyond single pages). */
  full(): Promise<void>;
  /** Files (content-root-relative) that changed on disk: rebuilds what depends on them. */
  changed(files: readonly string[]): Promise<void>;
  /** The problems of the last rebuild; empty when it succeeded. */
  readonly problems: readonly ContentProblem[];
}

/**
 * Keeps the last good build's rendered pages (links, anchors, sections) and page sources in
 * memory, so a page edit re-renders only that page (plan-rebuild.ts), checks links against the
 * rest, and rewrites the manifest; the search index follows just after. Rebuilds run one at a
 * time; changes that arrive meanwhile are taken together by the next. Files that changed since
 * the last good build stay pending until a rebuild commits them.
 */
export function createDevBuildSession(options: DevBuildSessionOptions): DevBuildSession {
  const log = options.log ?? (() => {});
  let kept: RetainedBuild | undefined;
  let manifest: SiteManifest | undefined;
  let renderer: Promise<MarkdownRenderer> | undefined;
  const sources = new Map<string, string>();
  const pending = new Set<string>();
  let problems: readonly ContentProblem[] = [];
  let queue = Promise.resolve();
  let indexing = Promise.resolve();
  let indexTimer: NodeJS.Timeout | undefined;

  const read = (file: string) => readFile(join(options.contentRoot, file), 'utf8').catch(() => undefined);
  const fail = (list: readonly ContentProblem[], started: number) => {
    problems = list;
    options.onEvent({ kind: 'failed', problems: [...list], ms: Date.now() - started });
  };
  const succeed = (full: boolean, routes: string[], started: number, navigation = false) => {
    problems = [];
    pending.clear();
    options.onEvent({ kind: 'built', full, navigation, routes, ms: Date.now() - started });
  };

  async function full(): Promise<void> {
    const started = Date.now();
    let retained: RetainedBuild | undefined;
    try {
      await buildContent({
        ...options,
        retain: (state) => {
          // Copies: the build lets go of links, anchors and sections right after this call.
          retained = {
            ...state,
            outcomes: structuredClone(state.outcomes),
            generatedPages: structuredClone(state.generatedPages),
          };
        },
      });
    } catch (error) {
      if (error instanceof ContentValidationError) return fail(error.problems, started);
      throw error;
    }
    clearTimeout(indexTimer);
    kept = retained;
    manifest = SiteManifestSchema.parse(
      JSON.parse(await readFile(join(options.outDir, MANIFEST_FILE), 'utf8')),
    );
    sources.clear();
    const files = [...(kept?.content.routes.values() ?? [])].map((page) => page.file);
    const texts = await Promise.all(files.map(read));
    files.forEach((file, index) => sources.set(file, texts[index] ?? ''));
    succeed(true, [], started);
  }

  async function incremental(files: readonly string[]): Promise<void> {
    const started = Date.now();
    for (const file of files) pending.add(file);
    if (kept === undefined || manifest === undefined) return full();
    const changes = await Promise.all(
      [...pending].map(async (file) => ({ file, before: sources.get(file), after: await read(file) })),
    );
    const plan = planRebuild(changes, (file) => sources.has(file));
    if (plan.kind === 'none') return succeed(false, [], started);
    if (plan.kind === 'full') {
      log(`Full rebuild: ${plan.reason}`);
      return full();
    }
    // The load's page checks for the edited pages, and their new labels and navigation.
    const edited = new Map(
      changes.flatMap((change) => (change.after === undefined ? [] : [[change.file, change.after]])),
    );
    const relabelled = await relabelPages(kept.content, edited, plan.reload);
    if (relabelled.problems.length > 0) return fail(relabelled.problems, started);
    const content = relabelled.content;
    renderer ??= createMarkdownRenderer({ messages: options.messages ?? {} });
    const result = await rebuildPages({
      outDir: options.outDir,
      renderer: await renderer,
      kept,
      manifest,
      content,
      files: plan.render,
      reloaded: plan.reload,
      brokenLinks: options.brokenLinks ?? 'error',
    });
    if (result.kind === 'full') {
      log(`Full rebuild: ${result.reason}`);
      return full();
    }
    if (result.kind === 'problems') return fail(result.problems, started);
    const byRoute = new Map(result.outcomes.map((outcome) => [outcome.route, outcome]));
    kept = {
      ...kept,
      content,
      outcomes: kept.outcomes.map((outcome) => byRoute.get(outcome.route) ?? outcome),
    };
    manifest = result.manifest;
    for (const change of changes) if (change.after !== undefined) sources.set(change.file, change.after);
    succeed(false, result.routes, started, plan.reload);
    scheduleIndex();
  }

  /**
   * The search index follows the pages once edits pause: building it holds this thread for a
   * while on a large site, and the reloading page must be served first. A later edit postpones it,
   * and only the newest state is indexed.
   */
  function scheduleIndex() {
    clearTimeout(indexTimer);
    indexTimer = setTimeout(() => {
      indexing = indexing
        .then(async () => {
          if (kept === undefined || manifest === undefined) return;
          const metaByRoute = new Map(renderJobs(kept.content).map((job) => [job.route, job.meta]));
          await rewriteSearchIndex(options.outDir, manifest, kept.outcomes, metaByRoute, kept.generatedPages);
        })
        .catch((error: unknown) => log(`Search index not updated: ${String(error)}`));
    }, INDEX_DELAY_MS);
    indexTimer.unref();
  }

  const enqueue = (work: () => Promise<void>) => {
    const next = queue.then(work);
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    full: () => enqueue(full),
    changed: (files) => enqueue(() => incremental(files)),
    get problems() {
      return problems;
    },
  };
}
