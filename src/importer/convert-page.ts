import { posix } from 'node:path';
import { stringify } from 'yaml';
import type { KnownBrokenLink } from '../schemas/known-broken-links.ts';
import { mapFrontMatter } from './front-matter-map.ts';
import type { ImportNote } from './import-report.ts';
import { rewriteLinks, type LinkEdit } from './markdown-links.ts';
import { resolveSourceLink, type LinkWorld } from './resolve-source-link.ts';
import type { SourcePage } from './source-pages.node.ts';

/** A page converted into the portal's form. */
export interface ConvertedPage {
  text: string;
  /** The front matter it kept (for routes and the navigation). */
  frontMatter: Record<string, unknown>;
  /** Files it references, absolute source path → output path relative to the package. */
  files: Map<string, string>;
  /** Links broken in the source site too, by output line. */
  broken: KnownBrokenLink[];
  /** Links rewritten into relative file links. */
  linksConverted: number;
}

/** Where a referenced file goes: beside the pages when it is in the tree, else under `_files/`. */
function fileOut(page: SourcePage, absolute: string, siteRoot: string): string {
  const inTree = posix.relative(page.tree.dir, absolute);
  if (!inTree.startsWith('..')) return `${page.tree.outDir}/${inTree}`;
  return `${page.tree.outDir}/_files/${posix.relative(siteRoot, absolute)}`;
}

/** Markdown-safe text for an image's alt text shown in its place. */
const escapeText = (text: string) => text.replace(/([\\`*_[\]{}<>])/g, '\\$1');

/**
 * Converts one page: front matter mapped, links to pages rewritten as relative file links,
 * referenced files copied beside the pages, and what the source site cannot resolve either kept
 * and recorded as a known broken link (or, for a missing image, replaced by its alt text). Every
 * change is noted with the source file and line.
 */
export function convertPage(
  page: SourcePage,
  world: LinkWorld,
  siteRoot: string,
  notes: ImportNote[],
): ConvertedPage {
  const frontMatter = page.yaml === undefined ? {} : mapFrontMatter(page.data, page.yaml, page.file, notes);
  const head =
    Object.keys(frontMatter).length === 0 ? '' : `---\n${stringify(frontMatter, { lineWidth: 0 })}---\n`;
  const headLines = head === '' ? 0 : head.split('\n').length - 1;
  const files = new Map<string, string>();
  const broken: KnownBrokenLink[] = [];
  let linksConverted = 0;
  const sourceLine = (line: number) => page.bodyLine + line - 1;
  const body = rewriteLinks(page.body, (ref): LinkEdit => {
    const resolved = resolveSourceLink(page, ref, world);
    const note = (outcome: ImportNote['outcome'], topic: string, message: string) =>
      notes.push({ outcome, file: page.file, line: sourceLine(ref.line), topic, message });
    switch (resolved.kind) {
      case 'keep':
        return undefined;
      case 'page':
        if (resolved.url === ref.url) return undefined;
        linksConverted++;
        return { url: resolved.url };
      case 'file': {
        const out = fileOut(page, resolved.absolute, siteRoot);
        files.set(resolved.absolute, out);
        const url = `${posix.relative(posix.dirname(page.out), out).replace(/^(?!\.)/, './')}${resolved.suffix}`;
        note('converted', 'file', `${ref.url} → ${url} (copied beside the pages)`);
        return { url };
      }
      case 'missing-file': {
        const text = ref.text ?? '';
        note(
          'lost',
          'file',
          `not converted: ${resolved.reason}; ${ref.kind === 'image' ? `the image is replaced by its alt text${text === '' ? ' (empty)' : ''}` : 'the link is replaced by its text'}`,
        );
        if (ref.kind === 'image') return { text: text === '' ? '' : `*${escapeText(text)}*` };
        return { text: ref.text ?? '' };
      }
      case 'broken':
        broken.push({
          file: page.out,
          line: headLines + ref.line,
          href: resolved.url,
          reason: resolved.reason,
        });
        note(
          'kept',
          'link',
          `${ref.url} is broken in the source site too (${resolved.reason}); kept, and the build reports it as a warning`,
        );
        return resolved.url === ref.url ? undefined : { url: resolved.url };
    }
  });
  return { text: `${head}${body}`, frontMatter, files, broken, linksConverted };
}
