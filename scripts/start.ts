// `npm start`: build whatever is stale (content, then the app), then serve the portal with one
// worker process per core (src/server/cluster). This script is both: the primary builds and
// supervises, and each worker it forks runs the script again and serves.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { claimPort } from '../src/server/cluster/claim-port.ts';
import { reportListening, superviseWorkers } from '../src/server/cluster/supervise-workers.ts';
import { workerExecArgv } from '../src/server/cluster/worker-exec-argv.ts';
import { planWorkers } from '../src/server/cluster/worker-plan.ts';
import { readServerEnv } from '../src/server/config/env.ts';
import { overloadLimits } from '../src/server/config/overload-limits.ts';
import { servePortal } from '../src/server/http/serve.node.ts';
import { collectWhenIdle } from '../src/server/http/collect-when-idle.ts';
import { compileProxyTrust } from '../src/server/http/proxy-trust.ts';
import { proxyTrustSetting } from '../src/server/config/security-env.ts';
import { createLogger } from '../src/server/log/logger.ts';
import { algoliaSyncConfigured, syncAlgoliaFromBuild } from '../src/server/search/algolia-sync-build.node.ts';
import { ensureBuilds } from './ensure-builds.ts';
import { DIST_DIR } from './lib/repo.ts';

process.env['NODE_ENV'] = 'production';
const env = readServerEnv();

if (cluster.isPrimary) {
  // Builds happen once, here, before any worker starts: workers only read them.
  await ensureBuilds();
  const log = createLogger(env.LOG_LEVEL, { service: 'portico', role: 'primary' });
  if (algoliaSyncConfigured(env)) {
    // Visitors keep searching the records Algolia already has if this fails; the next start retries.
    await syncAlgoliaFromBuild(env, log).catch((error: unknown) => {
      log.warn('Could not send the search records to Algolia', { error: String(error) });
    });
  }
  // Every worker binds the port itself (src/server/http/listen-sockets.ts): the primary checks it
  // is free, and picks the one port they all bind when PORT=0.
  const port = await claimPort(env.PORT, env.HOST).catch((error: unknown) => {
    log.error('cannot listen on the port', { port: env.PORT, host: env.HOST, error: String(error) });
    process.exit(1);
  });
  process.env['PORT'] = String(port);
  const plan = planWorkers(env, availableParallelism());
  if (plan.note) log[plan.note.level](plan.note.msg, plan.note.fields);
  // V8 flags are read when a process starts: the workers get theirs from the primary's fork.
  cluster.setupPrimary({ execArgv: workerExecArgv(env, process.execArgv) });
  superviseWorkers({ count: plan.count, log, shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS });
} else {
  const log = createLogger(env.LOG_LEVEL, { service: 'portico', worker: cluster.worker?.id });
  const entry = pathToFileURL(join(DIST_DIR, 'server', 'entry.mjs')).href;
  const { handler } = (await import(entry)) as { handler: Parameters<typeof servePortal>[0]['appHandler'] };
  const server = await servePortal({
    port: env.PORT,
    host: env.HOST,
    clientDir: join(DIST_DIR, 'client'),
    appHandler: handler,
    log,
    proxyTrust: compileProxyTrust(proxyTrustSetting(env)),
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    overload: overloadLimits(env),
  });
  reportListening();
  // Five quiet seconds after at least a hundred requests: the garbage of the last ones goes back.
  collectWhenIdle(server, { quietMs: 5_000, minRequests: 100 });
}
