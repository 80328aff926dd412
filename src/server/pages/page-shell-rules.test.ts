import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// ESLint does not read .astro files, so the rules it enforces on the rest of src/ for the page
// shells' side of the composition root are checked here.
const ROOT = join(import.meta.dirname, '..', '..', '..');
const SHELL_DIRS = ['src/pages', 'src/layouts'];

async function astroFiles(dir: string): Promise<string[]> {
  const entries = await readdir(join(ROOT, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.astro'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

const RULES: { pattern: RegExp; why: string }[] = [
  { pattern: /\blocals\s+as\b|<[^>]+>\s*(Astro\.)?locals\b/, why: 'casts locals (App.Locals is typed)' },
  { pattern: /\breadServerEnv\b/, why: 'reads the environment (take it from locals.services)' },
  { pattern: /\bnegotiateLocale\b/, why: 'works out the locale (the middleware sets locals.locale)' },
];

describe('page shells', () => {
  it('take services, principal and locale from locals, never casting it or reading the environment', async () => {
    const files = (await Promise.all(SHELL_DIRS.map(astroFiles))).flat();
    expect(files.length).toBeGreaterThan(10);
    const broken: string[] = [];
    for (const file of files) {
      const text = await readFile(join(ROOT, file), 'utf8');
      for (const { pattern, why } of RULES) if (pattern.test(text)) broken.push(`${file} ${why}`);
    }
    expect(broken).toEqual([]);
  });
});
