import type { ChildProcess } from 'node:child_process';

/** Grace period between SIGTERM and SIGKILL when stopping a child. */
export const STOP_GRACE_MS = 10_000;

/**
 * Signals the whole process group of a child spawned with `detached: true`, so helpers it started
 * (a build, a worker) go too. Ignores groups that are already gone.
 */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** Resolves once the child has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** SIGTERM the child's group, wait up to `graceMs`, then SIGKILL whatever is left of the group. */
export async function stopGroup(child: ChildProcess, graceMs = STOP_GRACE_MS): Promise<void> {
  signalGroup(child, 'SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, graceMs);
  });
  await Promise.race([exited(child), timedOut]);
  clearTimeout(timer);
  // Also reaps grandchildren that outlived a leader which exited on SIGTERM.
  signalGroup(child, 'SIGKILL');
  await exited(child);
}
