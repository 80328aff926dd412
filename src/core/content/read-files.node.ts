import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Converts an OS path relative to a root into a forward-slash content path. */
export function toContentPath(root: string, absolute: string): string {
  return relative(root, absolute).split(sep).join('/');
}

/**
 * Lists files below `dir` recursively, following symbolic links (so a content package may link
 * to material kept elsewhere) and skipping dot-files and node_modules.
 */
export async function walkFiles(dir: string, accept: (name: string) => boolean): Promise<string[]> {
  const out: string[] = [];
  const visit = async (current: string): Promise<void> => {
    const entries = await readdir(current, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = join(current, entry.name);
      const isDir = entry.isDirectory() || (entry.isSymbolicLink() && (await stat(full)).isDirectory());
      if (isDir) await visit(full);
      else if (accept(entry.name)) out.push(full);
    }
  };
  await visit(dir);
  return out;
}

/** Reads a text file, or returns undefined when it does not exist. */
export async function readTextIfExists(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Whether a file exists and is a regular file. */
export async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
