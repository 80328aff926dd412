import type { PageSection, RenderedPage, TocEntry } from '../../../schemas/built.ts';
import type { PageMeta } from './render-job.ts';

const DESCRIPTION_MAX = 160;

/** A title from a file name, for pages with neither a front-matter title nor an h1. */
function titleFromFile(file: string): string {
  const base =
    file
      .split('/')
      .pop()
      ?.replace(/\.(md|mdx)$/i, '') ?? file;
  const words = base
    .replace(/^_?index$/i, 'Overview')
    .replace(/[-_]+/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Shortens text to a meta description at a word boundary. */
export function toDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= DESCRIPTION_MAX) return clean;
  const cut = clean.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 80))}…`;
}

/** What the renderer produced for a page. */
export interface RenderedArticle {
  html: string;
  title?: string | undefined;
  toc: TocEntry[];
  sections: PageSection[];
}

/** Combines a page's metadata and its rendered article into the stored page. */
export function assemblePage(
  file: string,
  route: string,
  meta: PageMeta,
  article: RenderedArticle,
): RenderedPage {
  const title = meta.title ?? article.title ?? titleFromFile(file);
  const firstText = article.sections.find((section) => section.text.trim() !== '')?.text ?? '';
  return {
    route,
    kind: 'markdown',
    title,
    description: toDescription(meta.description ?? firstText) || title,
    html: article.html,
    toc: article.toc,
    sections: article.sections,
    packageName: meta.packageName,
    privilege: meta.privilege,
    hidden: meta.hidden,
    sourceFile: file,
    ...(meta.editUrl === undefined ? {} : { editUrl: meta.editUrl }),
  };
}
