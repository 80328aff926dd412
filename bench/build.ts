// Content build benchmark: cold builds of corpus and bundled content, each in a new process.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { CORPUS_NAMES } from '../scripts/lib/corpus-root.ts';
import type { BuildFailure, BuildMeasurement, BuildSample, BuildSpec } from './lib/build-spec.ts';
import { formatTable, seconds } from './lib/table.ts';
import { runJsonChild } from './lib/json-child.ts';

const CHILD = fileURLToPath(new URL('./build-child.ts', import.meta.url));

/** Targets of ADR 0002. */
export const BUILD_TARGETS = { secondsPer1000Pages: 10, peakMemoryMb: 1024 } as const;

interface Scenario {
  id: string;
  label: string;
  spec: (exclude: string[]) => BuildSpec;
}

const corpora = (copies: number, limit?: number) => (exclude: string[]) => ({
  kind: 'corpora' as const,
  corpora: [...CORPUS_NAMES],
  copies,
  ...(limit === undefined ? {} : { limit }),
  exclude,
});

/** The scenarios, in table order. (b) runs first: it finds the corpus files with real problems. */
export const SCENARIOS: readonly Scenario[] = [
  { id: 'a', label: '1,000 corpus pages', spec: corpora(1, 1000) },
  { id: 'b', label: 'all corpus pages', spec: corpora(1) },
  { id: 'c', label: 'corpora x5', spec: corpora(5) },
  { id: 'd', label: 'bundled ./content', spec: () => ({ kind: 'bundled' }) },
];

/** Runs one child build and returns its JSON line. */
function runChild(spec: BuildSpec): Promise<BuildSample> {
  return runJsonChild<BuildSample>(CHILD, spec, 'build child');
}

/** One scenario's result: the median run by build time, and the largest peak memory of all runs. */
export interface BuildRow {
  scenario: Scenario;
  runs: BuildMeasurement[];
  median: BuildMeasurement;
  peakMemoryMb: number;
}

/** Options of the build benchmark. */
export interface BuildBenchOptions {
  runs?: number;
  /** Scenario ids to run (default all). */
  scenarios?: readonly string[];
  log?: (line: string) => void;
}

/** What the benchmark found: rows, and the corpus files left out for real validation problems. */
export interface BuildBenchResult {
  rows: BuildRow[];
  excluded: BuildFailure['problems'];
}

/**
 * Runs every scenario `runs` times, each a cold build in a new process. A corpus build that fails
 * validation is retried without the files it names (their problems are reported).
 */
export async function runBuildBench(options: BuildBenchOptions = {}): Promise<BuildBenchResult> {
  const log = options.log ?? (() => {});
  const runs = options.runs ?? 1;
  const excluded: BuildFailure['problems'] = [];
  const exclude = () => [...new Set(excluded.flatMap((p) => (p.corpusFile ? [p.corpusFile] : [])))];
  const rows = new Map<string, BuildRow>();
  const chosen = SCENARIOS.filter((s) => options.scenarios?.includes(s.id) ?? true);
  const order = [...chosen].sort((x, y) => Number(y.id === 'b') - Number(x.id === 'b'));
  for (const scenario of order) {
    const samples: BuildMeasurement[] = [];
    for (let attempt = 0; samples.length < runs; attempt++) {
      log(`  build (${scenario.id}) ${scenario.label}: run ${samples.length + 1}/${runs}`);
      const sample = await runChild(scenario.spec(exclude()));
      if (sample.ok) {
        samples.push(sample);
        continue;
      }
      const fresh = sample.problems.filter((p) => p.corpusFile !== undefined);
      if (fresh.length < sample.problems.length || attempt >= 3) {
        throw new Error(`build (${scenario.id}) failed:\n${JSON.stringify(sample.problems, null, 2)}`);
      }
      log(`    ${fresh.length} problems in corpus files; leaving those files out`);
      excluded.push(...fresh);
    }
    const sorted = [...samples].sort((x, y) => x.buildMs - y.buildMs);
    rows.set(scenario.id, {
      scenario,
      runs: samples,
      median: sorted[Math.floor((sorted.length - 1) / 2)]!,
      peakMemoryMb: Math.max(...samples.map((s) => s.maxRssMb)),
    });
  }
  return { rows: chosen.map((s) => rows.get(s.id)!), excluded };
}

const times = (row: BuildRow) => row.runs.map((run) => run.buildMs);
const perThousand = (row: BuildRow) => (row.median.buildMs / row.median.pages) * 1000;

/** The result as printable tables, with PASS/FAIL against the targets. */
export function formatBuildBench(result: BuildBenchResult): string {
  const { rows, excluded } = result;
  const table = formatTable(
    [
      'scenario',
      'pages',
      'build s (range)',
      's / 1k pages',
      'CPU s',
      'peak MB',
      'load',
      'render',
      'check',
      'write',
      'link warnings',
      'load avg at start',
    ],
    rows.map((row) => {
      const m = row.median;
      return [
        `(${row.scenario.id}) ${row.scenario.label}`,
        m.pages,
        row.runs.length > 1
          ? `${seconds(m.buildMs)} (${seconds(Math.min(...times(row)))}-${seconds(Math.max(...times(row)))})`
          : seconds(m.buildMs),
        seconds(perThousand(row)),
        seconds(m.cpuMs),
        Math.round(row.peakMemoryMb),
        seconds(m.timings.loadMs),
        seconds(m.timings.renderMs),
        seconds(m.timings.checkMs),
        seconds(m.timings.writeMs),
        m.siteFileLinkWarnings > 0
          ? `${m.pageLinkWarnings} (+${m.siteFileLinkWarnings} site)`
          : m.pageLinkWarnings,
        m.loadAverage.toFixed(1),
      ];
    }),
  );
  // Small sets are dominated by start-up costs; the target is about 1,000 pages and more.
  const sized = rows.filter((r) => r.median.pages >= 1000);
  const worst = Math.max(...sized.map(perThousand));
  const memory = Math.max(...rows.map((r) => r.peakMemoryMb));
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const lines = [
    table,
    '',
    `Runs per scenario: ${rows[0]?.runs.length ?? 0}; each row is the run with the median build time, ` +
      `peak memory the largest of all runs. ${availableParallelism()} cores, Node ${process.versions.node}.`,
    'Phases (load, render, check, write) are BuildResult.timings in seconds. Load average: 1-minute,',
    'when the build started (the previous build counts too); well above the core count, times are inflated.',
    sized.length === 0
      ? `Target <= ${BUILD_TARGETS.secondsPer1000Pages} s per 1,000 pages: no scenario of 1,000 pages or more ran`
      : `Target <= ${BUILD_TARGETS.secondsPer1000Pages} s per 1,000 pages (scenarios of 1,000+ pages): worst ${seconds(worst)} s -> ${verdict(worst <= BUILD_TARGETS.secondsPer1000Pages * 1000)}`,
    `Target peak memory < 1 GB: worst ${Math.round(memory)} MB -> ${verdict(memory < BUILD_TARGETS.peakMemoryMb)}`,
    '',
    `Corpus files left out for real validation problems (${excluded.length}):`,
    ...excluded.map(
      (p) => `  ${p.corpusFile}${p.line === undefined ? '' : `:${p.line}`}: ${p.field}: ${p.message}`,
    ),
  ];
  return lines.join('\n');
}
