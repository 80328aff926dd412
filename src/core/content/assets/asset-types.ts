/**
 * What a content file beside the pages is published as. Rasters get measured and resized
 * variants, SVG gets measured from its own markup, other files are published as they are.
 */
export type AssetKind = 'raster' | 'svg' | 'file';

/** How one allowed file type is published. */
export interface AssetType {
  kind: AssetKind;
  contentType: string;
}

/**
 * The file types a page may publish (decision 0034), by lower-case extension. Nothing a browser
 * would run as a document of the portal's origin is listed (no HTML, XML or XHTML): SVG is, and
 * is served under a sandboxing policy.
 */
export const ASSET_TYPES: Readonly<Record<string, AssetType>> = {
  png: { kind: 'raster', contentType: 'image/png' },
  jpg: { kind: 'raster', contentType: 'image/jpeg' },
  jpeg: { kind: 'raster', contentType: 'image/jpeg' },
  gif: { kind: 'raster', contentType: 'image/gif' },
  webp: { kind: 'raster', contentType: 'image/webp' },
  avif: { kind: 'raster', contentType: 'image/avif' },
  svg: { kind: 'svg', contentType: 'image/svg+xml' },
  pdf: { kind: 'file', contentType: 'application/pdf' },
  zip: { kind: 'file', contentType: 'application/zip' },
  gz: { kind: 'file', contentType: 'application/gzip' },
  tgz: { kind: 'file', contentType: 'application/gzip' },
  txt: { kind: 'file', contentType: 'text/plain; charset=utf-8' },
  csv: { kind: 'file', contentType: 'text/csv; charset=utf-8' },
  json: { kind: 'file', contentType: 'application/json; charset=utf-8' },
  yaml: { kind: 'file', contentType: 'application/yaml; charset=utf-8' },
  yml: { kind: 'file', contentType: 'application/yaml; charset=utf-8' },
};

/** The lower-case extension of a path's last segment, or '' without one. */
export function extensionOf(path: string): string {
  const last = path.slice(path.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  return dot <= 0 ? '' : last.slice(dot + 1).toLowerCase();
}

/** The publishing type of a path, when its extension is an allowed one. */
export function assetTypeOf(path: string): AssetType | undefined {
  return Object.hasOwn(ASSET_TYPES, extensionOf(path)) ? ASSET_TYPES[extensionOf(path)] : undefined;
}
