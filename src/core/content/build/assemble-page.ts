import type { BuiltPage } from '../../../schemas/built.ts';
import type { LoadedPackage, SourcePage } from '../loaded-content.ts';
import type { RenderOutcome } from './render-job.ts';

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

/** Edit link for a page, when the site configures an edit base URL. */
function editUrlOf(
  editBaseUrl: string | undefined,
  pkg: LoadedPackage,
  page: SourcePage,
): string | undefined {
  if (!editBaseUrl) return undefined;
  const inPackage = page.file.slice(pkg.dir.length + 1);
  const parts = [editBaseUrl.replace(/\/+$/, ''), pkg.file.docs.mainBranch, pkg.file.docs.srcPath, inPackage];
  return parts.filter((part) => part !== '').join('/');
}

/** Combines a source page and its render outcome into the stored page. */
export function assemblePage(
  page: SourcePage,
  pkg: LoadedPackage,
  outcome: RenderOutcome,
  editBaseUrl: string | undefined,
): BuiltPage {
  const fm = page.frontMatter;
  const sections = outcome.sections ?? [];
  const title = fm.title ?? outcome.title ?? titleFromFile(page.file);
  const firstText = sections.find((section) => section.text.trim() !== '')?.text ?? '';
  const editUrl = editUrlOf(editBaseUrl, pkg, page);
  return {
    route: page.route,
    kind: 'markdown',
    title,
    description: toDescription(fm.description ?? firstText) || title,
    html: outcome.html ?? '',
    toc: outcome.toc ?? [],
    sections,
    packageName: page.packageName,
    privilege: fm.access?.privilege ?? 'NONE',
    hidden: fm.hidden === true,
    sourceFile: page.file,
    ...(editUrl === undefined ? {} : { editUrl }),
  };
}
