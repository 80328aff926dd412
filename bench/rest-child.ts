// One cold content build of the shared OpenAPI corpora in a fresh process (spawned by
// bench/rest.ts): builds the products given as JSON in argv[2] and prints one JSON line with the
// measurements and the size of every spec's largest page. Validation errors end the process.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildContent } from '../src/core/content/compile/build-content.node.ts';
import { OPENAPI_CORPORA_DIR, requireCorpora } from '../src/core/testing/corpora.node.ts';
import { createRestCorporaRoot } from '../src/core/testing/rest-corpora-root.node.ts';
import { restLinkWarnings } from '../src/core/testing/rest-link-warnings.ts';
import { measureRestPages } from '../src/core/testing/rest-page-sizes.node.ts';
import { en } from '../src/ui/i18n/messages.ts';
import type { RestBuildSample, RestBuildSpec } from './lib/rest-spec.ts';

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const operations = (file: string) => {
  const doc = JSON.parse(readFileSync(join(OPENAPI_CORPORA_DIR, file), 'utf8')) as {
    paths: Record<string, object>;
  };
  return Object.values(doc.paths).reduce(
    (n, item) => n + Object.keys(item).filter((k) => METHODS.has(k)).length,
    0,
  );
};

requireCorpora();
const spec = JSON.parse(process.argv[2] ?? '{}') as RestBuildSpec;
const root = await createRestCorporaRoot(spec.products ? { products: spec.products } : {});
const outParent = await mkdtemp(join(tmpdir(), 'portico-bench-rest-'));
const outDir = join(outParent, 'build');
// The build logs when the last markdown page is rendered and when the REST pages are made.
let markdownDone: number | undefined;
let restDone: number | undefined;
const log = (line: string) => {
  if (/rendered (\d+)\/\1 pages/.test(line)) markdownDone = performance.now();
  if (/^Generated \d+ REST reference pages/.test(line)) restDone = performance.now();
};
try {
  const loadAverage = loadavg()[0]!;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await buildContent({ contentRoot: root.root, outDir, messages: en, log });
  const buildMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const sizes = await measureRestPages(outDir, result.manifest.routes, root.products);
  const dangling = restLinkWarnings(result.warnings);
  const dirOf = new Map(root.products.flatMap((p) => p.specs.map((s) => [s.file, p.dir])));
  const sample: RestBuildSample = {
    pages: result.pageCount,
    restPages: sizes.reduce((n, s) => n + s.pages.length, 0),
    buildMs,
    restMs: markdownDone !== undefined && restDone !== undefined ? restDone - markdownDone : undefined,
    cpuMs: (cpu.user + cpu.system) / 1000,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    loadAverage,
    timings: result.timings,
    warnings: result.warnings,
    lintMap: root.lintMap,
    sizes: sizes.map(({ spec: s, pages, totalHtmlBytes }) => ({
      file: s.file,
      operations: operations(s.file),
      pages: pages.length,
      largestRoute: pages[0]?.route ?? '-',
      largestHtmlBytes: pages[0]?.htmlBytes ?? 0,
      largestGzipBytes: pages[0]?.gzipBytes ?? 0,
      totalHtmlBytes,
      danglingLinks: dangling.get(`${dirOf.get(s.file)}/${s.sourceFile}`)?.links ?? 0,
      danglingWarnings: dangling.get(`${dirOf.get(s.file)}/${s.sourceFile}`)?.warnings ?? 0,
    })),
  };
  console.log(JSON.stringify(sample));
} finally {
  await rm(outParent, { recursive: true, force: true });
  await root.cleanup();
}
