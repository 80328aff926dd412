import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fingerprintFiles } from '../../src/core/content/fingerprint.node.ts';
import { DIST_DIR, REPO_ROOT, step } from './repo.ts';

const STAMP = join(DIST_DIR, '.portico-stamp');

async function appFingerprint(): Promise<string> {
  const skip = (name: string) => !/\.test\.tsx?$/.test(name);
  return fingerprintFiles([join(REPO_ROOT, 'src'), join(REPO_ROOT, 'public')], skip).then(async (tree) => {
    const extra = await Promise.all(
      ['astro.config.ts', 'package-lock.json'].map((f) =>
        readFile(join(REPO_ROOT, f), 'utf8').catch(() => ''),
      ),
    );
    const { createHash } = await import('node:crypto');
    return createHash('sha256').update(tree).update(extra.join('\0')).digest('hex');
  });
}

/** Runs `astro build` unless dist/ was built from the same sources. */
export async function ensureAppBuild(force = false): Promise<void> {
  const fingerprint = await appFingerprint();
  if (!force && (await readFile(STAMP, 'utf8').catch(() => '')) === fingerprint) {
    console.log(`App build is up to date (${DIST_DIR})`);
    return;
  }
  step('Building the app (astro build)');
  const astro = join(REPO_ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [astro, 'build'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`astro build exited with code ${code}`)),
    );
    child.on('error', reject);
  });
  await writeFile(STAMP, fingerprint);
}
