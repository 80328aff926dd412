import { parentPort, workerData } from 'node:worker_threads';
import { createPageRenderer } from './page-renderer.node.ts';
import type { RenderJob, RenderSetup } from './render-job.ts';

// Worker entry: renders batches of pages sent by the pool, writes them, and posts the outcomes back.
const render = await createPageRenderer(workerData as RenderSetup);
parentPort?.on('message', (batch: RenderJob[]) => {
  void (async () => {
    const outcomes = [];
    for (const job of batch) outcomes.push(await render(job));
    parentPort?.postMessage(outcomes);
  })();
});
parentPort?.postMessage('ready');
