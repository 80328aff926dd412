import { resolve } from 'node:path';

/**
 * Where the content build is written and read: PORTICO_BUILD_DIR, else ./.portico/build. The
 * names of the files inside it are in src/schemas/built.ts.
 */
export function resolveBuildDir(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  return resolve(cwd, env['PORTICO_BUILD_DIR'] || '.portico/build');
}
