import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, relative, resolve } from 'node:path';

/**
 * The shared real-world corpora (see ../shared/corpora/SOURCES.md): beside the repository, as on
 * every developer machine and in CI, or at PORTICO_CORPORA_DIR. Tests and benchmarks read them by
 * path; they are never copied into the repository.
 */
export const CORPORA_DIR =
  process.env['PORTICO_CORPORA_DIR'] ||
  resolve(fileURLToPath(new URL('../../../..', import.meta.url)), 'shared', 'corpora');

/** The markdown trees of the corpora. */
export const MARKDOWN_CORPORA_DIR = join(CORPORA_DIR, 'markdown');
/** The OpenAPI documents of the corpora. */
export const OPENAPI_CORPORA_DIR = join(CORPORA_DIR, 'openapi');

/** Fails loudly when the corpora are missing (benchmarks: a bench of nothing measures nothing). */
export function requireCorpora(): void {
  if (!existsSync(MARKDOWN_CORPORA_DIR) || !existsSync(OPENAPI_CORPORA_DIR)) {
    throw new Error(
      `The shared corpora are missing at ${CORPORA_DIR}: check out ../shared beside the repository or set PORTICO_CORPORA_DIR.`,
    );
  }
}

/**
 * The first of `dirs` that does not exist, or undefined when all do: why a test that reads the
 * corpora cannot run here.
 */
export function missingCorpus(dirs: readonly string[]): string | undefined {
  return dirs.find((dir) => !existsSync(dir));
}

/**
 * Every `.md` file under the markdown corpora, relative to MARKDOWN_CORPORA_DIR, each folder
 * sorted by name (locale order), depth first: a stable order for sampling every n-th file.
 */
export function listMarkdownCorpusFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) files.push(relative(MARKDOWN_CORPORA_DIR, path));
    }
  };
  walk(MARKDOWN_CORPORA_DIR);
  return files;
}
