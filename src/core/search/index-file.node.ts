import { open, readFile, rename, rm } from 'node:fs/promises';
import { decodeSearchIndex, searchIndexParts } from './index-codec.ts';
import type { SearchIndex } from './search-index.ts';

/**
 * Writes a serialised index to `path` (content build), part by part, so the file is never held
 * in memory whole. It goes to a temporary file first and is renamed into place, so a server
 * starting meanwhile never reads half a file. Returns the file's length.
 */
export async function writeSearchIndexFile(path: string, index: SearchIndex): Promise<number> {
  const { byteLength, parts } = searchIndexParts(index);
  const temporary = `${path}.${process.pid}.tmp`;
  const file = await open(temporary, 'w');
  try {
    for (const part of parts()) {
      // Each part is awaited before the next is taken: chunk buffers are reused.
      for (let done = 0; done < part.length;)
        done += (await file.write(part, done, part.length - done)).bytesWritten;
    }
  } catch (error) {
    await file.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await file.close();
  await rename(temporary, path);
  return byteLength;
}

/** Reads and checks a serialised index (server start); throws SearchError for a damaged file. */
export async function readSearchIndexFile(path: string): Promise<SearchIndex> {
  return decodeSearchIndex(await readFile(path));
}
