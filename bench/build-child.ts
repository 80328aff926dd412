// One cold content build in a fresh process (spawned by bench/build.ts): builds the scenario given
// as JSON in argv[2] into a fresh temp folder and prints one JSON line with the measurements.
// Peak memory is the whole process's, render worker threads included.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { corpusFileOf, createCorpusContentRoot } from '../scripts/lib/corpus-root.ts';
import { REPO_ROOT } from '../scripts/lib/repo.ts';
import { buildContent } from '../src/core/content/compile/build-content.node.ts';
import { ContentValidationError } from '../src/core/content/validation-error.ts';
import { en } from '../src/ui/i18n/messages.ts';
import type { BuildSample, BuildSpec } from './lib/build-spec.ts';

const spec = JSON.parse(process.argv[2] ?? '{}') as BuildSpec;
const corpusRoot =
  spec.kind === 'corpora'
    ? await createCorpusContentRoot({
        corpora: spec.corpora,
        copies: spec.copies,
        ...(spec.limit === undefined ? {} : { limit: spec.limit }),
        ...(spec.exclude.length === 0 ? {} : { exclude: new Set(spec.exclude) }),
      })
    : undefined;
const contentRoot = corpusRoot?.root ?? join(REPO_ROOT, 'content');
const outParent = await mkdtemp(join(tmpdir(), 'portico-bench-out-'));
const loadAverage = loadavg()[0]!;
const cpuBefore = process.cpuUsage();
const started = performance.now();
let sample: BuildSample;
try {
  const result = await buildContent({
    contentRoot,
    outDir: join(outParent, 'build'),
    brokenLinks: 'warn',
    messages: en,
  });
  const cpu = process.cpuUsage(cpuBefore);
  const inSiteFiles = result.warnings.filter((w) => /^(global-links|landing\/[\w-]+)\.yaml: /.test(w));
  sample = {
    ok: true,
    pages: result.pageCount,
    buildMs: performance.now() - started,
    cpuMs: (cpu.user + cpu.system) / 1000,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    loadAverage,
    timings: result.timings,
    pageLinkWarnings: result.warnings.length - inSiteFiles.length,
    siteFileLinkWarnings: inSiteFiles.length,
  };
} catch (error) {
  if (!(error instanceof ContentValidationError)) throw error;
  // Hand the problems back so the bench can leave those corpus files out and try again.
  sample = {
    ok: false,
    problems: error.problems.map((problem) => ({
      ...problem,
      corpusFile: corpusRoot ? corpusFileOf(corpusRoot, problem.file) : undefined,
    })),
  };
} finally {
  await rm(outParent, { recursive: true, force: true });
  await corpusRoot?.cleanup();
}
console.log(JSON.stringify(sample));
