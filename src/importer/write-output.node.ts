import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import type { ImportNote } from './import-report.ts';

/** The record of what the last import wrote, at the content root. */
export const MANIFEST_FILE = '.portico-import.json';

interface Manifest {
  /** Output path → sha256 of the bytes written. */
  files: Record<string, string>;
}

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

function readManifest(outDir: string): Manifest {
  try {
    const data = JSON.parse(readFileSync(join(outDir, MANIFEST_FILE), 'utf8')) as Partial<Manifest>;
    return { files: typeof data.files === 'object' && data.files !== null ? data.files : {} };
  } catch {
    return { files: {} };
  }
}

function removeEmptyParents(outDir: string, file: string): void {
  let dir = dirname(join(outDir, file));
  while (dir.startsWith(outDir) && dir !== outDir) {
    if (readdirSync(dir).length > 0) return;
    rmdirSync(dir);
    dir = dirname(dir);
  }
}

/**
 * Writes the import's files into the content root, idempotently. The manifest of the last import
 * (`.portico-import.json`: every path it wrote with its hash) tells the import's own files from
 * a person's: a file the last import wrote and this one does not is removed, unless someone has
 * changed it since; a file that exists but no import wrote is never overwritten. Files whose bytes
 * are already right are not touched. Returns the paths written this time.
 */
export function writeOutput(
  outDir: string,
  files: ReadonlyMap<string, Uint8Array | string>,
  notes: ImportNote[],
): { written: string[]; removed: string[] } {
  const previous = readManifest(outDir);
  const next: Manifest = { files: {} };
  const written: string[] = [];
  const removed: string[] = [];
  for (const [path, bytes] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const target = join(outDir, path);
    const hash = sha256(bytes);
    if (existsSync(target)) {
      const current = sha256(readFileSync(target));
      if (current === hash) {
        next.files[path] = hash;
        continue;
      }
      if (previous.files[path] === undefined) {
        notes.push({
          outcome: 'lost',
          file: path,
          topic: 'output',
          message: 'exists and was not written by an import; left as it is',
        });
        continue;
      }
      if (previous.files[path] !== current)
        notes.push({
          outcome: 'converted',
          file: path,
          topic: 'output',
          message: 'had been changed since the last import; written again from the source',
        });
    }
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
    next.files[path] = hash;
    written.push(path);
  }
  for (const [path, hash] of Object.entries(previous.files)) {
    if (Object.hasOwn(next.files, path) || files.has(path)) continue;
    const target = join(outDir, path);
    if (!existsSync(target)) continue;
    if (sha256(readFileSync(target)) !== hash) {
      notes.push({
        outcome: 'kept',
        file: path,
        topic: 'output',
        message: 'no longer produced, but changed since the last import; left as it is',
      });
      continue;
    }
    unlinkSync(target);
    removeEmptyParents(outDir, path);
    removed.push(path);
  }
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, MANIFEST_FILE), `${JSON.stringify(next, null, 2)}\n`);
  return { written, removed };
}
