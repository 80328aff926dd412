/**
 * A private nginx for tests and benches: its own prefix, temp, cache and log folders under one
 * temp folder, started in the foreground (`daemon off`) with `-p`/`-c`/`-e`, so it needs no root,
 * touches nothing of a system nginx and goes away with its folder. The site configuration is the
 * deploy one (deploy/nginx/portico.conf) rendered with test values (nginx-site.ts); this file
 * only supplies what Debian's /etc/nginx/nginx.conf would around it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureNginx } from './nginx-install.ts';

/** A running private nginx. */
export interface PrivateNginx {
  /** Its folder: configuration, logs, caches and temp files. */
  readonly dir: string;
  /** The pid of its master process. */
  readonly pid: number;
  /** Everything in its error log so far (startup problems, upstream failures). */
  errors(): string;
  /** Stops it gracefully (SIGQUIT: in-flight requests finish), SIGKILL after `graceMs`; removes its folder. */
  stop(graceMs?: number): Promise<void>;
}

/** What to run: the `http {}` contents (the rendered site) and the port it listens on. */
export interface NginxOptions {
  /** Configuration placed inside `http {}`, given the private folder (its `cache` and `logs` exist). */
  site: (dir: string) => string;
  /** The port the site listens on (127.0.0.1), awaited before `startNginx` resolves. */
  port: number;
  /** Worker processes (default 2). */
  workers?: number;
  /** nginx binary (default: ensureNginx(), which installs Debian's package when root). */
  binary?: string;
}

/** The main configuration around `site`: foreground, private paths, and workers that may write them. */
export function mainConfig(dir: string, site: string, workers: number, isRoot: boolean): string {
  const temp = (name: string) => join(dir, 'temp', name);
  return [
    'daemon off;',
    `worker_processes ${workers};`,
    // As root nginx would run its workers as nobody, who cannot enter a private temp folder.
    ...(isRoot ? ['user root;'] : []),
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  default_type application/octet-stream;',
    // As Debian's nginx.conf: files (cached pages included) go out with sendfile, headers with the first packet.
    '  sendfile on;',
    '  tcp_nopush on;',
    `  client_body_temp_path ${temp('body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    `  access_log off;`,
    site,
    '}',
    '',
  ].join('\n');
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Checks the configuration (`nginx -t`, whose message is thrown on failure), starts nginx and
 * resolves once its port accepts connections.
 */
export async function startNginx(options: NginxOptions): Promise<PrivateNginx> {
  const binary = options.binary ?? ensureNginx();
  const dir = mkdtempSync(join(tmpdir(), 'portico-nginx-'));
  mkdirSync(join(dir, 'temp'));
  mkdirSync(join(dir, 'logs'));
  mkdirSync(join(dir, 'cache'));
  const isRoot = process.getuid?.() === 0;
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, mainConfig(dir, options.site(dir), options.workers ?? 2, isRoot));
  const errorLog = join(dir, 'error.log');
  const args = ['-p', dir, '-c', conf, '-e', errorLog];
  const check = spawnSync(binary, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx refused its configuration ${conf}:\n${check.stderr}${check.error?.message ?? ''}`);
  }
  // Its own process group: a master killed outright would leave its workers serving.
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  const killGroup = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = once(child, 'exit');
  process.once('exit', killGroup);
  const errors = () => {
    try {
      return stderr + readFileSync(errorLog, 'utf8');
    } catch {
      return stderr;
    }
  };
  const deadline = Date.now() + 10_000;
  while (!(await answers(options.port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      killGroup();
      throw new Error(`nginx did not start listening on ${options.port}:\n${errors()}`);
    }
    await new Promise((wake) => setTimeout(wake, 50));
  }
  return {
    dir,
    pid: child.pid!,
    errors,
    stop: async (graceMs = 5000) => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGQUIT');
        const timer = setTimeout(killGroup, graceMs);
        await exited;
        clearTimeout(timer);
      }
      killGroup();
      process.off('exit', killGroup);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
