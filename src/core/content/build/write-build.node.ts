import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuiltPage, SiteManifest } from '../../../schemas/built.ts';
import { MANIFEST_FILE, PAGES_DIR } from './build-dir.node.ts';

/**
 * Writes a complete build next to the old one and swaps it in with renames, so a failed or
 * interrupted build never leaves a half-written build behind.
 */
export async function writeBuild(outDir: string, manifest: SiteManifest, pages: BuiltPage[]): Promise<void> {
  const staging = `${outDir}.staging-${process.pid}`;
  const previous = `${outDir}.previous-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(join(staging, PAGES_DIR), { recursive: true });
  const byFile = new Map(manifest.routes.map((entry) => [entry.route, entry.file]));
  const queue = [...pages];
  const writeNext = async (): Promise<void> => {
    for (let page = queue.pop(); page; page = queue.pop()) {
      await writeFile(join(staging, PAGES_DIR, byFile.get(page.route)!), JSON.stringify(page));
    }
  };
  await Promise.all(Array.from({ length: 16 }, writeNext));
  await writeFile(join(staging, MANIFEST_FILE), JSON.stringify(manifest));
  await rm(previous, { recursive: true, force: true });
  await rename(outDir, previous).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(staging, outDir);
  await rm(previous, { recursive: true, force: true });
}
