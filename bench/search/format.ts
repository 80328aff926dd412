import { availableParallelism, loadavg } from 'node:os';
import { formatTable, type Cell } from '../lib/table.ts';
import { ENGINES } from './engines/engines.ts';
import { percentile, relevance, type Relevance } from './metrics.ts';
import { QUERY_KINDS, type BenchQuery } from './queries/query-set.ts';
import type { EngineRun, SearchBenchResult } from './search-bench.ts';

/** Search speed targets, at 100k records. */
export const SEARCH_TARGETS = { p99Ms: 5, coldLoadMs: 1000, records: 100_000 } as const;

const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '—' : value < 10 ? value.toFixed(2) : value.toFixed(0);
const mb = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(0));
const ratio = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(3));
const nameOf = (run: EngineRun) => ENGINES[run.engine]().name;

/** The results of a run: all of them, or those answered before it was stopped. */
function resultsOf(run: EngineRun): { results: [string, string][][]; partial: boolean } | undefined {
  if (run.done) return { results: run.done.results, partial: false };
  return run.partial ? { results: run.partial.results, partial: true } : undefined;
}

/**
 * Relevance over the queries a run answered (those of `keep`). The relevance queries come
 * first, so a stopped run is scored only when it got past all of them.
 */
function scoreOf(
  run: EngineRun,
  queries: readonly BenchQuery[],
  keep: (q: BenchQuery) => boolean = () => true,
): (Relevance & { mark: string }) | undefined {
  const found = resultsOf(run);
  if (found === undefined) return undefined;
  if (found.partial && queries.slice(found.results.length).some((q) => q.target)) return undefined;
  const picked = queries
    .map((q, i) => ({ q, r: found.results[i] ?? [] }))
    .filter(({ q }, i) => i < found.results.length && keep(q));
  const score = relevance(
    picked.map((p) => p.q),
    picked.map((p) => p.r),
  );
  return { ...score, mark: found.partial ? '*' : '' };
}

function statusOf(run: EngineRun, timeout: number, queries: number): string {
  if (run.status === 'ok') return `ok (${run.done?.passes ?? 0} passes)`;
  const partial = run.partial
    ? `; ${run.partial.latencies.length} of ${queries} queries done, p50 ${ms(percentile(run.partial.latencies, 50))} ms`
    : '';
  if (run.status === 'timeout') return `did not finish in ${timeout} s (reached: ${run.reached}${partial})`;
  return `failed after ${run.reached}: ${run.error ?? 'unknown error'}`;
}

function latencies(
  run: EngineRun,
  queries: readonly BenchQuery[],
  keep: (q: BenchQuery) => boolean,
): number[] {
  return (run.done?.latencies ?? []).filter((_, i) => keep(queries[i]!));
}

const HEADERS = [
  'engine',
  'records',
  'index s',
  'built MB',
  'file MB',
  'cold load ms',
  'loaded MB',
  'p50 ms',
  'p99 ms',
  'p99 best of passes',
  'p99 filtered',
  'CPU ms/q',
  'MRR@10',
  'recall@10',
  'section MRR',
  'status',
];

function mainRow(run: EngineRun, queries: readonly BenchQuery[], timeout: number): Cell[] {
  const all = run.done?.latencies ?? [];
  const fastest = run.done?.fastest ?? [];
  const filtered = latencies(run, queries, (q) => q.filters !== '');
  const score = scoreOf(run, queries);
  const marked = (value: number | undefined) =>
    value === undefined ? '—' : `${ratio(value)}${score?.mark ?? ''}`;
  return [
    nameOf(run),
    run.built?.recordCount ?? '—',
    run.built ? (run.built.indexMs / 1000).toFixed(1) : '—',
    mb(run.built?.builtMb),
    run.loaded ? (run.loaded.serialisedBytes / 2 ** 20).toFixed(1) : '—',
    ms(run.loaded ? run.loaded.loadMs + run.loaded.firstQueryMs : undefined),
    mb(run.loaded?.loadedMb),
    ms(all.length ? percentile(all, 50) : undefined),
    ms(all.length ? percentile(all, 99) : undefined),
    ms(fastest.length ? percentile(fastest, 99) : undefined),
    ms(filtered.length ? percentile(filtered, 99) : undefined),
    ms(run.done?.cpuMsPerQuery),
    marked(score?.mrr),
    marked(score?.recall),
    marked(score?.sectionMrr),
    statusOf(run, timeout, queries.length),
  ];
}

