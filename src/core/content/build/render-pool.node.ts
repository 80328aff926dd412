import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { createPageRenderer } from './page-renderer.node.ts';
import type { RenderJob, RenderOutcome, RenderSetup } from './render-job.ts';

/** Below this many pages, starting workers costs more than it saves. */
const IN_PROCESS_LIMIT = 60;
const BATCH = 25;
const WORKER_HEAP_MB = Number(process.env['PORTICO_WORKER_HEAP_MB'] ?? 512);

/**
 * Renders every job, in worker threads when there are many (one per core, at most 4), reporting
 * progress as pages complete. Results come back in job order.
 */
export async function renderAll(
  jobs: RenderJob[],
  setup: RenderSetup,
  onProgress: (done: number, total: number) => void,
  workerCount = Math.min(4, availableParallelism()),
): Promise<RenderOutcome[]> {
  if (jobs.length <= IN_PROCESS_LIMIT || workerCount <= 1) {
    const render = await createPageRenderer(setup);
    const outcomes: RenderOutcome[] = [];
    for (const job of jobs) {
      outcomes.push(await render(job));
      onProgress(outcomes.length, jobs.length);
    }
    return outcomes;
  }
  const results = new Array<RenderOutcome>(jobs.length);
  let next = 0;
  let done = 0;
  const workerUrl = new URL('./render-worker.node.ts', import.meta.url);
  const runWorker = () =>
    new Promise<void>((resolve, reject) => {
      // A bounded heap makes V8 collect early instead of growing every worker towards the
      // machine's memory; rendering a page needs a few MB at most.
      const worker = new Worker(workerUrl, {
        workerData: setup,
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      });
      let batchStart = 0;
      const sendNext = () => {
        if (next >= jobs.length) {
          void worker.terminate().then(() => resolve());
          return;
        }
        batchStart = next;
        next = Math.min(jobs.length, next + BATCH);
        worker.postMessage(jobs.slice(batchStart, next));
        // The worker has its own copy now; drop ours so the main thread does not hold every source.
        for (let i = batchStart; i < next; i++) jobs[i]!.source = '';
      };
      worker.on('message', (message: 'ready' | RenderOutcome[]) => {
        if (message !== 'ready') {
          message.forEach((outcome, i) => (results[batchStart + i] = outcome));
          done += message.length;
          onProgress(done, jobs.length);
        }
        sendNext();
      });
      worker.on('error', reject);
      worker.on('exit', (code) =>
        code === 0 || next >= jobs.length
          ? undefined
          : reject(new Error(`render worker exited with code ${code}`)),
      );
    });
  await Promise.all(Array.from({ length: workerCount }, runWorker));
  return results;
}
