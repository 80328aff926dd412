import type { ServerEnv } from '../config/env.ts';

/**
 * V8 flags for a worker that runs the embedded database (PGlite, PostgreSQL compiled to
 * WebAssembly). V8 first compiles WebAssembly with its baseline compiler (Liftoff) and then
 * recompiles the functions that run often with its optimizing one, in background threads whose
 * working memory glibc keeps: 35–115 MB of a worker's resident memory, more the busier the start.
 * The portal's queries spend their time in the calls around PostgreSQL (PGlite's JavaScript, file
 * system calls), not in its compiled code: the same queries took as much CPU per query without the
 * second compiler (docs/performance.md, "The embedded database's memory").
 */
export const EMBEDDED_DATABASE_V8_FLAGS: readonly string[] = ['--liftoff-only'];

/**
 * V8 flags for every worker:
 * - `gc()`, which the worker calls once it has gone quiet after a busy spell
 *   (src/server/http/collect-when-idle.ts) so that its memory comes back when idle;
 * - a heap allowed to grow 25 % past what the last full collection kept, instead of the factor V8
 *   picks from the allocation rate (up to 4): under 200 connections a worker's resident memory
 *   peaked at 580–592 MB with V8's choice and at 435–446 MB with this, for 5–17 % fewer answers
 *   a second (docs/decisions/0066-bounded-memory-and-overload.md).
 */
export const WORKER_V8_FLAGS: readonly string[] = ['--expose-gc', '--heap-growing-percent=25'];

/**
 * The Node arguments a worker starts with: the primary's own, {@link WORKER_V8_FLAGS}, and
 * {@link EMBEDDED_DATABASE_V8_FLAGS} when the worker opens the embedded database (no DATABASE_URL).
 * V8 reads them only when the process starts, so the primary passes them to `cluster.fork`.
 */
export function workerExecArgv(
  env: Pick<ServerEnv, 'DATABASE_URL'>,
  primaryExecArgv: readonly string[],
): string[] {
  const flags = [...WORKER_V8_FLAGS, ...(env.DATABASE_URL === undefined ? EMBEDDED_DATABASE_V8_FLAGS : [])];
  return [...primaryExecArgv, ...flags.filter((flag) => !primaryExecArgv.includes(flag))];
}
