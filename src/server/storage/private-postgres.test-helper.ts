/**
 * A private PostgreSQL cluster for fault tests: its own data folder and port, so a test may stop,
 * crash or freeze it without touching the machine's shared server. Used by the storage fault
 * tests and the database-faults browser-free e2e spec.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A running (or stopped) private cluster. */
export interface PrivateCluster {
  /** postgres://…@127.0.0.1:<port>/postgres */
  readonly url: string;
  readonly port: number;
  start(): Promise<void>;
  /** `pg_ctl stop -m <mode>`: fast ends sessions cleanly, immediate is a crash. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** SIGSTOP to the postmaster and every backend: the server accepts TCP but never answers. */
  freeze(): void;
  /** SIGCONT to what {@link freeze} stopped. */
  thaw(): void;
  /** Stops the cluster (if running) and deletes its folder. */
  destroy(): Promise<void>;
}

/** The newest PostgreSQL bin folder with initdb, or undefined. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

/**
 * Why private-cluster tests cannot run here (a `skip` reason), or false when they can. With
 * PORTICO_REQUIRE_POSTGRES=1 (CI) missing binaries fail the tests instead of skipping them.
 */
export function privateClusterSkip(): string | false {
  if (process.env['PORTICO_REQUIRE_POSTGRES'] === '1') return false;
  if (postgresBinDir() === undefined) return 'PostgreSQL binaries not found in /usr/lib/postgresql/*/bin';
  if (process.getuid?.() === 0 && !hasUser('postgres')) return 'running as root without a postgres user';
  return false;
}

function hasUser(name: string): boolean {
  try {
    execFileSync('id', ['-u', name], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A TCP port free on loopback right now. */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Creates a cluster in a new temporary folder and starts it on a free loopback port. */
export async function startPrivateCluster(): Promise<PrivateCluster> {
  const bin = postgresBinDir();
  if (bin === undefined) throw new Error('PostgreSQL binaries not found in /usr/lib/postgresql/*/bin');
  const dir = mkdtempSync(join(tmpdir(), 'portico-pg-'));
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const pg = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]) : run(join(bin, tool), args);
  const data = join(dir, 'data');
  const port = await freeLoopbackPort();
  await pg('initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=40 -c shared_buffers=16MB`;
  let frozen: number[] = [];
  let running = false;
  const cluster: PrivateCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await pg('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
      running = true;
    },
    async stop(mode) {
      await pg('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
      running = false;
    },
    freeze() {
      const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      // The postmaster first, so no backend is forked after its children are listed.
      process.kill(postmaster, 'SIGSTOP');
      frozen = [postmaster, ...childrenOf(postmaster)];
      for (const pid of frozen.slice(1)) process.kill(pid, 'SIGSTOP');
    },
    thaw() {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
      frozen = [];
    },
    async destroy() {
      if (frozen.length > 0) cluster.thaw();
      if (running) await cluster.stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}

/** Direct children of `pid`, read from /proc (the backends and helpers of a postmaster). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the parenthesised command: state, then ppid.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // The process ended while the folder was read.
    }
  }
  return children;
}
