import type { Privilege } from '../../../schemas/common.ts';
import type { AssetLookup, AssetTarget } from '../../markdown/asset-references.ts';
import { ASSET_TYPES, extensionOf, type AssetKind } from './asset-types.ts';
import { contentFileUrl, variantName } from './asset-url.ts';
import { variantWidths } from './variant-widths.ts';

/** A file in a package's content folder that pages may publish, as the build measured it. */
export interface ContentAsset {
  /** Content-root-relative path. */
  path: string;
  /** Hex prefix of the sha256 of its bytes. */
  hash: string;
  /** Served name (asset-url.ts publishedName). */
  name: string;
  kind: AssetKind;
  contentType: string;
  /** Intrinsic size in CSS pixels (rasters; SVGs that state it). */
  width?: number;
  height?: number;
}

/** An asset to publish, with the privileges of the pages that reference it. */
export interface UsedAsset {
  asset: ContentAsset;
  privileges: Set<Privilege>;
}

/** Formats the build resizes: animated GIF would lose its frames, AVIF is smaller already. */
const RESIZED = new Set(['png', 'jpg', 'jpeg', 'webp']);

/** The WebP variants the build makes of an asset (none for non-rasters and small images). */
export function assetVariants(asset: ContentAsset): { width: number; name: string }[] {
  if (asset.kind !== 'raster' || asset.width === undefined || !RESIZED.has(extensionOf(asset.path)))
    return [];
  return variantWidths(asset.width).map((width) => ({ width, name: variantName(asset.name, width) }));
}

/** What the renderer writes for an asset. */
export function assetTarget(asset: ContentAsset): AssetTarget {
  return {
    url: contentFileUrl(asset.hash, asset.name),
    kind: asset.kind,
    ...(asset.width === undefined ? {} : { width: asset.width }),
    ...(asset.height === undefined ? {} : { height: asset.height }),
    variants: assetVariants(asset).map((variant) => ({
      width: variant.width,
      url: contentFileUrl(asset.hash, variant.name),
    })),
  };
}

const ALLOWED = Object.keys(ASSET_TYPES).join(', ');

/**
 * The asset lookup of the pages of one package: a page may publish files of its own package's
 * content folder only, of an allowed type, that exist.
 */
export function createAssetResolver(
  assets: ReadonlyMap<string, ContentAsset>,
  contentDir: string,
): (target: string) => AssetLookup {
  const inside = `${contentDir}/`;
  return (target) => {
    if (!target.startsWith(inside)) return { ok: false, reason: `outside the package folder ${contentDir}` };
    const ext = extensionOf(target);
    if (!Object.hasOwn(ASSET_TYPES, ext))
      return {
        ok: false,
        reason:
          ext === ''
            ? `files without an extension are not published (allowed: ${ALLOWED})`
            : `'.${ext}' files are not published (allowed: ${ALLOWED})`,
      };
    const asset = assets.get(target);
    return asset === undefined
      ? { ok: false, reason: 'no such file' }
      : { ok: true, asset: assetTarget(asset) };
  };
}
