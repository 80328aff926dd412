import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MANIFEST_FILE, PAGES_DIR, type SiteManifest } from '../../../../schemas/built.ts';
import { checkLinks } from '../../../links/index.ts';
import type { MarkdownRenderer } from '../../../markdown/index.ts';
import type { LoadedContent } from '../../loaded-content.ts';
import { navigationLinkProblems } from '../../navigation/navigation-link-problems.node.ts';
import { formatProblem, type ContentProblem } from '../../validation-error.ts';
import { renderJobs } from '../build-content.node.ts';
import { buildLookup } from '../build-lookup.ts';
import { pageFileName } from '../page-file-name.ts';
import { createPageRenderer } from '../page-renderer.node.ts';
import type { RenderOutcome } from '../render-job.ts';
import type { RetainedBuild } from './retained-build.ts';

/** What re-rendering some pages came to. */
export type PagesRebuild =
  | { kind: 'committed'; routes: string[]; outcomes: RenderOutcome[]; manifest: SiteManifest }
  | { kind: 'problems'; problems: ContentProblem[] }
  /** The pages reach further than themselves (new asset references, moved routes): build it all. */
  | { kind: 'full'; reason: string };

/** The parts of a page render that the rest of the build depends on. */
interface RebuildInput {
  outDir: string;
  renderer: MarkdownRenderer;
  kept: RetainedBuild;
  manifest: SiteManifest;
  /** The content: the kept one, or one loaded again because labels changed. */
  content: LoadedContent;
  files: readonly string[];
  reloaded: boolean;
  brokenLinks: 'error' | 'warn';
}

/**
 * Re-renders the given pages into a folder beside the build, checks every link of the site against
 * their new anchors, and only when all is well moves them into the build and rewrites the manifest
 * (titles, navigation when the content was loaded again, warnings). On a problem nothing in the
 * build changes, so the server keeps serving the last good build.
 */
export async function rebuildPages(input: RebuildInput): Promise<PagesRebuild> {
  const { kept, content, outDir } = input;
  const wanted = new Set(input.files);
  const jobs = renderJobs(content).filter((job) => wanted.has(job.file));
  if (jobs.length !== wanted.size) return { kind: 'full', reason: 'a page has no route' };
  const scratch = `${outDir}.dev-pages-${process.pid}`;
  await rm(scratch, { recursive: true, force: true });
  await mkdir(scratch, { recursive: true });
  try {
    const render = createPageRenderer(input.renderer, { ...kept.setup, pagesDir: scratch });
    const outcomes = await render(jobs);
    const failed = outcomes.filter((outcome) => !outcome.ok);
    if (failed.length > 0)
      return {
        kind: 'problems',
        problems: failed.map((outcome) => ({
          file: outcome.file,
          field: '(markdown)',
          message: outcome.error ?? 'could not be rendered',
          ...(outcome.line === undefined ? {} : { line: outcome.line }),
        })),
      };
    const byRoute = new Map(kept.outcomes.map((outcome) => [outcome.route, outcome]));
    for (const outcome of outcomes) {
      const previous = byRoute.get(outcome.route);
      // Published files are hashed and listed by the full build: a new reference needs it.
      if (previous === undefined || JSON.stringify(previous.assets) !== JSON.stringify(outcome.assets))
        return { kind: 'full', reason: `${outcome.file} references other files now` };
      byRoute.set(outcome.route, outcome);
    }
    const problems = await linkProblems(input, [...byRoute.values()]);
    if (problems.length > 0 && input.brokenLinks === 'error') return { kind: 'problems', problems };
    await Promise.all(
      outcomes.map((outcome) =>
        rename(
          join(scratch, pageFileName(outcome.route)),
          join(outDir, PAGES_DIR, pageFileName(outcome.route)),
        ),
      ),
    );
    const manifest = nextManifest(input, outcomes);
    const temporary = join(outDir, `${MANIFEST_FILE}.dev-${process.pid}`);
    await writeFile(temporary, JSON.stringify(manifest));
    await rename(temporary, join(outDir, MANIFEST_FILE));
    return { kind: 'committed', routes: outcomes.map((outcome) => outcome.route), outcomes, manifest };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Every page's links checked again: a changed page's anchors may be what others link to. */
async function linkProblems(
  input: RebuildInput,
  outcomes: readonly RenderOutcome[],
): Promise<ContentProblem[]> {
  const anchors = new Map<string, ReadonlySet<string>>(
    outcomes.map((outcome) => [outcome.route, new Set(outcome.anchors ?? [])]),
  );
  for (const [route, ids] of input.kept.extraAnchors) anchors.set(route, ids);
  const lookup = buildLookup(input.content, anchors);
  const pages = outcomes.map((outcome) => ({
    file: outcome.file,
    route: outcome.route,
    links: outcome.links ?? [],
    anchors: outcome.anchors ?? [],
  }));
  const problems: ContentProblem[] = checkLinks([...pages, ...input.kept.extraLinks], lookup).map((p) => ({
    file: p.file,
    line: p.line,
    field: '(link)',
    message: `broken link '${p.href}' (${p.reason})`,
  }));
  // Labels changed: the (generated) navigation did too, and its links are checked like pages'.
  if (input.reloaded)
    problems.push(
      ...(await navigationLinkProblems(input.content, lookup, (route) => input.kept.restBases.has(route))),
    );
  return problems;
}

/**
 * The manifest after some pages were re-rendered: their titles, the packages' navigation when the
 * content was loaded again, their warnings. The content hash is marked as a dev build's, so the
 * next `npm start` or `npm run dev` builds everything again rather than trusting this one.
 */
function nextManifest(input: RebuildInput, outcomes: readonly RenderOutcome[]): SiteManifest {
  const titles = new Map(outcomes.map((outcome) => [outcome.route, outcome.title ?? outcome.route]));
  const files = new Set(outcomes.map((outcome) => outcome.file));
  const navigation = new Map(input.content.packages.map((pkg) => [pkg.file.name, pkg.navigation]));
  const previous = input.manifest;
  const warnings = previous.warnings.filter(
    (line) => ![...files].some((file) => line.startsWith(`${file}:`)),
  );
  for (const outcome of outcomes)
    for (const warning of outcome.warnings ?? [])
      warnings.push(formatProblem({ ...warning, field: '(mdx)' }));
  return {
    ...previous,
    builtAt: new Date().toISOString(),
    contentHash: `dev-incremental-${Date.now()}`,
    routes: previous.routes.map((entry) => {
      const title = titles.get(entry.route);
      return title === undefined ? entry : { ...entry, title };
    }),
    packages: input.reloaded
      ? previous.packages.map((pkg) => ({ ...pkg, navigation: navigation.get(pkg.name) ?? pkg.navigation }))
      : previous.packages,
    warnings,
  };
}
