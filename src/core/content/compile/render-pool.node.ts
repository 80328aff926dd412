import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { createMarkdownRenderer } from '../../markdown/index.ts';
import { createPageRenderer } from './page-renderer.node.ts';
import type { RenderJob, RenderOutcome, RenderSetup } from './render-job.ts';
import type { WorkerMessage } from './render-worker.node.ts';
import { renderWorkerScript } from './worker-bundle.node.ts';

/** Below this many pages, starting workers costs more than it saves. */
const IN_PROCESS_LIMIT = 60;
const MAX_BATCH = 25;
/** Batches a worker holds: the next is already there when it finishes one. */
const AHEAD = 2;
const WORKER_HEAP_MB = Number(process.env['PORTICO_WORKER_HEAP_MB'] ?? 512);
/**
 * Young generation of a worker. V8 sizes it from the machine's memory (192 MB here);
 * 96 MB builds as fast (interleaved (a) builds: 7.46 s against 7.27 s, medians of 4) and lowers
 * peak memory by 120-140 MB ((a) 685 -> 561 MB, (c) 945 -> 803 MB), margin under the 1 GB target.
 */
const WORKER_YOUNG_MB = 96;

/** Renders pages, in worker threads or in this thread. */
export interface RenderPool {
  /**
   * Renders every job, reporting progress as pages complete, and each batch of outcomes as it
   * arrives (in no particular order), so the caller can work on them meanwhile. Results come
   * back in job order.
   */
  render(
    jobs: readonly RenderJob[],
    setup: RenderSetup,
    onProgress: (done: number, total: number) => void,
    onOutcomes?: (outcomes: readonly RenderOutcome[]) => void,
  ): Promise<RenderOutcome[]>;
  /** Stops the workers. */
  close(): Promise<void>;
}

/** A render pool that knows in advance how many pages may come. */
export interface ExpectingRenderPool extends RenderPool {
  /** Counts pages about to be rendered; the workers start as soon as there are enough. */
  expect(pages: number): void;
}

/**
 * A render pool with `workerCount` worker threads (default: one per core, at most 4), or none
 * for a small build (or a single worker): then pages are rendered in this thread. The workers
 * start as soon as `expect` has counted enough pages, so that they load their modules and Shiki
 * while the caller is still loading the content.
 */
export function createRenderPool(
  messages: Record<string, string>,
  workerCount = Math.min(4, availableParallelism()),
): ExpectingRenderPool {
  let expected = 0;
  let pool: RenderPool | undefined;
  const start = (pages: number) => {
    pool ??= pages > IN_PROCESS_LIMIT && workerCount > 1 ? startWorkers(messages, workerCount) : undefined;
  };
  return {
    expect(pages) {
      expected += pages;
      start(expected);
    },
    render(jobs, setup, onProgress, onOutcomes) {
      start(jobs.length);
      return (pool ?? inThisThread(messages)).render(jobs, setup, onProgress, onOutcomes);
    },
    close: async () => pool?.close(),
  };
}

function startWorkers(messages: Record<string, string>, workerCount: number): RenderPool {
  let closing = false;
  let failure: Error | undefined;
  // The render in progress, if any; a worker can also fail while it is still starting.
  let onBatch: (slot: Slot, outcomes: RenderOutcome[]) => void = () => {};
  let onFailure: (error: Error) => void = (error) => {
    failure ??= error;
  };
  const started = renderWorkerScript().then((script) =>
    Array.from({ length: workerCount }, (_, index) => {
      // A bounded heap makes V8 collect early instead of growing every worker towards the
      // machine's memory; rendering a page needs a few MB at most.
      const worker = new Worker(script, {
        workerData: { messages },
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
      });
      const slot: Slot = { worker, inFlight: [], fromBack: index % 2 === 1 };
      worker.on('message', (outcomes: RenderOutcome[]) => onBatch(slot, outcomes));
      worker.on('error', (error) => onFailure(error));
      worker.on('exit', (code) => {
        if (!closing) onFailure(new Error(`render worker exited with code ${code}`));
      });
      return slot;
    }),
  );

  return {
    render: async (jobs, setup, onProgress, onOutcomes) => {
      const slots = await started;
      return new Promise<RenderOutcome[]>((resolve, reject) => {
        if (failure !== undefined) return reject(failure);
        onFailure = reject;
        const results = new Array<RenderOutcome>(jobs.length);
        // Jobs not sent yet: [front, back). Every other worker takes its batches from the back, so
        // that each works through neighbouring pages (same package and folder, so mostly the same
        // code languages): fewer grammars to compile per worker, and more repeated code blocks in
        // its highlight cache.
        let front = 0;
        let back = jobs.length;
        let done = 0;
        const send = (slot: Slot) => {
          const left = back - front;
          if (left <= 0) return;
          // Smaller batches towards the end, so that the workers finish together.
          const size = Math.max(1, Math.min(MAX_BATCH, Math.ceil(left / (slots.length * 4))));
          const start = slot.fromBack ? back - size : front;
          if (slot.fromBack) back -= size;
          else front += size;
          slot.inFlight.push(start);
          slot.worker.postMessage({ jobs: jobs.slice(start, start + size) } satisfies WorkerMessage);
        };
        onBatch = (slot, outcomes) => {
          const start = slot.inFlight.shift()!;
          outcomes.forEach((outcome, i) => (results[start + i] = outcome));
          done += outcomes.length;
          onOutcomes?.(outcomes);
          onProgress(done, jobs.length);
          if (done === jobs.length) resolve(results);
          else send(slot);
        };
        if (jobs.length === 0) return resolve(results);
        for (const slot of slots) {
          slot.worker.postMessage({ setup } satisfies WorkerMessage);
          for (let i = 0; i < AHEAD; i++) send(slot);
        }
      });
    },
    async close() {
      closing = true;
      await Promise.all((await started).map((slot) => slot.worker.terminate()));
    },
  };
}

interface Slot {
  worker: Worker;
  /** Start index of each batch the worker holds, oldest first. */
  inFlight: number[];
  /** Whether the worker takes its batches from the end of the job list. */
  fromBack: boolean;
}

function inThisThread(messages: Record<string, string>): RenderPool {
  return {
    async render(jobs, setup, onProgress, onOutcomes) {
      const render = createPageRenderer(await createMarkdownRenderer({ messages }), setup);
      const outcomes: RenderOutcome[] = [];
      for (const job of jobs) {
        const outcome = await render([job]);
        outcomes.push(...outcome);
        onOutcomes?.(outcome);
        onProgress(outcomes.length, jobs.length);
      }
      return outcomes;
    },
    close: async () => {},
  };
}