function kindTable(runs: readonly EngineRun[], queries: readonly BenchQuery[]): string {
  const kinds = [...QUERY_KINDS, 'keystroke'] as const;
  const rows = runs.flatMap((run) => {
    const mrr = QUERY_KINDS.map((kind) => {
      const score = scoreOf(run, queries, (q) => q.kind === kind);
      return score === undefined ? '—' : `${ratio(score.mrr)}${score.mark}`;
    });
    const p99 = kinds.map((kind) =>
      ms(
        percentile(
          latencies(run, queries, (q) => q.kind === kind),
          99,
        ),
      ),
    );
    return resultsOf(run)
      ? [[`${nameOf(run)} MRR@10`, ...mrr, '—'], ...(run.done ? [[`${nameOf(run)} p99 ms`, ...p99]] : [])]
      : [];
  });
  return formatTable(['engine', ...kinds], rows);
}

function targetLines(result: SearchBenchResult): string[] {
  const { queries, runs } = result;
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const lines: string[] = [];
  const target = runs.find(
    (run) =>
      run.engine === 'portico' &&
      (run.built?.recordCount ?? 0) >= SEARCH_TARGETS.records &&
      run.done &&
      run.loaded,
  );
  if (target?.done && target.loaded) {
    const p99 = percentile(target.done.latencies, 99);
    const cold = target.loaded.loadMs + target.loaded.firstQueryMs;
    lines.push(
      `Targets at ${target.built!.recordCount} records (x${target.copies}):`,
      `  p99 <= ${SEARCH_TARGETS.p99Ms} ms: ${ms(p99)} ms (best of passes ${ms(percentile(target.done.fastest, 99))} ms) -> ${verdict(p99 <= SEARCH_TARGETS.p99Ms)}`,
      `  cold load <= ${SEARCH_TARGETS.coldLoadMs} ms: ${ms(cold)} ms -> ${verdict(cold <= SEARCH_TARGETS.coldLoadMs)}`,
    );
  }
  const base = runs.filter((run) => run.copies === 1);
  const ours = base.find((run) => run.engine === 'portico');
  if (ours !== undefined) {
    const mine = scoreOf(ours, queries)?.mrr ?? 0;
    const best = Math.max(
      0,
      ...base.filter((run) => run !== ours).map((run) => scoreOf(run, queries)?.mrr ?? 0),
    );
    lines.push(`  MRR@10 at x1 >= best rival (${ratio(best)}): ${ratio(mine)} -> ${verdict(mine >= best)}`);
  }
  return lines;
}

/** The result as tables, with the targets checked for Portico. */
export function formatSearchBench(result: SearchBenchResult): string {
  const { queries, runs, options } = result;
  const lines: string[] = [];
  for (const copies of options.scales) {
    const scaleRuns = runs.filter((run) => run.copies === copies);
    lines.push(
      `### Corpus x${copies}`,
      '',
      formatTable(
        HEADERS,
        scaleRuns.map((run) => mainRow(run, queries, options.timeoutSeconds)),
      ),
      '',
    );
    lines.push(kindTable(scaleRuns, queries), '');
  }
  const withTarget = queries.filter((q) => q.target).length;
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  lines.push(
    `${queries.length} queries: ${withTarget} with a known target (${options.perKind} per kind: ${QUERY_KINDS.join(', ')}), ` +
      `${queries.length - withTarget} keystroke prefixes of ${options.keystrokeHeadings} headings; ` +
      `${queries.filter((q) => q.filters !== '').length} with filters. ${options.hitsPerPage} hits per page, grouped by page, with snippets.`,
    'Latency: wall time of one search call, median of up to 3 passes per query; "best of passes" takes each query\'s fastest pass,',
    'which leaves out most of the waiting for a CPU on a shared machine. Cold load: reading the file, loading, and the first query.',
    '* relevance of a run stopped at the time limit, over the queries it answered (all relevance queries come first).',
    'At x4 and x10 every page exists 4 or 10 times, so the first 10 pages hold at most 3 or 1 distinct originals: relevance there',
    'only checks that scale does not change the ranking; engines are compared at x1.',
    `${availableParallelism()} cores, Node ${process.versions.node}, load average ${load} at the end.`,
    '',
    ...targetLines(result),
    '',
    'Configurations:',
    ...options.engines.map((name) => `  ${ENGINES[name]().name}: ${ENGINES[name]().configuration}`),
  );
  return lines.join('\n');
}
