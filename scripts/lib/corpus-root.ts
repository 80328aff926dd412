import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse, stringify } from 'yaml';
import { MARKDOWN_FILE } from '../../src/core/content/page-route.ts';
import { MARKDOWN_CORPORA_DIR } from '../../src/core/testing/corpora.node.ts';
import { REPO_ROOT } from './repo.ts';

/** The shared markdown corpora (third-party material: read in place, never copied). */
export const CORPORA_DIR = MARKDOWN_CORPORA_DIR;

/** The markdown corpora a content root can be made of. */
export type CorpusName = 'opentelemetry-docs' | 'powershell-docs';

/** Every corpus, in the order content roots list them. */
export const CORPUS_NAMES: readonly CorpusName[] = ['opentelemetry-docs', 'powershell-docs'];

/** Short package-name stem of each corpus: copy 1 of opentelemetry-docs is package `otel-1`. */
export const CORPUS_PACKAGE_STEM: Readonly<Record<CorpusName, string>> = {
  'opentelemetry-docs': 'otel',
  'powershell-docs': 'pwsh',
};

/** Options of {@link createCorpusContentRoot}. */
export interface CorpusRootOptions {
  corpora: readonly CorpusName[];
  /** How many times each corpus is published (as packages `otel-1`, `otel-2`…). Default 1. */
  copies?: number;
  /** Take only the first N markdown files (walk order, corpora in the order given) per copy. */
  limit?: number;
  /** Corpus files to leave out, as `corpus/path/in/corpus.md`. */
  exclude?: ReadonlySet<string>;
}

/** One corpus package of a generated content root. */
export interface CorpusPackage {
  name: string;
  corpus: CorpusName;
  /** Package folder relative to the content root, e.g. `packages/otel-1`. */
  dir: string;
  publishPath: string;
  /** Markdown files the package publishes, relative to the corpus folder. */
  files: string[];
}

/** A temporary content root made of corpus packages. */
export interface CorpusContentRoot {
  root: string;
  packages: CorpusPackage[];
  /** Markdown pages in the root, the main package's index included. */
  pageCount: number;
  cleanup: () => Promise<void>;
}

/**
 * Markdown files of a corpus that a content build reads, relative to the corpus folder, in the
 * build's own walk order (each folder sorted by name, depth first; dot-files skipped).
 */
export async function listCorpusFiles(corpus: CorpusName): Promise<string[]> {
  const out: string[] = [];
  const visit = async (rel: string): Promise<void> => {
    const entries = await readdir(join(CORPORA_DIR, corpus, rel), { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await visit(path);
      else if (MARKDOWN_FILE.test(entry.name) && !entry.name.endsWith('.snippet.md')) out.push(path);
    }
  };
  await visit('');
  return out;
}

/** Copies our own site files (not corpus material) and returns the site's main package name. */
async function copySiteFiles(root: string): Promise<string> {
  const source = join(REPO_ROOT, 'content');
  const landings = (await readdir(join(source, 'landing'))).filter((name) => name.endsWith('.yaml'));
  // site.yaml names its logo files in branding/, which the content root must then hold too.
  const branding = (await readdir(join(source, 'branding')).catch(() => [] as string[])).map(
    (name) => `branding/${name}`,
  );
  const files = ['site.yaml', 'global-links.yaml', ...landings.map((name) => `landing/${name}`), ...branding];
  await mkdir(join(root, 'landing'), { recursive: true });
  await mkdir(join(root, 'branding'), { recursive: true });
  for (const file of files) await copyFile(join(source, file), join(root, file));
  // The header's changelog indicator must name groups of real changelog entries; this root has no
  // changelog, so the copied links keep their changelog item without the indicator.
  const linksFile = join(root, 'global-links.yaml');
  const links = parse(await readFile(linksFile, 'utf8')) as { header?: { notification?: unknown }[] };
  for (const item of links.header ?? []) delete item.notification;
  await writeFile(linksFile, stringify(links));
  const site = parse(await readFile(join(source, 'site.yaml'), 'utf8')) as { mainPackage?: string };
  return site.mainPackage ?? 'main';
}

/** The main package's only page, published at /corpora/. */
export const MAIN_PAGE = 'packages/main/content/corpora/index.md';

async function writeYaml(path: string, value: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, stringify(value));
}

