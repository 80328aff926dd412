import type { PageLink } from '../links/check-links.ts';
import type { LinkContext } from '../links/resolve-link.ts';
import type { AssetContext, AssetReference } from './asset-references.ts';
import type { PageSection, TocEntry } from '../../schemas/built.ts';
import type { RenderedHeading } from './hast-headings.ts';
import type { HighlighterOptions } from './highlighter.ts';
import type { MdxRenderOptions, RenderWarning } from './mdx-options.ts';

/** Options of createMarkdownRenderer. */
export interface MarkdownRendererOptions extends HighlighterOptions {
  /**
   * UI strings written into the HTML: pass the UI catalogue (`en` of src/ui/i18n/messages.ts, the merged UI catalogue).
   * It must hold every id of RenderMessages; creation throws naming the missing ones.
   */
  messages: Readonly<Record<string, string>>;
  /**
   * Parse with markdown-it where a page's syntax allows (default true); false parses every page
   * with micromark, the reference the fast parser is tested against.
   */
  fastParser?: boolean;
}

/**
 * Where a page is rendered: its source file (relative to the content root, used in messages
 * and to resolve relative `.md` links), its route (trailing slash), the developer host and a
 * lookup from content-root-relative `.md` paths to routes; and the files beside the pages.
 */
export type RenderContext = LinkContext & AssetContext;

/** Optional inputs of one render. */
export interface RenderOptions {
  /**
   * The front matter, when the caller has already parsed and validated it (the content build
   * has): it is returned as `frontMatter` and its YAML is not parsed again.
   */
  frontMatter?: Record<string, unknown>;
  /** MDX: `.md` files as MDX, the unknown-component policy, partial sources (decision 0035). */
  mdx?: MdxRenderOptions;
}

/** The rendered page. */
export interface RenderResult {
  /** Sanitised article HTML. */
  html: string;
  /** The parsed YAML front matter ({} without one); validating it is the caller's job. */
  frontMatter: Record<string, unknown>;
  /** Text of the first h1, if any. */
  title?: string;
  headings: RenderedHeading[];
  /** On-this-page entries: level-2 headings. */
  toc: TocEntry[];
  /** Search sections: one per heading, plus the text before the first heading. */
  sections: PageSection[];
  /** Internal links to check (checkLinks in src/core/links). */
  links: PageLink[];
  /** Files the page references beside it (images, downloads), for the build to check and publish. */
  assets: AssetReference[];
  /** Ids of all elements on the page (headings, tabs, footnotes, author anchors). */
  anchors: string[];
  /** Problems reported without failing (MDX components rendered as fallbacks). */
  warnings: RenderWarning[];
}

/** Renders markdown pages; create once and reuse for every page of a build. */
export interface MarkdownRenderer {
  /**
   * Renders one page. Throws when the front matter is not valid YAML (the message names
   * `ctx.file`). Code in a language whose grammar is not loaded renders as plain text.
   */
  render(source: string, ctx: RenderContext, options?: RenderOptions): RenderResult;
  /**
   * Loads more grammars (fence names or aliases; unknown ones are ignored). Call it with
   * `fenceLanguages(source)` of the pages to render when the defaults may not cover them.
   */
  loadLanguages(langs: Iterable<string>): Promise<void>;
}

export type { MdxRenderOptions, RenderedHeading, RenderWarning };
