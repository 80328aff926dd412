import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { toContentPath, walkFiles } from '../read-files.node.ts';
import { assetTypeOf } from './asset-types.ts';
import { publishedName } from './asset-url.ts';
import type { ContentAsset } from './content-asset.ts';
import { svgSize } from './svg-size.ts';

/** Hex digits of the content hash in URLs: 64 bits, no collision in any real site. */
const HASH_LENGTH = 16;
const PARALLEL = 4;

/**
 * Every file of an allowed type in the given content folders (content-root-relative), hashed
 * and measured: rasters by sharp (header only, EXIF orientation applied), SVGs by their root
 * element. Whether a page references them is decided later; only referenced ones are published.
 */
export async function scanAssets(
  contentRoot: string,
  contentDirs: readonly string[],
): Promise<Map<string, ContentAsset>> {
  const files: string[] = [];
  for (const dir of new Set(contentDirs)) {
    const found = await walkFiles(join(contentRoot, dir), (name) => assetTypeOf(name) !== undefined).catch(
      () => [] as string[],
    );
    files.push(...found);
  }
  const assets = new Map<string, ContentAsset>();
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < files.length) {
      const absolute = files[next++]!;
      const asset = await measure(toContentPath(contentRoot, absolute), await readFile(absolute));
      assets.set(asset.path, asset);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return assets;
}

/** Hashes and measures one file's bytes. */
export async function measure(path: string, bytes: Buffer): Promise<ContentAsset> {
  const type = assetTypeOf(path)!;
  const asset: ContentAsset = {
    path,
    hash: createHash('sha256').update(bytes).digest('hex').slice(0, HASH_LENGTH),
    name: publishedName(path),
    kind: type.kind,
    contentType: type.contentType,
  };
  if (type.kind === 'svg') {
    const size = svgSize(bytes.toString('utf8'));
    if (size !== undefined) Object.assign(asset, size);
  } else if (type.kind === 'raster') {
    // A file that is not the image its name says stays publishable, unmeasured and unresized.
    const metadata = await sharp(bytes)
      .metadata()
      .catch(() => undefined);
    const width = metadata?.autoOrient.width ?? metadata?.width;
    const height = metadata?.autoOrient.height ?? metadata?.height;
    if (width !== undefined && height !== undefined) Object.assign(asset, { width, height });
  }
  return asset;
}
