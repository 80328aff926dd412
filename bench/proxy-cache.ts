// The warm docs page served from nginx's cache (the deploy configuration, deploy/nginx/portico.conf)
// against the same nginx serving the same bytes as a static file, side by side.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startNginx } from '../scripts/lib/nginx-server.ts';
import { renderPorticoSite } from '../scripts/lib/nginx-site.ts';
import { quantile, runCannon, type CannonResult } from './lib/cannon-run.ts';
import { freePort, startPortal } from './lib/portal.ts';
import { processTreeCpuMs } from './lib/process-cpu.ts';
import { formatTable } from './lib/table.ts';

/** What the proxy-cache bench runs. */
export interface ProxyCacheBenchOptions {
  connections: number;
  seconds: number;
  runs: number;
  log: (line: string) => void;
}

/** One side of a run: the load's results and the CPU nginx spent on it. */
export interface ProxySide {
  result: CannonResult;
  /** nginx's CPU time (master and workers) per answered request, in µs. */
  cpuUsPerRequest: number;
}

/** Each run's cached page and static file, alternated. */
export interface ProxyCacheBenchResult {
  path: string;
  bytes: number;
  /** nginx worker processes (both sides share them). */
  workers: number;
  cached: ProxySide[];
  file: ProxySide[];
}

/** The sample docs page, as in the load bench. */
const PAGE = '/platform/forge/getting-started/';
const WORKERS = 2;

/**
 * A second server block in the same nginx: the page's bytes as a file, logged in the same JSON
 * format as the proxied site so that both sides pay for the same access log.
 */
function staticServer(port: number, root: string, logDir: string): string {
  return [
    'server {',
    `  listen 127.0.0.1:${port};`,
    `  access_log ${join(logDir, 'static.access.log')} portico_json;`,
    `  root ${root};`,
    '  location / { default_type text/html; }',
    '}',
  ].join('\n');
}

/** Requests `path` through the proxy until its cache answers HIT; returns those bytes. */
async function warmCache(origin: string, path: string): Promise<{ body: Uint8Array; type: string }> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(new URL(path, origin), { headers: { 'accept-encoding': 'identity' } });
    const body = new Uint8Array(await response.arrayBuffer());
    if (response.status !== 200) throw new Error(`${path} through the proxy answered ${response.status}`);
    if (response.headers.get('x-cache-status') === 'HIT')
      return { body, type: response.headers.get('content-type') ?? 'text/html' };
  }
  throw new Error(`${path} was never served from the proxy's cache (is it public?)`);
}

/** Starts a portal and nginx in front of it, then loads the cached page and the static file in turn. */
export async function runProxyCacheBench(options: ProxyCacheBenchOptions): Promise<ProxyCacheBenchResult> {
  const { log } = options;
  const portal = await startPortal({ TRUST_PROXY: '127.0.0.1' }, log);
  const [proxyPort, staticPort] = [await freePort(), await freePort()];
  let root = '';
  const nginx = await startNginx({
    port: proxyPort,
    workers: WORKERS,
    site: (dir) => {
      root = join(dir, 'static');
      const site = renderPorticoSite({
        listen: `127.0.0.1:${proxyPort}`,
        serverName: '127.0.0.1',
        upstreams: [new URL(portal.origin).host],
        cacheDir: join(dir, 'cache'),
        logDir: join(dir, 'logs'),
      });
      return `${site}\n${staticServer(staticPort, root, join(dir, 'logs'))}`;
    },
  });
  try {
    const proxy = `http://127.0.0.1:${proxyPort}`;
    const { body } = await warmCache(proxy, PAGE);
    mkdirSync(join(root, ...PAGE.split('/').filter(Boolean)), { recursive: true });
    writeFileSync(join(root, PAGE, 'index.html'), body);
    const requests = [{ kind: 'page', path: PAGE, method: 'GET' as const }];
    const cached: ProxySide[] = [];
    const file: ProxySide[] = [];
    // nginx's own CPU per request tells the two apart even when the load generator, which shares
    // the machine, is what limits the requests per second.
    const measured = async (origin: string): Promise<ProxySide> => {
      const before = processTreeCpuMs(nginx.pid);
      const result = await runCannon(origin, requests, options.connections, options.seconds);
      const cpuMs = processTreeCpuMs(nginx.pid) - before;
      return { result, cpuUsPerRequest: (cpuMs * 1000) / Math.max(1, result.requests) };
    };
    for (let run = 1; run <= options.runs; run += 1) {
      log(
        `  run ${run}: proxy cache, then static file (${options.connections} connections, ${options.seconds} s)`,
      );
      cached.push(await measured(proxy));
      file.push(await measured(`http://127.0.0.1:${staticPort}`));
    }
    return { path: PAGE, bytes: body.byteLength, workers: WORKERS, cached, file };
  } finally {
    await nginx.stop();
    await portal.stop();
  }
}

/** The target: the cached page at ≥ 90 % of the static file's requests per second (medians). */
export function proxyCacheTarget(result: ProxyCacheBenchResult): { value: string; pass: boolean } {
  const cached = quantile(
    result.cached.map((side) => side.result.reqPerSec),
    0.5,
  );
  const file = quantile(
    result.file.map((side) => side.result.reqPerSec),
    0.5,
  );
  return { value: `${((cached / file) * 100).toFixed(1)} %`, pass: cached >= file * 0.9 };
}

/** The bench's table and its target line. */
export function formatProxyCacheBench(result: ProxyCacheBenchResult): string {
  const n0 = (value: number) => value.toFixed(0);
  const rows = result.cached.map((cached, i) => {
    const file = result.file[i]!;
    const errors = ({ result: r }: ProxySide) => r.non2xx + r.socketErrors + r.timeouts;
    return [
      String(i + 1),
      n0(cached.result.reqPerSec),
      n0(cached.result.p99),
      n0(cached.cpuUsPerRequest),
      String(errors(cached)),
      n0(file.result.reqPerSec),
      n0(file.result.p99),
      n0(file.cpuUsPerRequest),
      String(errors(file)),
      `${((cached.result.reqPerSec / file.result.reqPerSec) * 100).toFixed(1)} %`,
      `${((file.cpuUsPerRequest / cached.cpuUsPerRequest) * 100).toFixed(1)} %`,
    ];
  });
  const target = proxyCacheTarget(result);
  return [
    `Warm docs page ${result.path} (${(result.bytes / 1024).toFixed(1)} KB, uncompressed) from nginx's cache, against the same nginx (${result.workers} workers) serving the same bytes as a file, ${result.cached[0]?.result.connections ?? 0} connections:\n`,
    formatTable(
      [
        'run',
        'cached req/s',
        'cached p99',
        'cached CPU µs/req',
        'cached errors',
        'file req/s',
        'file p99',
        'file CPU µs/req',
        'file errors',
        'cached / file (req/s)',
        'file / cached (CPU per req)',
      ],
      rows,
    ),
    `\nTarget: through the proxy cache ≥ 90 % of the proxy serving a static file (medians): ${target.value} ${target.pass ? 'PASS' : 'FAIL'}`,
  ].join('\n');
}
