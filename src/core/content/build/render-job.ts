import type { Privilege } from '../../../schemas/common.ts';

/** What the main thread already knows about a page, from its file and package. */
export interface PageMeta {
  packageName: string;
  /** Front-matter title and description, when the author set them. */
  title?: string;
  description?: string;
  privilege: Privilege;
  hidden: boolean;
  editUrl?: string;
}

/** A page handed to a renderer: source plus metadata; the renderer writes the page file itself. */
export interface RenderJob {
  file: string;
  route: string;
  source: string;
  meta: PageMeta;
}

/**
 * What comes back for one page: only what the link check and the manifest need. The page body is
 * already on disk, so memory does not grow with the size of the site.
 */
export interface RenderOutcome {
  file: string;
  route: string;
  ok: boolean;
  error?: string;
  title?: string;
  links?: { href: string; line: number; column: number; raw: string }[];
  anchors?: string[];
}

/** Data every renderer needs once: the link context shared by all pages, and where to write. */
export interface RenderSetup {
  developerHost: string;
  /** [content-root-relative .md path, route] pairs. */
  fileRoutes: [string, string][];
  messages: Record<string, string>;
  /** The staging build's pages folder. */
  pagesDir: string;
}
