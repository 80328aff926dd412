/**
 * The scale-out test's front door: Debian's nginx running the deploy configuration
 * (deploy/nginx/portico.conf) in front of the portal processes, as a deployment would. The
 * processes' ports are chosen first, since nginx names them in its configuration, and the portals
 * are then told nginx's origin as their PUBLIC_URL.
 *
 * One addition, for the test only: `target` pins the following requests to one process, so a
 * spec can sign in on one and go on with the other. It is a flag file that the rendered
 * configuration checks per request (`if (-f ...)` choosing a one-process upstream); without it
 * every request goes through the deploy upstream of all processes. What each process served is
 * read from nginx's access log (the deploy JSON format).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startNginx, type PrivateNginx } from '../../scripts/lib/nginx-server.ts';
import { renderPorticoSite } from '../../scripts/lib/nginx-site.ts';
import { freePort } from '../harness/server.ts';

/** One request as nginx logged it. */
export interface Served {
  /** `METHOD /path?query`. */
  line: string;
  status: number;
  /** $upstream_cache_status: HIT, MISS, BYPASS… or '' when no cache was involved. */
  cache: string;
  /** When nginx read the request (ms since the epoch). */
  start: number;
  /** Index of the process that answered last (after retries); -1 when none did (a cache hit). */
  process: number;
  /** Every process tried, in order. */
  tried: number[];
}

export interface NginxProxy {
  readonly origin: string;
  /** The processes' ports, in order: start each portal with its PORT. */
  readonly ports: readonly number[];
  /** Process index for the following requests; undefined: the deploy upstream (all of them). */
  target: number | undefined;
  /** Everything nginx has logged so far, in order of completion. */
  served(): Served[];
  /** Lines (`METHOD /path`) each process answered. */
  servedBy(index: number): string[];
  /** Waits until a logged request satisfies `test` (the log is written as each answer ends). */
  waitForServed(test: (served: Served) => boolean, timeoutMs?: number): Promise<Served>;
  /** nginx's error log. */
  errors(): string;
  close(): Promise<void>;
}

const pinFile = (dir: string, index: number) => join(dir, `pin-${index}`);

/** The deploy site with the test's pin switch added (see the file comment). */
function pinnedSite(dir: string, port: number, ports: readonly number[]): string {
  const site = renderPorticoSite({
    listen: `127.0.0.1:${port}`,
    serverName: '127.0.0.1',
    upstreams: ports.map((p) => `127.0.0.1:${p}`),
    cacheDir: join(dir, 'cache'),
    logDir: join(dir, 'logs'),
  });
  const passes = site.match(/proxy_pass http:\/\/portico;/g)?.length ?? 0;
  if (passes === 0) throw new Error('deploy/nginx/portico.conf no longer proxies to http://portico');
  const pins = ports.map((p, i) => `upstream portico_pin_${i} { server 127.0.0.1:${p}; keepalive 8; }`);
  const choose = [
    'set $portico_backend portico;',
    ...ports.map((_, i) => `if (-f ${pinFile(dir, i)}) { set $portico_backend portico_pin_${i}; }`),
  ];
  return [...pins, site]
    .join('\n')
    .replace(/^(\s*server_name .*;)$/m, (line) => `${line}\n  ${choose.join('\n  ')}`)
    .replaceAll('proxy_pass http://portico;', 'proxy_pass http://$portico_backend;');
}

/** Starts nginx in front of `count` processes yet to start (their ports are chosen here). */
export async function startNginxProxy(count: number): Promise<NginxProxy> {
  const ports: number[] = [];
  for (let i = 0; i < count; i++) ports.push(await freePort());
  const port = await freePort();
  const nginx: PrivateNginx = await startNginx({ port, site: (dir) => pinnedSite(dir, port, ports) });
  const logFile = join(nginx.dir, 'logs', 'portico.access.log');
  const indexOf = (address: string) => ports.indexOf(Number(address.trim().split(':').at(-1)));
  const served = (): Served[] => {
    const text = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    return text
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => {
        const entry = JSON.parse(line) as Record<string, string | number>;
        const tried = String(entry['upstream'])
          .split(/[,:]\s/)
          .filter((address) => address !== '')
          .map(indexOf);
        return {
          line: `${String(entry['method'])} ${String(entry['uri'])}`,
          status: Number(entry['status']),
          cache: String(entry['cache']),
          start: Math.round((Number(entry['msec']) - Number(entry['request_time'])) * 1000),
          process: tried.at(-1) ?? -1,
          tried,
        };
      });
  };
  let target: number | undefined;
  return {
    origin: `http://127.0.0.1:${port}`,
    ports,
    get target() {
      return target;
    },
    set target(value) {
      for (let i = 0; i < count; i++) rmSync(pinFile(nginx.dir, i), { force: true });
      if (value !== undefined) writeFileSync(pinFile(nginx.dir, value), '');
      target = value;
    },
    served,
    servedBy: (index) =>
      served()
        .filter((s) => s.process === index)
        .map((s) => s.line),
    waitForServed: async (test, timeoutMs = 5000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = served().find(test);
        if (found) return found;
        if (Date.now() > deadline) throw new Error('nginx logged no such request');
        await new Promise((wake) => setTimeout(wake, 25));
      }
    },
    errors: () => nginx.errors(),
    close: () => nginx.stop(),
  };
}
