import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_DATABASE_V8_FLAGS, WORKER_V8_FLAGS, workerExecArgv } from './worker-exec-argv.ts';

const run = promisify(execFile);

describe('workerExecArgv', () => {
  it('keeps WebAssembly on the baseline compiler in a worker that opens the embedded database', () => {
    expect(workerExecArgv({}, ['--enable-source-maps'])).toEqual([
      '--enable-source-maps',
      '--expose-gc',
      '--heap-growing-percent=25',
      '--liftoff-only',
    ]);
  });

  it('lets every worker collect its garbage when idle, keeps its heap near what it holds, and keeps the primary’s arguments', () => {
    expect(workerExecArgv({ DATABASE_URL: 'postgres://db/portal' }, ['--enable-source-maps'])).toEqual([
      '--enable-source-maps',
      '--expose-gc',
      '--heap-growing-percent=25',
    ]);
  });

  it('does not repeat a flag the primary already has', () => {
    expect(workerExecArgv({}, ['--liftoff-only', '--expose-gc'])).toEqual([
      '--liftoff-only',
      '--expose-gc',
      '--heap-growing-percent=25',
    ]);
  });

  it('uses flags this Node knows', async () => {
    // Node stops with "bad option" (exit 9) on a V8 flag it does not know: a worker would not start.
    const { stdout, stderr } = await run(process.execPath, [
      ...WORKER_V8_FLAGS,
      ...EMBEDDED_DATABASE_V8_FLAGS,
      '-e',
      'process.stdout.write("started")',
    ]);
    expect(stderr).toBe('');
    expect(stdout).toBe('started');
  });
});
