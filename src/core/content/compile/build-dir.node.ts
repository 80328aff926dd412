import { resolve } from 'node:path';

/** Where the content build is written and read: PORTICO_BUILD_DIR, else ./.portico/build. */
export function resolveBuildDir(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  return resolve(cwd, env['PORTICO_BUILD_DIR'] || '.portico/build');
}

/** File name of the manifest inside the build folder. */
export const MANIFEST_FILE = 'manifest.json';
/** Folder of page files inside the build folder. */
export const PAGES_DIR = 'pages';
/** The search index file inside the build folder (src/core/search, written by the content build). */
export const SEARCH_INDEX_FILE = 'search-index.bin';
