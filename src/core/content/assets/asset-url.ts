import { extensionOf } from './asset-types.ts';

/**
 * Where published content files are served (decision 0034): `<prefix><hash>/<name>`, under the
 * portal's reserved /api/ namespace, so no content route can collide and the server can apply
 * the referencing pages' access policy.
 */
export const CONTENT_FILE_PREFIX = '/api/content-file/';

/** Bumped when the variant encoder's settings change, so cached-forever URLs change with them. */
export const VARIANT_REVISION = 'r1';

/**
 * The served name of a content file: its own base name, reduced to URL-safe characters so the
 * address needs no escaping (the hash, not the name, makes it unique).
 */
export function publishedName(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const ext = extensionOf(base);
  const stem = ext === '' ? base : base.slice(0, -(ext.length + 1));
  const safe = stem
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${safe === '' ? 'file' : safe}${ext === '' ? '' : `.${ext}`}`;
}

/** The key of a served file in the manifest: `<hash>/<name>`. */
export function contentFileKey(hash: string, name: string): string {
  return `${hash}/${name}`;
}

/** The URL of a served file. */
export function contentFileUrl(hash: string, name: string): string {
  return `${CONTENT_FILE_PREFIX}${contentFileKey(hash, name)}`;
}

/** The served name of a resized WebP variant of an image published as `name`. */
export function variantName(name: string, width: number): string {
  const ext = extensionOf(name);
  const stem = ext === '' ? name : name.slice(0, -(ext.length + 1));
  return `${stem}-${width}w.${VARIANT_REVISION}.webp`;
}
