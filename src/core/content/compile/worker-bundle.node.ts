import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The render worker's entry module, as the source tree has it. */
export const RENDER_WORKER_SOURCE = new URL('./render-worker.node.ts', import.meta.url);

/** Where bundles live: beside the dependencies they were made from, as Vite keeps its own. */
const DEFAULT_CACHE_DIR = (): string =>
  join(
    dirname(dirname(createRequire(import.meta.url).resolve('esbuild/package.json'))),
    '.cache',
    'portico-render-worker',
  );
/** Bundles no longer current are removed once this old: a build started earlier may still load their chunks. */
const STALE_MS = 60 * 60 * 1000;
const CURRENT = 'current.json';

/** What `current.json` records: the bundle folder and every file it was made from. */
interface CurrentBundle {
  key: string;
  dir: string;
  inputs: [path: string, size: number, mtimeMs: number][];
}

export interface WorkerBundleOptions {
  /** Folder for bundles (default: node_modules/.cache/portico-render-worker). */
  cacheDir?: string;
}

/**
 * The render worker as one pre-bundled ES module. A worker thread loading the source tree
 * resolves and compiles some 400 modules (the markdown stack, Shiki, the build code): ~0.6 s of
 * CPU in every worker, at the start of every build, while the main thread loads the content.
 * A bundle (grammars kept as separate chunks, loaded when a page needs them) starts in ~0.1 s.
 *
 * The bundle is made with esbuild the first time, and again whenever a file it was made from
 * changed (size or modification time), Node or esbuild changed. When it cannot be made or used,
 * the source entry is returned: the build is never worse than without it. PORTICO_WORKER_BUNDLE=0
 * always uses the source (to debug a worker, or to compare).
 */
export async function renderWorkerScript(options: WorkerBundleOptions = {}): Promise<URL> {
  if (process.env['PORTICO_WORKER_BUNDLE'] === '0') return RENDER_WORKER_SOURCE;
  try {
    const cacheDir = options.cacheDir ?? DEFAULT_CACHE_DIR();
    // The source tree is part of the key: a node_modules copied from another checkout brings
    // that checkout's bundle, whose inputs are unchanged there but are not this tree's files.
    const key = `${process.version} esbuild ${(await import('esbuild')).version} ${RENDER_WORKER_SOURCE.href}`;
    const current = await readCurrent(cacheDir);
    if (current !== undefined && current.key === key && (await unchanged(current.inputs)))
      return entryOf(join(cacheDir, current.dir));
    return await bundle(cacheDir, key);
  } catch {
    return RENDER_WORKER_SOURCE;
  }
}

async function readCurrent(cacheDir: string): Promise<CurrentBundle | undefined> {
  try {
    return JSON.parse(await readFile(join(cacheDir, CURRENT), 'utf8')) as CurrentBundle;
  } catch {
    return undefined;
  }
}

async function unchanged(inputs: CurrentBundle['inputs']): Promise<boolean> {
  const same = await Promise.all(
    inputs.map(([path, size, mtimeMs]) =>
      stat(path).then(
        (info) => info.size === size && info.mtimeMs === mtimeMs,
        () => false,
      ),
    ),
  );
  return same.every(Boolean);
}

function entryOf(dir: string): URL {
  return pathToFileURL(join(dir, 'render-worker.node.js'));
}

async function bundle(cacheDir: string, key: string): Promise<URL> {
  const { build } = await import('esbuild');
  const name = randomUUID();
  const dir = join(cacheDir, name);
  await mkdir(dir, { recursive: true });
  const workingDir = dirname(fileURLToPath(RENDER_WORKER_SOURCE));
  const result = await build({
    entryPoints: [fileURLToPath(RENDER_WORKER_SOURCE)],
    absWorkingDir: workingDir,
    outdir: dir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: `node${process.versions.node.split('.')[0]}`,
    metafile: true,
    logLevel: 'silent',
    // CommonJS dependencies (yaml) call require(); an ES module bundle has none of its own.
    banner: {
      js: "import { createRequire as __portico_require } from 'node:module';\nconst require = __portico_require(import.meta.url);",
    },
  });
  const inputs = await Promise.all(
    Object.keys(result.metafile.inputs).map(async (input): Promise<CurrentBundle['inputs'][number]> => {
      const path = resolve(workingDir, input);
      const info = await stat(path);
      return [path, info.size, info.mtimeMs];
    }),
  );
  // Written whole, then renamed over the old record: a concurrent build reads one or the other.
  const record = join(cacheDir, `${CURRENT}.${name}`);
  await writeFile(record, JSON.stringify({ key, dir: name, inputs } satisfies CurrentBundle));
  await rename(record, join(cacheDir, CURRENT));
  await removeStale(cacheDir, name);
  return entryOf(dir);
}

async function removeStale(cacheDir: string, keep: string): Promise<void> {
  const now = Date.now();
  for (const entry of await readdir(cacheDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === keep) continue;
    const path = join(cacheDir, entry.name);
    const info = await stat(path).catch(() => undefined);
    if (info !== undefined && now - info.mtimeMs > STALE_MS) await rm(path, { recursive: true, force: true });
  }
}
