/**
 * Finds a working Chromium for the browser tests, installing Debian's package when we may.
 *
 * Order: CHROME_PATH (if set, it must work: a wrong explicit setting is an error, never silently
 * replaced), then /usr/bin/chromium. When neither runs and we are root, `apt-get install chromium`
 * from Debian; otherwise we stop and say how to install it. A browser is never downloaded any other
 * way: CI and developer machines only reach the npm registry and Debian's packages.
 *
 * Run directly: `node scripts/ensure-chromium.ts` prints the path and version.
 */
import { spawnSync } from 'node:child_process';

/** Debian's Chromium (package `chromium`). */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** What running a command produced; `status` is null when it could not start or was killed. */
export interface CommandResult {
  status: number | null;
  stdout: string;
  error?: string;
}

/** The side effects ensureChromium needs, replaceable in tests. */
export interface ChromiumDeps {
  env: NodeJS.ProcessEnv;
  isRoot: boolean;
  /** Runs a command quietly and returns its output (used for `--version`). */
  probe: (file: string, args: string[]) => CommandResult;
  /** Runs a command with its output shown to the user (used for apt-get). */
  run: (file: string, args: string[], env: NodeJS.ProcessEnv) => CommandResult;
  log: (line: string) => void;
}

/** A failure with a message meant for the person running the tests. */
export class ChromiumNotFoundError extends Error {
  override name = 'ChromiumNotFoundError';
}

const APT_ENV = { DEBIAN_FRONTEND: 'noninteractive' };
/** Waits for another apt/dpkg run to release its lock instead of failing at once. */
const APT_LOCK_WAIT = ['-o', 'DPkg::Lock::Timeout=300'];

/** The apt-get commands used to install Chromium, in order. */
export const APT_COMMANDS: readonly (readonly string[])[] = [
  ['update', ...APT_LOCK_WAIT],
  ['install', '-y', ...APT_LOCK_WAIT, 'chromium'],
];

/** The how-to shown when Chromium is missing and we may not install it. */
export function installHelp(): string {
  return [
    'Chromium is needed for the browser tests but was not found.',
    `Install Debian's package:   sudo apt-get install chromium   (provides ${DEFAULT_CHROMIUM_PATH})`,
    'or point CHROME_PATH at an existing Chromium/Chrome binary:   CHROME_PATH=/path/to/chromium npm test',
  ].join('\n');
}

/** Returns the version line if `path` runs `--version` successfully, else a reason it does not. */
export function checkChromium(
  path: string,
  probe: ChromiumDeps['probe'],
): { ok: true; version: string } | { ok: false; reason: string } {
  const result = probe(path, ['--version']);
  const version = result.stdout.trim();
  if (result.status === 0 && version !== '') return { ok: true, version };
  const reason = result.error ?? `exit status ${String(result.status)}`;
  return { ok: false, reason };
}

function installWithApt(deps: ChromiumDeps): void {
  deps.log("Chromium not found: installing Debian's package (apt-get install chromium)...");
  const env = { ...deps.env, ...APT_ENV };
  for (const args of APT_COMMANDS) {
    deps.log(`$ apt-get ${args.join(' ')}`);
    const result = deps.run('apt-get', [...args], env);
    if (result.status !== 0) {
      const why = result.error ?? `exit status ${String(result.status)}`;
      throw new ChromiumNotFoundError(`apt-get ${args[0]} failed (${why}).\n${installHelp()}`);
    }
  }
}

/**
 * Returns the path of a Chromium that runs, installing Debian's package first when it is missing and
 * the process is root. Throws ChromiumNotFoundError with instructions otherwise.
 */
export function findOrInstallChromium(deps: ChromiumDeps): string {
  const explicit = deps.env['CHROME_PATH']?.trim();
  if (explicit) {
    const check = checkChromium(explicit, deps.probe);
    if (check.ok) return report(deps, explicit, check.version);
    throw new ChromiumNotFoundError(
      `CHROME_PATH=${explicit} does not run (${check.reason}).\nFix or unset CHROME_PATH.\n${installHelp()}`,
    );
  }
  const first = checkChromium(DEFAULT_CHROMIUM_PATH, deps.probe);
  if (first.ok) return report(deps, DEFAULT_CHROMIUM_PATH, first.version);
  if (!deps.isRoot) throw new ChromiumNotFoundError(installHelp());
  installWithApt(deps);
  const second = checkChromium(DEFAULT_CHROMIUM_PATH, deps.probe);
  if (second.ok) return report(deps, DEFAULT_CHROMIUM_PATH, second.version);
  throw new ChromiumNotFoundError(
    `Installed the chromium package, but ${DEFAULT_CHROMIUM_PATH} still does not run (${second.reason}).`,
  );
}

function report(deps: ChromiumDeps, path: string, version: string): string {
  deps.log(`Chromium: ${path} (${version})`);
  return path;
}

/** The real side effects: spawnSync with inherited output for apt-get, captured output for probes. */
export function systemDeps(): ChromiumDeps {
  return {
    env: process.env,
    isRoot: process.getuid?.() === 0,
    probe: (file, args) => {
      const result = spawnSync(file, args, { encoding: 'utf8', timeout: 30_000, stdio: 'pipe' });
      const out: CommandResult = { status: result.status, stdout: result.stdout ?? '' };
      if (result.error) out.error = result.error.message;
      return out;
    },
    run: (file, args, env) => {
      const result = spawnSync(file, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
      const out: CommandResult = { status: result.status, stdout: '' };
      if (result.error) out.error = result.error.message;
      return out;
    },
    log: (line) => console.log(line),
  };
}

/** Returns the path of a working Chromium, installing it with apt-get when missing and root. */
export async function ensureChromium(): Promise<string> {
  return findOrInstallChromium(systemDeps());
}

if (import.meta.main) {
  try {
    await ensureChromium();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
