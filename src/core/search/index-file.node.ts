import { readFile, rename, writeFile } from 'node:fs/promises';
import { decodeSearchIndex, encodeSearchIndex } from './index-codec.ts';
import type { SearchIndex } from './search-index.ts';

/**
 * Writes a serialised index to `path` (content build). It goes to a temporary file first and
 * is renamed into place, so a server starting meanwhile never reads half a file.
 */
export async function writeSearchIndexFile(path: string, index: SearchIndex): Promise<number> {
  const bytes = encodeSearchIndex(index);
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, path);
  return bytes.length;
}

/** Reads and checks a serialised index (server start); throws SearchError for a damaged file. */
export async function readSearchIndexFile(path: string): Promise<SearchIndex> {
  return decodeSearchIndex(await readFile(path));
}
