import type { Element, Root } from 'hast';
import { ASSET_TYPES, extensionOf } from '../content/assets/asset-types.ts';
import { articleImageSizes } from '../content/assets/variant-widths.ts';
import {
  localFilePath,
  resolveContentPath,
  type AssetContext,
  type AssetReference,
  type AssetTarget,
} from './asset-references.ts';
import { el } from './hast-build.ts';
import { walkElements } from './hast-walk.ts';

/**
 * Publishes the files a page references beside it (decision 0034): `<img src>` and links to an
 * allowed file type that name a relative path are rewritten to the file's content-hashed URL.
 * Images get their intrinsic width and height (the author's single dimension keeps the aspect
 * ratio), lazy loading except for the page's first image, async decoding, and a WebP `<picture>`
 * source with a srcset when the build makes variants. Runs on the sanitised tree, before links.
 */
export function transformAssets(tree: Root, ctx: { file: string } & AssetContext): AssetReference[] {
  const resolveAsset = ctx.resolveAsset;
  if (resolveAsset === undefined) return [];
  const references: AssetReference[] = [];
  let images = 0;
  walkElements(tree, (element, ancestors) => {
    const isImage = element.tagName === 'img';
    if (!isImage && element.tagName !== 'a') return undefined;
    const written = element.properties[isImage ? 'src' : 'href'];
    const path = typeof written === 'string' ? localFilePath(written) : undefined;
    if (path === undefined || (!isImage && !Object.hasOwn(ASSET_TYPES, extensionOf(path)))) return undefined;
    const start = element.position?.start ?? ancestors.findLast((a) => a.position)?.position?.start;
    const target = resolveContentPath(ctx.file, path);
    const reference: AssetReference = {
      raw: String(written),
      target: target ?? '',
      line: start?.line ?? 1,
      column: start?.column ?? 1,
    };
    references.push(reference);
    const lookup =
      target === undefined
        ? { ok: false as const, reason: 'outside the content root' }
        : resolveAsset(target);
    if (!lookup.ok) {
      reference.problem = lookup.reason;
      return undefined;
    }
    if (!isImage) {
      element.properties['href'] = lookup.asset.url;
      return undefined;
    }
    if (lookup.asset.kind === 'file') {
      reference.problem = `'.${extensionOf(path)}' is not an image`;
      return undefined;
    }
    if (element.properties['alt'] === undefined || element.properties['alt'] === null) {
      reference.warning = 'image without alt text (describe it, or write alt="" if it is decorative)';
      element.properties['alt'] = '';
    }
    publishImage(element, lookup.asset, images++ === 0);
    return 'skip';
  });
  return references;
}

function dimension(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

/** Width and height to write: the author's, completed from the aspect ratio, else the file's. */
function displaySize(image: Element, asset: AssetTarget): { width?: number; height?: number } {
  const width = dimension(image.properties['width']);
  const height = dimension(image.properties['height']);
  if (width !== undefined && height !== undefined) return { width, height };
  if (asset.width === undefined || asset.height === undefined) return { width, height } as const;
  if (width !== undefined) return { width, height: Math.round((width * asset.height) / asset.width) };
  if (height !== undefined) return { width: Math.round((height * asset.width) / asset.height), height };
  return { width: Math.round(asset.width), height: Math.round(asset.height) };
}

function publishImage(image: Element, asset: AssetTarget, first: boolean): void {
  const { width, height } = displaySize(image, asset);
  const properties = { ...image.properties, src: asset.url };
  if (width !== undefined) properties['width'] = width;
  if (height !== undefined) properties['height'] = height;
  // The first image is often the page's largest paint: loading it lazily would delay it.
  if (!first) properties['loading'] = 'lazy';
  properties['decoding'] = 'async';
  if (asset.variants.length === 0) {
    image.properties = properties;
    return;
  }
  const srcSet = asset.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
  const source = el('source', { type: 'image/webp', srcSet, sizes: articleImageSizes(width) });
  image.tagName = 'picture';
  image.properties = {};
  image.children = [source, el('img', properties)];
}
