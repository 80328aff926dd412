import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RENDER_WORKER_SOURCE, renderWorkerScript } from './worker-bundle.node.ts';

const cacheDir = () => mkdtemp(join(tmpdir(), 'portico-worker-bundle-'));

describe('renderWorkerScript', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('bundles the worker once, and reuses the bundle while its inputs are unchanged', async () => {
    const dir = await cacheDir();
    const first = await renderWorkerScript({ cacheDir: dir });
    expect(first.href).not.toBe(RENDER_WORKER_SOURCE.href);
    expect(fileURLToPath(first).startsWith(dir)).toBe(true);
    const entry = await readFile(first, 'utf8');
    expect(entry).toContain('createMarkdownRenderer');
    const current = JSON.parse(await readFile(join(dir, 'current.json'), 'utf8')) as {
      inputs: [string, number, number][];
    };
    // Its own sources and its dependencies are inputs.
    expect(current.inputs.some(([path]) => path.endsWith('render-worker.node.ts'))).toBe(true);
    expect(current.inputs.some(([path]) => path.includes('/node_modules/shiki/'))).toBe(true);

    expect((await renderWorkerScript({ cacheDir: dir })).href).toBe(first.href);
    expect((await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory())).toHaveLength(1);
  }, 60_000);

  it('bundles again when a file it was made from changed', async () => {
    const dir = await cacheDir();
    const first = await renderWorkerScript({ cacheDir: dir });
    const record = join(dir, 'current.json');
    const current = JSON.parse(await readFile(record, 'utf8')) as { inputs: [string, number, number][] };
    // As if the first input had been edited since: another size than the one recorded.
    current.inputs[0]![1] += 1;
    await writeFile(record, JSON.stringify(current));
    const second = await renderWorkerScript({ cacheDir: dir });
    expect(second.href).not.toBe(first.href);
    expect(await readFile(second, 'utf8')).toContain('createMarkdownRenderer');
  }, 60_000);

  it('uses the source when no bundle can be written, or when PORTICO_WORKER_BUNDLE=0', async () => {
    const file = join(await cacheDir(), 'a-file');
    await writeFile(file, '');
    expect((await renderWorkerScript({ cacheDir: join(file, 'below') })).href).toBe(
      RENDER_WORKER_SOURCE.href,
    );
    vi.stubEnv('PORTICO_WORKER_BUNDLE', '0');
    expect((await renderWorkerScript({ cacheDir: await cacheDir() })).href).toBe(RENDER_WORKER_SOURCE.href);
  });
});
