import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';

/** Absolute path of the repository root. */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Where `astro build` writes the app: dist/, or PORTICO_DIST_DIR (absolute or relative to the
 * repository), so two checkouts' tools or parallel test runs never rebuild under each other.
 */
export const DIST_DIR = resolve(REPO_ROOT, process.env['PORTICO_DIST_DIR'] ?? 'dist');

/** Prints a step header, so long builds show where they are. */
export function step(message: string): void {
  console.log(`\n▸ ${message}`);
}
