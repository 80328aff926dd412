import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The repository root (the e2e harness lives two levels below it). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Where test artefacts go; CI keeps this folder. Override with E2E_RESULTS_DIR. */
export const RESULTS_DIR = process.env['E2E_RESULTS_DIR'] ?? join(REPO_ROOT, 'test-results');

/** Screenshots: test-results/screenshots/<spec>/<name>-<width>.png. */
export const SCREENSHOTS_DIR = join(RESULTS_DIR, 'screenshots');

/** The shard this process runs (E2E_SHARD "n/count"), as a file-name suffix: '' or '-n'. */
const SHARD_SUFFIX = /^(\d+)\//.exec(process.env['E2E_SHARD'] ?? '')?.[1];

/** Everything the portal server printed during the run (one file per shard). */
export const SERVER_LOG_FILE = join(
  RESULTS_DIR,
  SHARD_SUFFIX === undefined ? 'e2e-server.log' : `e2e-server-${SHARD_SUFFIX}.log`,
);
