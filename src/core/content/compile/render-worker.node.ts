import { parentPort, workerData } from 'node:worker_threads';
import { createMarkdownRenderer } from '../../markdown/index.ts';
import { createPageRenderer, type PageRenderer } from './page-renderer.node.ts';
import type { RenderJob, RenderSetup } from './render-job.ts';

/** What the pool sends a worker: the setup once, then batches of pages. */
export type WorkerMessage = { setup: RenderSetup } | { jobs: RenderJob[] };

// Worker entry. It starts while the main thread is still loading the content: loading modules and
// Shiki here overlaps that. Messages that arrive meanwhile wait in the port until the listener is
// attached; batches are handled one after the other, in order.
// No grammars up front: the page renderer loads the ones its pages name, so a worker compiles
// only the languages of the pages it is given.
const renderer = await createMarkdownRenderer({
  messages: (workerData as { messages: Record<string, string> }).messages,
  languages: [],
});
let render: PageRenderer | undefined;
let queue = Promise.resolve();
parentPort?.on('message', (message: WorkerMessage) => {
  if ('setup' in message) {
    render = createPageRenderer(renderer, message.setup);
    return;
  }
  queue = queue.then(async () => parentPort?.postMessage(await render!(message.jobs)));
});
