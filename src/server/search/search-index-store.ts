import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { resolveBuildDir } from '../../core/content/compile/build-dir.node.ts';
import { SEARCH_INDEX_FILE } from '../../schemas/built.ts';
import { readSearchIndexFile } from '../../core/search/index-file.node.ts';
import { createSearchEngine, type SearchEngine } from '../../core/search/search-engine.ts';

/** Opens the index file of the build in `buildDir` and prepares the engine for queries. */
export async function openSearchEngine(buildDir: string): Promise<SearchEngine> {
  const path = join(buildDir, SEARCH_INDEX_FILE);
  const index = await readSearchIndexFile(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT')
      throw new Error(
        `No search index in ${buildDir}: run 'npm run build:content' (npm start does it for you).`,
      );
    throw error;
  });
  const engine = createSearchEngine(index);
  engine.prepare(); // query buffers now, so the first visitor does not wait for them
  return engine;
}

/**
 * The search engine over the index of the build in `buildDir`, opened on first use (like the
 * content store: loaded once in production; outside production re-read when a rebuild replaces
 * the file). The composition root holds one per process.
 */
export function searchEngineSource(buildDir: string = resolveBuildDir()): () => Promise<SearchEngine> {
  let current: { engine: Promise<SearchEngine>; mtimeMs: number } | undefined;
  return async () => {
    if (current && process.env['NODE_ENV'] === 'production') return current.engine;
    const mtimeMs = await stat(join(buildDir, SEARCH_INDEX_FILE)).then(
      (s) => s.mtimeMs,
      () => 0,
    );
    if (!current || current.mtimeMs !== mtimeMs) {
      const engine = openSearchEngine(buildDir);
      current = { engine, mtimeMs };
      engine.catch(() => {
        if (current?.engine === engine) current = undefined;
      });
    }
    return current.engine;
  };
}
