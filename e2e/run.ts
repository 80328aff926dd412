/**
 * The single entry of the browser tests: imports every e2e/**\/*.e2e.ts into this one process, so one
 * portal server and one browser serve all specs, and shuts both down after the last test.
 * Run it through `npm run test:e2e` (scripts/e2e.ts), which finds Chromium and sets the reporters.
 *
 * E2E_SPECS=smoke,landing runs only the spec files whose path contains one of those words.
 */
import { globSync, readFileSync } from 'node:fs';
import { after } from 'node:test';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { closeBrowser, stopPortal } from './harness/index.ts';
import { REPO_ROOT } from './harness/paths.ts';
import { parseShard, shardSpecs, specWeight } from '../scripts/lib/e2e-shards.ts';

const filters = (process.env['E2E_SPECS'] ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);

const matching = globSync('e2e/**/*.e2e.ts', { cwd: REPO_ROOT })
  .filter((file) => filters.length === 0 || filters.some((word) => file.includes(word)))
  .sort();

// E2E_SHARD=n/count (set by scripts/e2e.ts): this process runs only its share of the files.
const shard = parseShard(process.env['E2E_SHARD']);
const specs = shard
  ? shardSpecs(
      matching.map((file) => ({ file, weight: specWeightOf(file) })),
      shard.index,
      shard.count,
    )
  : matching;

function specWeightOf(file: string): number {
  return specWeight(readFileSync(join(REPO_ROOT, file), 'utf8'));
}

if (matching.length === 0) {
  throw new Error(
    `No e2e spec matches ${filters.length ? `E2E_SPECS=${filters.join(',')}` : 'e2e/**/*.e2e.ts'}.`,
  );
}

// A root-level hook: runs once, after every test of every spec.
after(async () => {
  await closeBrowser();
  await stopPortal();
});

for (const spec of specs) {
  await import(pathToFileURL(join(REPO_ROOT, spec)).href);
}
