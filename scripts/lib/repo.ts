import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

/** Absolute path of the repository root. */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Prints a step header, so long builds show where they are. */
export function step(message: string): void {
  console.log(`\n▸ ${message}`);
}
