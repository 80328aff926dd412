import type { PageSection } from '../../../schemas/built.ts';
import type { Privilege } from '../../../schemas/common.ts';
import type { AssetReference } from '../../markdown/asset-references.ts';
import type { ContentAsset } from '../assets/content-asset.ts';
import type { MdxSettings } from '../../../schemas/package.ts';

/** What the main thread already knows about a page, from its file and package. */
export interface PageMeta {
  packageName: string;
  /** Front-matter title and description, when the author set them. */
  title?: string;
  description?: string;
  privilege: Privilege;
  hidden: boolean;
  editUrl?: string;
  /** The package folder (content-root-relative): partials must be inside it. */
  packageDir?: string;
  /** The package's MDX settings (package.yaml `docs.mdx`), when it has any. */
  mdx?: MdxSettings;
  /** The older docs version of the page (decision 0043): its files come from that version's folder. */
  version?: string;
}

/**
 * A page handed to a renderer: its file (relative to the content root) and metadata. The
 * renderer reads the file itself, so sources are never copied between threads or held by the
 * main thread, and writes the page file itself.
 */
export interface RenderJob {
  file: string;
  route: string;
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
  /** Files the page references beside it; absent when none. */
  assets?: AssetReference[];
  /** The line of the file an error points at, when it points at one. */
  line?: number;
  /** Problems reported without failing (MDX fallbacks), with the file each is in. */
  warnings?: { file: string; line?: number; message: string }[];
  /** Heading sections for the search index; absent for hidden pages, which are not indexed. */
  sections?: Pick<PageSection, 'headingId' | 'heading' | 'text' | 'depth'>[];
}

/** Data every renderer needs once: where pages are, the link context shared by all, where to write. */
export interface RenderSetup {
  contentRoot: string;
  developerHost: string;
  /** [content-root-relative .md path, route] pairs. */
  fileRoutes: [string, string][];
  /** The staging build's pages folder. */
  pagesDir: string;
  /** The nonce of the message marks in the renderer's messages: they become stored slots. */
  markNonce?: string | undefined;
  /** [package name, content folder] pairs and the files pages may publish from those folders. */
  assets?: { contentDirs: [string, string][]; files: ContentAsset[] } | undefined;
}
