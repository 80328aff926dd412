/**
 * Builds whatever is stale (content, then the app), as `npm start` does before it serves. The
 * browser tests run it once before starting several portals, so they never build at the same time.
 */
import { ensureAppBuild } from './lib/app-build.ts';
import { ensureContentBuild } from './lib/content-build.ts';

/** Builds the content and the app when they do not match their sources. */
export async function ensureBuilds(): Promise<void> {
  await ensureContentBuild();
  await ensureAppBuild();
}

if (import.meta.main) {
  process.env['NODE_ENV'] = 'production';
  await ensureBuilds();
}
