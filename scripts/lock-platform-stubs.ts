// Adds package-lock entries for optional platform packages that the registry reachable here does
// not serve (e.g. @astrojs/compiler-binding-darwin-arm64). Without an entry, `npm ci` refuses the
// lock ("Missing: … from lock file"); with one carrying os/cpu/libc, npm skips it on other
// platforms and fetches it by version on its own. Run after `npm install`: idempotent.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from './lib/repo.ts';

interface LockEntry {
  version?: string;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  license?: string;
}

/** os, cpu and libc from a platform package's name suffix, e.g. linux-arm64-musl. */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | undefined {
  const match =
    /-(android|darwin|linux|win32|freebsd|wasm32)-?(arm64|x64|ia32|arm|wasi)?(?:-(gnu|musl|msvc|gnueabihf))?$/.exec(
      name,
    );
  if (!match) return undefined;
  const [, os, cpu, libc] = match;
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  return {
    os: [os!],
    ...(cpu ? { cpu: [cpu] } : {}),
    ...(libc === 'gnu' ? { libc: ['glibc'] } : libc === 'musl' ? { libc: ['musl'] } : {}),
  };
}

/** Returns the lock with a stub entry for every optional dependency that has none. */
export function addPlatformStubs(lock: { packages: Record<string, LockEntry> }): string[] {
  const added: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const key = `node_modules/${name}`;
      const nested = `${path}/node_modules/${name}`;
      if (lock.packages[key] || lock.packages[nested]) continue;
      const platform = platformOf(name);
      if (!platform) continue;
      lock.packages[key] = {
        version: version.replace(/^[\^~]/, ''),
        license: entry.license ?? 'MIT',
        optional: true,
        ...platform,
      };
      added.push(name);
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
  );
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = join(REPO_ROOT, 'package-lock.json');
  const lock = JSON.parse(await readFile(file, 'utf8'));
  const added = addPlatformStubs(lock);
  await writeFile(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    added.length ? `Added lock entries: ${added.join(', ')}` : 'package-lock.json needs no platform stubs',
  );
}
