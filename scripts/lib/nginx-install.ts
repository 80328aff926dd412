/**
 * Finds nginx for the proxy-backed tests, installing Debian's package when we may, as
 * ensure-chromium.ts does for the browser: NGINX_PATH if set (it must run: a wrong explicit
 * setting is an error, never silently replaced), then /usr/sbin/nginx; when neither runs and we
 * are root, `apt-get install nginx`; otherwise a message saying how to install it. nginx is never
 * downloaded any other way. Debian's package starts no service where policy-rc.d forbids it (as
 * in containers); the tests run their own private nginx either way (nginx-server.ts).
 */
import { systemDeps, type ChromiumDeps } from '../ensure-chromium.ts';

/** Debian's nginx (package `nginx`). */
export const DEFAULT_NGINX_PATH = '/usr/sbin/nginx';

/** The side effects ensureNginx needs (the same as Chromium's), replaceable in tests. */
export type NginxDeps = ChromiumDeps;

/** A failure with a message meant for the person running the tests. */
export class NginxNotFoundError extends Error {
  override name = 'NginxNotFoundError';
}

const APT_LOCK_WAIT = ['-o', 'DPkg::Lock::Timeout=300'];

/** The apt-get commands used to install nginx, in order. */
export const NGINX_APT_COMMANDS: readonly (readonly string[])[] = [
  ['update', ...APT_LOCK_WAIT],
  ['install', '-y', '--no-install-recommends', ...APT_LOCK_WAIT, 'nginx'],
];

/** The how-to shown when nginx is missing and we may not install it. */
export function nginxInstallHelp(): string {
  return [
    'nginx is needed for the proxy-backed tests (e2e/scale-out) but was not found.',
    `Install Debian's package:   sudo apt-get install nginx   (provides ${DEFAULT_NGINX_PATH})`,
    'or point NGINX_PATH at an existing nginx binary:   NGINX_PATH=/path/to/nginx npm test',
  ].join('\n');
}

/** Whether `path` runs `-v` (nginx prints its version on stderr, so only the status counts). */
function runs(path: string, deps: NginxDeps): { ok: true } | { ok: false; reason: string } {
  const result = deps.probe(path, ['-v']);
  if (result.status === 0) return { ok: true };
  return { ok: false, reason: result.error ?? `exit status ${String(result.status)}` };
}

function found(deps: NginxDeps, path: string): string {
  deps.log(`nginx: ${path}`);
  return path;
}

/**
 * Returns the path of an nginx that runs, installing Debian's package first when it is missing and
 * the process is root. Throws NginxNotFoundError with instructions otherwise.
 */
export function findOrInstallNginx(deps: NginxDeps): string {
  const explicit = deps.env['NGINX_PATH']?.trim();
  if (explicit) {
    const check = runs(explicit, deps);
    if (check.ok) return found(deps, explicit);
    throw new NginxNotFoundError(
      `NGINX_PATH=${explicit} does not run (${check.reason}).\nFix or unset NGINX_PATH.\n${nginxInstallHelp()}`,
    );
  }
  if (runs(DEFAULT_NGINX_PATH, deps).ok) return found(deps, DEFAULT_NGINX_PATH);
  if (!deps.isRoot) throw new NginxNotFoundError(nginxInstallHelp());
  deps.log("nginx not found: installing Debian's package (apt-get install nginx)...");
  const env = { ...deps.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of NGINX_APT_COMMANDS) {
    deps.log(`$ apt-get ${args.join(' ')}`);
    const result = deps.run('apt-get', [...args], env);
    if (result.status !== 0) {
      const why = result.error ?? `exit status ${String(result.status)}`;
      throw new NginxNotFoundError(`apt-get ${args[0]} failed (${why}).\n${nginxInstallHelp()}`);
    }
  }
  const after = runs(DEFAULT_NGINX_PATH, deps);
  if (after.ok) return found(deps, DEFAULT_NGINX_PATH);
  throw new NginxNotFoundError(
    `Installed the nginx package, but ${DEFAULT_NGINX_PATH} still does not run (${after.reason}).`,
  );
}

/** Returns the path of a working nginx, installing it with apt-get when missing and root. */
export function ensureNginx(): string {
  return findOrInstallNginx(systemDeps());
}

if (import.meta.main) {
  try {
    ensureNginx();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
