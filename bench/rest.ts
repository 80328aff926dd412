// REST reference benchmark: cold content builds of the shared OpenAPI corpora (the Jira platform
// spec alone, then every spec), each in a new process, and the largest page of every spec.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { RestBuildSample, RestBuildSpec } from './lib/rest-spec.ts';
import { formatTable, kb, seconds } from './lib/table.ts';
import { runJsonChild } from './lib/json-child.ts';

const CHILD = fileURLToPath(new URL('./rest-child.ts', import.meta.url));

/** Targets of spec §1 "Fast" (issue: REST reference). */
export const REST_TARGETS = { jiraBuildMs: 5000, pageHtmlBytes: 300 * 1024 } as const;

interface RestScenario {
  id: string;
  label: string;
  spec: RestBuildSpec;
}

/** The scenarios, in table order. */
export const REST_SCENARIOS: readonly RestScenario[] = [
  { id: 'jira', label: 'Jira platform spec alone', spec: { products: ['jira-platform-cloud'] } },
  { id: 'all', label: 'all 11 shared specs', spec: {} },
];

/** Runs one child build and returns its JSON line. */
function runChild(spec: RestBuildSpec): Promise<RestBuildSample> {
  return runJsonChild<RestBuildSample>(CHILD, spec, 'REST build child');
}

/** One scenario: every run, and the run with the median build time. */
export interface RestRow {
  scenario: RestScenario;
  runs: RestBuildSample[];
  median: RestBuildSample;
}

/** Runs each scenario `runs` times, side by side in one run of the benchmark. */
export async function runRestBench(
  options: { runs?: number; log?: (line: string) => void } = {},
): Promise<RestRow[]> {
  const log = options.log ?? (() => {});
  const runs = options.runs ?? 1;
  const rows: RestRow[] = [];
  for (const scenario of REST_SCENARIOS) {
    const samples: RestBuildSample[] = [];
    for (let run = 1; run <= runs; run++) {
      log(`  rest (${scenario.id}) ${scenario.label}: run ${run}/${runs}`);
      samples.push(await runChild(scenario.spec));
    }
    const sorted = [...samples].sort((x, y) => x.buildMs - y.buildMs);
    rows.push({ scenario, runs: samples, median: sorted[Math.floor((sorted.length - 1) / 2)]! });
  }
  return rows;
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const range = (row: RestRow) => {
  const times = row.runs.map((run) => run.buildMs);
  return row.runs.length > 1
    ? `${seconds(row.median.buildMs)} (${seconds(Math.min(...times))}-${seconds(Math.max(...times))})`
    : seconds(row.median.buildMs);
};

/** The result as printable tables: build times, then the largest page of every spec. */
export function formatRestBench(rows: readonly RestRow[]): string {
  const builds = formatTable(
    [
      'scenario',
      'specs',
      'pages (REST)',
      'build s (range)',
      'REST s',
      'CPU s',
      'peak MB',
      'load',
      'render',
      'check',
      'write',
      'index',
      'warnings',
      'load avg at start',
    ],
    rows.map(({ scenario, median: m, ...row }) => [
      `(${scenario.id}) ${scenario.label}`,
      m.sizes.length,
      `${m.pages} (${m.restPages})`,
      range({ scenario, median: m, ...row }),
      m.restMs === undefined ? '-' : seconds(m.restMs),
      seconds(m.cpuMs),
      Math.round(Math.max(...row.runs.map((r) => r.maxRssMb))),
      seconds(m.timings.loadMs),
      seconds(m.timings.renderMs),
      seconds(m.timings.checkMs),
      seconds(m.timings.writeMs),
      seconds(m.timings.indexMs),
      m.warnings.length,
      m.loadAverage.toFixed(1),
    ]),
  );
  const all = rows.at(-1)!.median;
  const pages = formatTable(
    [
      'spec',
      'ops',
      'pages',
      'largest page',
      'HTML KB',
      'gzip KB',
      'all pages HTML KB',
      '<= 300 KB',
      'dangling links (warnings)',
    ],
    [...all.sizes]
      .sort((a, b) => b.largestHtmlBytes - a.largestHtmlBytes)
      .map((s) => [
        s.file,
        s.operations,
        s.pages,
        s.largestRoute,
        kb(s.largestHtmlBytes),
        kb(s.largestGzipBytes),
        kb(s.totalHtmlBytes),
        verdict(s.largestHtmlBytes <= REST_TARGETS.pageHtmlBytes),
        `${s.danglingLinks} (${s.danglingWarnings})`,
      ]),
  );
  const jira = rows.find((row) => row.scenario.id === 'jira');
  const over = all.sizes.filter((s) => s.largestHtmlBytes > REST_TARGETS.pageHtmlBytes);
  return [
    builds,
    '',
    `Runs per scenario: ${rows[0]?.runs.length ?? 0}; each row is the run with the median build time, peak memory ` +
      `the largest of all runs. ${availableParallelism()} cores, Node ${process.versions.node}. Pages: all pages of ` +
      'the root (its index pages included), REST pages in brackets. "REST s": from the last markdown page rendered ' +
      'to the REST pages generated (load, model, render of every spec). Phases are BuildResult.timings in seconds.',
    `Per-source lint map in the package schema: ${all.lintMap ? 'yes' : "no (today's loader checks no operationIds)"}.`,
    jira
      ? `Target: the Jira platform spec builds in <= 5 s (whole content build): ${seconds(jira.median.buildMs)} s -> ${verdict(jira.median.buildMs <= REST_TARGETS.jiraBuildMs)}`
      : '',
    '',
    `Largest page per spec (scenario "${rows.at(-1)!.scenario.id}"): article HTML as stored, UTF-8 bytes; gzip at the default level.`,
    '',
    pages,
    '',
    `Target: every page <= 300 KB of HTML: ${over.length === 0 ? 'PASS' : `FAIL (${over.map((s) => s.largestRoute).join(', ')})`}`,
    '',
    'Dangling links: links in API descriptions that reach no page or element of this root (build warnings, ' +
      "never errors): fragments of the vendor's hand-written intros and guides it does not publish.",
    `Other warnings: ${all.warnings.length - all.sizes.reduce((n, s) => n + s.danglingWarnings, 0)}`,
  ].join('\n');
}
