import type { CategoryFile } from '../../../schemas/category-file.ts';
import type { FrontMatter } from '../../../schemas/front-matter.ts';

/** A published page, as a generated navigation sees it. */
export interface NavSourcePage {
  /** Path inside the package's content folder, e.g. `guides/setup/index.md`. */
  path: string;
  route: string;
  frontMatter: FrontMatter;
  /** The page's first level-1 heading, the title when the front matter has none. */
  heading?: string | undefined;
}

/** A folder's `_category_.json` / `_category_.yml`, validated. */
export interface NavSourceCategory {
  /** The folder inside the content folder, e.g. `guides/setup` ('' for the content folder itself). */
  dir: string;
  /** The file, relative to the content root, for messages. */
  file: string;
  data: CategoryFile;
}

/** Where a navigation is generated from: one package's pages and folder settings. */
export interface NavSource {
  /** The package name and human name: the navigation's name and title. */
  name: string;
  title: string;
  pages: readonly NavSourcePage[];
  categories: readonly NavSourceCategory[];
}

/** File names (without extension, lower-cased) that stand for their folder. */
export const INDEX_NAMES = ['index', 'readme', '_index'] as const;

const MARKDOWN_EXTENSION = /\.(md|mdx)$/i;
/** Docusaurus number prefixes (`01-intro`, `2_setup`, `3. usage`) order files and are not shown. */
const NUMBER_PREFIX = /^\d+\s*[-_.]+\s*/;

/** A file or folder name without its extension and number prefix. */
export const baseName = (name: string): string => name.replace(MARKDOWN_EXTENSION, '');
export const withoutNumberPrefix = (name: string): string => name.replace(NUMBER_PREFIX, '') || name;

/** A readable label from a file or folder name: `getting-started` becomes `Getting started`. */
export function labelFromName(name: string): string {
  const words = withoutNumberPrefix(baseName(name)).replace(/[-_]+/g, ' ').trim();
  return words === '' ? name : words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The Docusaurus id of a page: its path without extension and number prefixes, the last part
 * replaced by the front matter `id` when it has one. `_category_.json` links name pages by it.
 */
export function docId(page: NavSourcePage): string {
  const parts = page.path.split('/').map((part) => withoutNumberPrefix(baseName(part)));
  const id = page.frontMatter['id'];
  if (typeof id === 'string' && id !== '') parts[parts.length - 1] = id;
  return parts.join('/');
}

/** The first ATX level-1 heading of a markdown body outside fenced code, as plain text. */
export function firstHeading(body: string): string | undefined {
  let fence: string | undefined;
  for (const line of body.split('\n')) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker !== undefined) {
      if (fence === undefined) fence = marker;
      else if (marker.startsWith(fence)) fence = undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const heading = /^ {0,3}#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const text = heading
        .replace(/\{#[^}]*\}\s*$/, '')
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/[`*]/g, '')
        .trim();
      if (text !== '') return text;
    }
  }
  return undefined;
}
