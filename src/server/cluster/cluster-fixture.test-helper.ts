/**
 * A portal process with a tiny app instead of the Astro build, run with node by
 * supervise-workers.test.ts: the real supervisor, HTTP server and graceful shutdown, started in a
 * second instead of after a build. GET /pid answers the worker's process id; GET /slow?ms=N
 * answers after N milliseconds and logs when it starts; GET /spin?ms=N keeps the worker's event
 * loop busy for N milliseconds before answering, as a render does.
 */
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { readServerEnv } from '../config/env.ts';
import { servePortal } from '../http/serve.node.ts';
import { createLogger } from '../log/logger.ts';
import { claimPort } from './claim-port.ts';
import { reportListening, superviseWorkers } from './supervise-workers.ts';

const env = readServerEnv();
if (cluster.isPrimary) {
  const log = createLogger(env.LOG_LEVEL, { role: 'primary' });
  // As scripts/start.ts does, so that every worker binds the same port; a taken port is left for
  // the workers to fail on.
  if (env.PORT === 0) process.env['PORT'] = String(await claimPort(0, '127.0.0.1'));
  superviseWorkers({ count: env.WEB_CONCURRENCY ?? 1, log, shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS });
} else {
  const log = createLogger(env.LOG_LEVEL, { worker: cluster.worker?.id });
  await servePortal({
    port: env.PORT,
    host: '127.0.0.1',
    // Static files are served from this folder; the paths asked for are not in it.
    clientDir: fileURLToPath(new URL('.', import.meta.url)),
    appHandler: (req, res) => {
      const url = new URL(req.url ?? '/', 'http://fixture');
      if (url.pathname === '/spin') {
        const until = performance.now() + Number(url.searchParams.get('ms'));
        while (performance.now() < until);
        return void res.end('spun');
      }
      if (url.pathname !== '/slow') return void res.end(String(process.pid));
      log.info('slow request started', { pid: process.pid });
      setTimeout(() => res.end('slow done'), Number(url.searchParams.get('ms')));
    },
    log,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  });
  reportListening();
}
