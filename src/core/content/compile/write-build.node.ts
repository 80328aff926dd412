import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  MANIFEST_FILE,
  PAGES_DIR,
  REST_DATA_DIR,
  type BuiltPage,
  type SiteManifest,
} from '../../../schemas/built.ts';
import { pageFileName } from './page-file-name.ts';

/**
 * A build being written next to the current one. Pages are written as they are rendered; commit
 * swaps the whole folder in with renames, abort removes it, so a failed or interrupted build never
 * leaves a half-written build behind.
 */
export interface StagingBuild {
  /** The staging folder itself, for files beside the pages (the search index). */
  dir: string;
  pagesDir: string;
  writePage(page: BuiltPage): Promise<void>;
  /** Writes a REST group page's reference data file into REST_DATA_DIR. */
  writeRestData(fileName: string, json: string): Promise<void>;
  commit(manifest: SiteManifest): Promise<void>;
  abort(): Promise<void>;
}

/** Creates an empty staging folder beside `outDir`. */
export async function createStagingBuild(outDir: string): Promise<StagingBuild> {
  const staging = `${outDir}.staging-${process.pid}`;
  const previous = `${outDir}.previous-${process.pid}`;
  const pagesDir = join(staging, PAGES_DIR);
  await rm(staging, { recursive: true, force: true });
  await mkdir(pagesDir, { recursive: true });
  return {
    dir: staging,
    pagesDir,
    writePage: (page) => writeFile(join(pagesDir, pageFileName(page.route)), JSON.stringify(page)),
    async writeRestData(fileName, json) {
      await mkdir(join(staging, REST_DATA_DIR), { recursive: true });
      await writeFile(join(staging, REST_DATA_DIR, fileName), json);
    },
    async commit(manifest) {
      await writeFile(join(staging, MANIFEST_FILE), JSON.stringify(manifest));
      await rm(previous, { recursive: true, force: true });
      await rename(outDir, previous).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      await rename(staging, outDir);
      await rm(previous, { recursive: true, force: true });
    },
    abort: () => rm(staging, { recursive: true, force: true }),
  };
}
