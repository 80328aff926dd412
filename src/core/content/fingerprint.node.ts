import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { toContentPath, walkFiles } from './read-files.node.ts';

/**
 * A sha256 over the paths and bytes of every file below the given roots (links followed). Used to
 * tell whether a build is stale; content bytes, not modification times, so a fresh clone with
 * new mtimes does not rebuild needlessly.
 */
export async function fingerprintFiles(
  roots: readonly string[],
  accept: (name: string) => boolean = () => true,
): Promise<string> {
  const hash = createHash('sha256');
  for (const root of roots) {
    const files = await walkFiles(root, accept).catch(() => [] as string[]);
    for (const file of files) {
      hash
        .update(toContentPath(root, file))
        .update('\0')
        .update(await readFile(file))
        .update('\0');
    }
  }
  return hash.digest('hex');
}
