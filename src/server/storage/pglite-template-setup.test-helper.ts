/**
 * Vitest global setup: runs initdb once per test run and hands the workers the resulting data
 * directory as an archive, so each in-memory test database loads it (about a fifth of the time)
 * instead of running initdb again. Every test file runs in its own process, so a per-process
 * cache would not help.
 */
import { PGlite } from '@electric-sql/pglite';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a fresh PGlite data directory archive (uncompressed tar). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'portico-pglite-template-'));
  const file = join(dir, 'datadir.tar');
  const db = await PGlite.create({});
  const archive = await db.dumpDataDir('none');
  await db.close();
  await writeFile(file, Buffer.from(await archive.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
