import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { docusaurusId, docusaurusRoute } from '../core/content/docusaurus-route.ts';
import { isPartialFile, MARKDOWN_FILE, pageRoute } from '../core/content/page-route.ts';
import { toContentPath, walkFiles } from '../core/content/read-files.node.ts';
import { splitFrontMatter } from '../core/content/yaml-file.ts';
import type { SourcePackage, SourceTree } from './site-model.ts';

/** One markdown file of the imported site. */
export interface SourcePage {
  tree: SourceTree;
  /** Path inside the tree's folder. */
  path: string;
  /** Path relative to the site folder, for the notes. */
  file: string;
  /** Output path relative to the package folder (`content/api/store.md`). */
  out: string;
  text: string;
  yaml: string | undefined;
  data: Record<string, unknown>;
  body: string;
  /** Line of the body's first line in the source file (1-based). */
  bodyLine: number;
  /** A partial (`_name.md`): inlined by pages, never published. */
  partial: boolean;
  /** Not a page of the site: outside the docs plugin's include globs, or a draft. */
  skipped?: 'include' | 'draft' | undefined;
  /** The route the source site serves it at (`/api/store/`), for resolving its links. */
  route: string;
  /** Docusaurus doc id (sidebars name pages by it). */
  docId: string;
}

/** The route the source site gives a page: Docusaurus' rules or Starlight's path rules. */
function sourceRoute(
  pkg: SourcePackage,
  tree: SourceTree,
  path: string,
  data: Record<string, unknown>,
): string {
  const slug = typeof data['slug'] === 'string' ? data['slug'] : undefined;
  const id =
    typeof data['id'] === 'string' || typeof data['id'] === 'number' ? String(data['id']) : undefined;
  if (pkg.routing === 'docusaurus')
    return docusaurusRoute(tree.urlPrefix, { pathInContentDir: path, id, slug });
  // Starlight ids are lower-cased slugs of the path, and a slug names the whole path.
  return pageRoute(tree.urlPrefix, path.toLowerCase(), slug === undefined ? undefined : `/${slug}`);
}

/** Reads every markdown file of a package's trees, with its front matter and source route. */
export async function readSourcePages(pkg: SourcePackage, siteRoot: string): Promise<SourcePage[]> {
  const pages: SourcePage[] = [];
  for (const tree of pkg.trees) {
    const files = await walkFiles(tree.dir, (name) => MARKDOWN_FILE.test(name));
    for (const absolute of files) {
      const path = toContentPath(tree.dir, absolute);
      const text = readFileSync(absolute, 'utf8').replace(/\r\n/g, '\n');
      const split = splitFrontMatter(text);
      let data: Record<string, unknown> = {};
      try {
        const parsed: unknown = split.yaml === undefined ? {} : parse(split.yaml);
        if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
          data = parsed as Record<string, unknown>;
      } catch {
        data = {};
      }
      const name = path.split('/').at(-1)!;
      const partial =
        isPartialFile(name) ||
        path
          .split('/')
          .slice(0, -1)
          .some((part) => part.startsWith('_'));
      const skipped = partial
        ? undefined
        : tree.include !== undefined && !tree.include(path)
          ? 'include'
          : data['draft'] === true
            ? 'draft'
            : undefined;
      pages.push({
        tree,
        path,
        file: toContentPath(siteRoot, absolute),
        out: `${tree.outDir}/${path}`,
        text,
        yaml: split.yaml,
        data,
        body: split.body,
        bodyLine: split.bodyLineOffset + 1,
        partial,
        skipped,
        route: sourceRoute(pkg, tree, path, data),
        docId: docusaurusId({
          pathInContentDir: path,
          id: typeof data['id'] === 'string' ? data['id'] : undefined,
        }),
      });
    }
  }
  return pages;
}
