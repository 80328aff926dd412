import type { PageLink } from '../links/check-links.ts';
import type { MarkdownRenderer } from '../markdown/index.ts';
import type { TocEntry } from '../../schemas/built.ts';
import type { UniqueIds } from './anchor-ids.ts';
import { escapeHtml } from './html.ts';
import { rebaseHeadings, rewriteFragmentLinks, type FragmentTargets } from './markdown-prep.ts';
import { renameIds } from './namespace-ids.ts';

/** A description rendered into one page. */
export interface RenderedDescription {
  /** Sanitised HTML ('' for an empty description). */
  html: string;
  /** Plain text, for search sections and meta descriptions. */
  text: string;
  /** Ids of elements in `html`, already unique on the page. */
  anchors: string[];
  /** Level-2 headings of the description. */
  toc: TocEntry[];
  /** Internal links, with lines counted inside the description. */
  links: PageLink[];
}

/** Where and how a description is placed on its page. */
export interface DescriptionPlacement {
  route: string;
  /** Level its highest heading gets (2 on a page under the h1, 3 under an operation's h2). */
  topHeadingLevel: number;
  /** The page's ids: the description's ids are claimed here, renamed when taken. */
  ids: UniqueIds;
  /** Prefix for the description's ids ('<prefix>-<id>'), so operations do not fight over 'example'. */
  idPrefix?: string;
}

export interface DescriptionRenderer {
  render(markdown: string, placement: DescriptionPlacement): RenderedDescription;
}

interface Cached {
  html: string;
  text: string;
  anchors: string[];
  toc: TocEntry[];
  links: PageLink[];
}

const EMPTY: Cached = { html: '', text: '', anchors: [], toc: [], links: [] };
// Single-line text that markdown renders as one plain paragraph: no markup, list markers or
// autolinks can start here. Rendering it directly is equivalent and skips the pipeline.
const PLAIN_TEXT = /^[\p{L}\p{N}][\p{L}\p{N} ,.;()?'"-]*$/u;
const LIST_MARKER = /^\d{1,9}[.)]( |$)/;
// What makes a description's HTML depend on its page once its fragment links are re-pointed:
// relative link targets (resolved against the route) and block markers (tab ids hash the route).
const ROUTE_DEPENDENT =
  /\]\(\s*<?(?![#/]|[a-z][a-z0-9+.-]*:)|^\s{0,3}\[[^\]]+\]:\s*<?(?![#/]|[a-z][a-z0-9+.-]*:)|^\s{0,3}:::/im;

// Outside code spans, single-line text with none of the characters that start other inline
// markup, entities, raw HTML or autolinks; it must not start like a block (list, quote, heading).
const INLINE_PROSE = /^[^\n[\]<>*_\\!&|~@`]*$/;
const BLOCK_START = /^[\s\-+>=|#]/;

/**
 * The HTML of a single-line description whose only markup is code spans, as the markdown
 * pipeline would make it; undefined for anything else (which then goes through the pipeline).
 */
export function inlineTextHtml(text: string): string | undefined {
  if (BLOCK_START.test(text) || LIST_MARKER.test(text) || /www\.|https?:|``|\n/i.test(text)) return undefined;
  const pieces = text.split('`');
  if (pieces.length % 2 === 0) return undefined;
  const html: string[] = [];
  for (const [index, piece] of pieces.entries()) {
    if (index % 2 === 1) {
      if (piece === '' || /^ | $/.test(piece)) return undefined;
      html.push(`<code>${escapeHtml(piece)}</code>`);
    } else {
      if (!INLINE_PROSE.test(piece)) return undefined;
      html.push(escapeHtml(piece));
    }
  }
  return `<p>${html.join('')}</p>`;
}

/** True when `text` may skip the markdown pipeline (see PLAIN_TEXT). */
export function isPlainText(text: string): boolean {
  return PLAIN_TEXT.test(text) && !LIST_MARKER.test(text) && !/www\./i.test(text);
}

/**
 * Renders spec descriptions (markdown) through the markdown renderer, which sanitises them.
 * Results are cached per page route and text, as real specs repeat descriptions a lot. A
 * description the renderer rejects is shown as escaped text rather than failing the build.
 */
export function createDescriptionRenderer(options: {
  renderer: MarkdownRenderer;
  /** The spec file, relative to the content root. */
  file: string;
  developerHost: string;
  targets: FragmentTargets;
}): DescriptionRenderer {
  const cache = new Map<string, Cached>();
  const renderText = (markdown: string, route: string, top: number): Cached => {
    const trimmed = markdown.trim();
    if (trimmed === '') return EMPTY;
    if (isPlainText(trimmed)) return { ...EMPTY, html: `<p>${trimmed}</p>`, text: trimmed };
    const inline = inlineTextHtml(trimmed);
    if (inline !== undefined) return { ...EMPTY, html: inline, text: trimmed.replace(/`/g, '') };
    const prepared = rebaseHeadings(rewriteFragmentLinks(markdown, route, options.targets), top);
    // Text without page-relative parts renders the same on every page: one entry per reference.
    const pageFree = !ROUTE_DEPENDENT.test(prepared);
    const key = `${pageFree ? '' : route}\u0000${top}\u0000${prepared}`;
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    let result: Cached;
    try {
      // The leading newline keeps a description that starts with '---' from reading as front matter.
      const rendered = options.renderer.render(`\n${prepared}`, {
        file: options.file,
        route,
        developerHost: options.developerHost,
        resolveFileLink: () => undefined,
      });
      result = {
        html: rendered.html,
        text: rendered.sections
          .map((section) => `${section.heading} ${section.text}`)
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
        anchors: rendered.anchors,
        toc: rendered.toc,
        links: rendered.links.map((link) => ({ ...link, line: Math.max(1, link.line - 1) })),
      };
    } catch {
      const paragraphs = trimmed.split(/\n\s*\n/).map((part) => `<p>${escapeHtml(part.trim())}</p>`);
      result = { ...EMPTY, html: paragraphs.join('\n'), text: trimmed.replace(/\s+/g, ' ') };
    }
    cache.set(key, result);
    return result;
  };

  return {
    render(markdown, placement) {
      const rendered = renderText(markdown, placement.route, placement.topHeadingLevel);
      if (rendered.anchors.length === 0) return rendered;
      const renames = new Map<string, string>();
      const anchors = rendered.anchors.map((id) => {
        const claimed = placement.ids.claim(
          placement.idPrefix === undefined ? id : `${placement.idPrefix}-${id}`,
        );
        if (claimed !== id) renames.set(id, claimed);
        return claimed;
      });
      const rename = (id: string) => renames.get(id) ?? id;
      return {
        html: renameIds(rendered.html, renames),
        text: rendered.text,
        anchors,
        toc: rendered.toc.map((entry) => ({ ...entry, id: rename(entry.id) })),
        links: rendered.links.map((link) =>
          link.href.startsWith('#') ? { ...link, href: `#${rename(link.href.slice(1))}` } : link,
        ),
      };
    },
  };
}
