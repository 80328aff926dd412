/**
 * The single entry of the browser tests: imports every e2e/**\/*.e2e.ts into this one process, so one
 * portal server and one browser serve all specs, and shuts both down after the last test.
 * Run it through `npm run test:e2e` (scripts/e2e.ts), which finds Chromium and sets the reporters.
 *
 * E2E_SPECS=smoke,landing runs only the spec files whose path contains one of those words.
 */
import { existsSync, globSync, readFileSync } from 'node:fs';
import { after } from 'node:test';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { closeBrowser, stopPortal } from './harness/index.ts';
import { REPO_ROOT } from './harness/paths.ts';
import { parseShard, shardSpecs, specCost } from '../scripts/lib/e2e-shards.ts';

const filters = (process.env['E2E_SPECS'] ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);

const matching = globSync('e2e/**/*.e2e.ts', { cwd: REPO_ROOT })
  .filter((file) => filters.length === 0 || filters.some((word) => file.includes(word)))
  .sort();

// E2E_SHARD=n/count (set by scripts/e2e.ts): this process runs only its share of the files.
const shard = parseShard(process.env['E2E_SHARD']);
// What each spec took in a recorded run: the shards split by it (scripts/lib/e2e-shards.ts).
const SECONDS_FILE = join(REPO_ROOT, 'e2e', 'spec-seconds.json');
const measured = existsSync(SECONDS_FILE)
  ? (JSON.parse(readFileSync(SECONDS_FILE, 'utf8')) as Record<string, number>)
  : {};
const specs = shard
  ? shardSpecs(
      matching.map((file) => ({
        file,
        weight: specCost(file, readFileSync(join(REPO_ROOT, file), 'utf8'), measured),
      })),
      shard.index,
      shard.count,
    )
  : matching;

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
