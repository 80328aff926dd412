import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The repository root (the e2e harness lives two levels below it). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Where test artefacts go; CI keeps this folder. Override with E2E_RESULTS_DIR. */
export const RESULTS_DIR = process.env['E2E_RESULTS_DIR'] ?? join(REPO_ROOT, 'test-results');

/** Screenshots: test-results/screenshots/<spec>/<name>-<width>.png. */
export const SCREENSHOTS_DIR = join(RESULTS_DIR, 'screenshots');

/** Everything the portal server printed during the run. */
export const SERVER_LOG_FILE = join(RESULTS_DIR, 'e2e-server.log');