/**
 * Creates a temporary content root that publishes the given markdown corpora as content packages:
 * our site files, a minimal main package at '/' (one page, {@link MAIN_PAGE}), and one package per
 * corpus and copy (`otel-1` at /otel-1/…) whose content folder links to the corpus: one symlink,
 * or a tree of per-file symlinks when `limit` or `exclude` selects files. Nothing is copied out
 * of the corpora. Call `cleanup` to remove the root.
 */
export async function createCorpusContentRoot(options: CorpusRootOptions): Promise<CorpusContentRoot> {
  const copies = options.copies ?? 1;
  const selecting = options.limit !== undefined || options.exclude !== undefined;
  const root = await mkdtemp(join(tmpdir(), 'portico-corpora-'));
  const cleanup = () => rm(root, { recursive: true, force: true });
  try {
    const mainPackage = await copySiteFiles(root);
    await writeYaml(join(root, 'packages/main/package.yaml'), {
      name: mainPackage,
      docs: { contentDir: 'content', publishPath: '/', humanName: 'Corpora', platform: 'platform' },
    });
    // The site root itself is the portal's home page, so the main package's one page sits below it.
    await mkdir(join(root, MAIN_PAGE, '..'), { recursive: true });
    await writeFile(
      join(root, MAIN_PAGE),
      '# Corpora\n\nReal-world markdown published as content packages for tests and benchmarks.\n',
    );

    const listed = new Map<CorpusName, string[]>();
    for (const corpus of options.corpora) listed.set(corpus, await listCorpusFiles(corpus));
    let selection = options.corpora.flatMap((corpus) =>
      listed.get(corpus)!.map((file) => ({ corpus, file })),
    );
    if (options.exclude) selection = selection.filter((s) => !options.exclude!.has(`${s.corpus}/${s.file}`));
    if (options.limit !== undefined) selection = selection.slice(0, options.limit);

    const packages: CorpusPackage[] = [];
    for (let copy = 1; copy <= copies; copy++) {
      for (const corpus of options.corpora) {
        const files = selection.filter((s) => s.corpus === corpus).map((s) => s.file);
        if (files.length === 0) continue;
        const name = `${CORPUS_PACKAGE_STEM[corpus]}-${copy}`;
        const dir = `packages/${name}`;
        const publishPath = `/${name}/`;
        await writeYaml(join(root, dir, 'package.yaml'), {
          name,
          docs: {
            contentDir: 'content',
            publishPath,
            humanName: `${corpus} (${copy})`,
            platform: 'platform',
          },
        });
        const content = join(root, dir, 'content');
        if (!selecting) {
          await symlink(join(CORPORA_DIR, corpus), content, 'dir');
        } else {
          for (const file of files) {
            await mkdir(dirname(join(content, file)), { recursive: true });
            await symlink(join(CORPORA_DIR, corpus, file), join(content, file), 'file');
          }
        }
        packages.push({ name, corpus, dir, publishPath, files });
      }
    }
    const pageCount = 1 + packages.reduce((sum, pkg) => sum + pkg.files.length, 0);
    return { root, packages, pageCount, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/**
 * The corpus file (`corpus/path/in/corpus.md`) behind a content-root path such as
 * `packages/pwsh-1/content/7.6/x.md`, or undefined when the path is not in a corpus package.
 */
export function corpusFileOf(root: CorpusContentRoot, contentPath: string): string | undefined {
  for (const pkg of root.packages) {
    const prefix = `${pkg.dir}/content/`;
    if (contentPath.startsWith(prefix)) return `${pkg.corpus}/${contentPath.slice(prefix.length)}`;
  }
  return undefined;
}
