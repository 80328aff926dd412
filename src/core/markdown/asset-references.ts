import { dirname, safeDecode, splitHref } from '../links/site-path.ts';

/** A content file as the renderer writes it into the page. */
export interface AssetTarget {
  /** The content-hashed URL of the file as it is. */
  url: string;
  /** Raster and SVG images are measured; other files are not. */
  kind: 'raster' | 'svg' | 'file';
  /** Intrinsic size in CSS pixels, when known. */
  width?: number;
  height?: number;
  /** Resized WebP variants (raster only), narrowest first. */
  variants: { width: number; url: string }[];
}

/** What the build knows about a referenced file: its target, or why it cannot be published. */
export type AssetLookup = { ok: true; asset: AssetTarget } | { ok: false; reason: string };

/** What the renderer needs to publish files next to the pages. */
export interface AssetContext {
  /**
   * Looks up a content-root-relative path (`packages/x/content/img/a.png`) referenced by the
   * page. Without it, references are left as written.
   */
  resolveAsset?(target: string): AssetLookup;
}

/** A file a page references, with its position: the build checks and publishes these. */
export interface AssetReference {
  /** The reference as written. */
  raw: string;
  /** Content-root-relative path; '' when the reference climbs out of the content root. */
  target: string;
  line: number;
  column: number;
  /** Why the reference breaks the build, when it does. */
  problem?: string;
  /** A finding that does not (an image without alt text). */
  warning?: string;
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * The path part of a reference to a file beside the page: relative and scheme-less (`./a.png`,
 * `img/a.png`, `../b.pdf`). Site paths (`/x.png`), anchors, queries and URLs are not.
 */
export function localFilePath(href: string): string | undefined {
  const written = href.trim();
  if (written === '' || /^[/#?]/.test(written) || written.startsWith('//') || SCHEME.test(written))
    return undefined;
  const { path } = splitHref(written);
  return path === '' ? undefined : safeDecode(path);
}

/**
 * The content-root-relative path a page's relative reference names, or undefined when it climbs
 * out of the content root.
 */
export function resolveContentPath(pageFile: string, relativePath: string): string | undefined {
  const out: string[] = dirname(pageFile).split('/').filter(Boolean);
  for (const segment of relativePath.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment !== '..') out.push(segment);
    else if (out.pop() === undefined) return undefined;
  }
  return out.join('/');
}
