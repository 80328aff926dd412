// Search benchmark: Portico's engine against MiniSearch, FlexSearch and Orama on the shared
// corpora, at several replication scales, each engine in a worker with a time limit.
import { Worker } from 'node:worker_threads';
import { loadBenchRecords } from './corpus/corpus-records.ts';
import type { EngineName } from './engines/engines.ts';
import type { BenchQuery } from './queries/query-set.ts';
import { generateQuerySet } from './queries/query-set.ts';
import type { WorkerInput } from './bench-worker.ts';
import type { WorkerMessage } from './worker-protocol.ts';

/** Options of the search benchmark. */
export interface SearchBenchOptions {
  /** Replication factors of the corpus (1 = as is). */
  scales: readonly number[];
  engines: readonly EngineName[];
  /** Time limit per engine and scale. */
  timeoutSeconds: number;
  seed?: number;
  perKind?: number;
  keystrokeHeadings?: number;
  hitsPerPage?: number;
  log?: (line: string) => void;
}

/** How far one engine got at one scale, and what it measured. */
export interface EngineRun {
  engine: EngineName;
  copies: number;
  status: 'ok' | 'timeout' | 'error';
  /** The last phase completed, for runs that did not finish. */
  reached: string;
  error?: string;
  built?: Extract<WorkerMessage, { type: 'built' }>;
  loaded?: Extract<WorkerMessage, { type: 'loaded' }>;
  done?: Extract<WorkerMessage, { type: 'done' }>;
  /** The first queries' results of a run that did not finish. */
  partial?: Extract<WorkerMessage, { type: 'partial' }>;
}

/** Everything the benchmark found. */
export interface SearchBenchResult {
  queries: BenchQuery[];
  runs: EngineRun[];
  options: Required<Omit<SearchBenchOptions, 'log'>>;
}

const WORKER = new URL('./bench-worker.ts', import.meta.url);
// A rival that needs more than this is reported as failing rather than swapping the machine.
const HEAP_LIMIT_MB = 6144;

function runWorker(
  input: WorkerInput,
  timeoutSeconds: number,
  log: (line: string) => void,
): Promise<EngineRun> {
  const run: EngineRun = { engine: input.engine, copies: input.copies, status: 'ok', reached: 'started' };
  return new Promise((resolve) => {
    const worker = new Worker(WORKER, {
      workerData: input,
      resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB },
    });
    let settled = false;
    const finish = (status: EngineRun['status'], error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      run.status = status;
      if (error !== undefined) run.error = error;
      void worker.terminate();
      resolve(run);
    };
    const timer = setTimeout(() => finish('timeout'), timeoutSeconds * 1000);
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'error') return finish('error', message.message.split('\n')[0]);
      if (message.type === 'built') run.built = message;
      if (message.type === 'loaded') run.loaded = message;
      if (message.type === 'done') run.done = message;
      if (message.type === 'partial') {
        run.partial = message;
        return;
      }
      run.reached = message.type === 'pass' ? `query pass ${message.pass}` : message.type;
      log(`    ${input.engine} x${input.copies}: ${run.reached}`);
      if (message.type === 'done') finish('ok');
    });
    worker.on('error', (error) => finish('error', error.message));
    worker.on('exit', (code) => finish(code === 0 ? 'ok' : 'error', `worker exited with code ${code}`));
  });
}

/** Runs every engine at every scale, one at a time (they would disturb each other's timings). */
export async function runSearchBench(options: SearchBenchOptions): Promise<SearchBenchResult> {
  const log = options.log ?? (() => {});
  const settings = {
    scales: options.scales,
    engines: options.engines,
    timeoutSeconds: options.timeoutSeconds,
    seed: options.seed ?? 20261121,
    perKind: options.perKind ?? 100,
    keystrokeHeadings: options.keystrokeHeadings ?? 25,
    hitsPerPage: options.hitsPerPage ?? 20,
  };
  log('  search: generating the query set from the corpus');
  const { relevance, keystrokes } = generateQuerySet(await loadBenchRecords(1), settings);
  const queries = [...relevance, ...keystrokes];
  const runs: EngineRun[] = [];
  for (const copies of settings.scales) {
    for (const engine of settings.engines) {
      log(`  search: ${engine} on the corpus x${copies}`);
      const input: WorkerInput = {
        engine,
        copies,
        queries,
        warmup: 50,
        hitsPerPage: settings.hitsPerPage,
        repeatBelowMs: 30_000,
      };
      runs.push(await runWorker(input, settings.timeoutSeconds, log));
    }
  }
  return { queries, runs, options: settings };
}
