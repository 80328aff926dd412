// One engine at one scale, in a worker thread of the benchmark process: the main thread can
// stop it at the time limit, and its heap is its own, so memory is the engine's alone.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { parseFilters } from '../../src/core/search/filter-syntax.ts';
import type { SearchRecord } from '../../src/schemas/search.ts';
import { loadBenchRecords } from './corpus/corpus-records.ts';
import type { SearchAdapter } from './engines/adapter.ts';
import { ENGINES, type EngineName } from './engines/engines.ts';
import type { BenchQuery } from './queries/query-set.ts';
import type { WorkerMessage } from './worker-protocol.ts';

/** What the main thread sends. */
export interface WorkerInput {
  engine: EngineName;
  copies: number;
  queries: BenchQuery[];
  warmup: number;
  hitsPerPage: number;
  /** Stop repeating the query passes once a pass took longer than this. */
  repeatBelowMs: number;
}

v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const post = (message: WorkerMessage) => parentPort!.postMessage(message);

function heapMb(): number {
  gc();
  gc();
  const stats = v8.getHeapStatistics() as v8.HeapInfo & { external_memory?: number };
  return (stats.used_heap_size + (stats.external_memory ?? 0)) / 2 ** 20;
}

async function timed<T>(work: () => T | Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
}

async function run(input: WorkerInput): Promise<void> {
  const adapter: SearchAdapter = ENGINES[input.engine]();
  let records: SearchRecord[] | undefined = await loadBenchRecords(input.copies);
  const recordCount = records.length;
  const before = heapMb();
  const [, indexMs] = await timed(() => adapter.build(records!));
  const builtMb = heapMb() - before;
  post({ type: 'built', recordCount, indexMs, builtMb });

  const [bytes, serialiseMs] = await timed(() => adapter.serialise());
  const folder = await mkdtemp(join(tmpdir(), 'portico-search-bench-'));
  const file = join(folder, 'index.bin');
  await writeFile(file, bytes);
  const serialisedBytes = bytes.length;
  adapter.reset();
  records = undefined; // the loaded index must stand on its own
  const empty = heapMb();
  const parsed = input.queries.map((q) => ({ ...q, filter: parseFilters(q.filters) }));
  const search = (q: (typeof parsed)[number]) =>
    adapter.search({ query: q.query, filter: q.filter, filters: q.filters, hitsPerPage: input.hitsPerPage });
  const [, loadMs] = await timed(async () => adapter.load(await readFile(file)));
  const [, firstQueryMs] = await timed(() => search(parsed[0]!));
  await rm(folder, { recursive: true, force: true });
  const loadedMb = heapMb() - empty;
  post({ type: 'loaded', serialisedBytes, serialiseMs, loadMs, firstQueryMs, loadedMb });

  for (const q of parsed.slice(0, input.warmup)) await search(q);
  const passes: number[][] = [];
  let results: [string, string][][] = [];
  let cpuMs = 0;
  do {
    const times: number[] = [];
    const found: [string, string][][] = [];
    const cpu = process.threadCpuUsage();
    const started = performance.now();
    for (const q of parsed) {
      const t = performance.now();
      const hits = await search(q);
      times.push(performance.now() - t);
      found.push(hits.map((hit) => [hit.url, hit.objectID]));
      if (passes.length === 0 && times.length % 100 === 0)
        post({ type: 'partial', latencies: times, results: found });
    }
    const used = process.threadCpuUsage(cpu);
    cpuMs += (used.user + used.system) / 1000;
    passes.push(times);
    if (passes.length === 1) results = found;
    post({ type: 'pass', pass: passes.length });
    if (performance.now() - started > input.repeatBelowMs) break;
  } while (passes.length < 3);
  const median = parsed.map(
    (_, i) => passes.map((times) => times[i]!).sort((a, b) => a - b)[Math.floor((passes.length - 1) / 2)]!,
  );
  const fastest = parsed.map((_, i) => Math.min(...passes.map((times) => times[i]!)));
  post({
    type: 'done',
    latencies: median,
    fastest,
    passes: passes.length,
    cpuMsPerQuery: cpuMs / (passes.length * parsed.length),
    results,
  });
}

run(workerData as WorkerInput).catch((error: unknown) => {
  post({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
});
