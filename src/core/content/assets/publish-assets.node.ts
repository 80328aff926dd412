import { copyFile, link, mkdir, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { CONTENT_FILES_DIR, type ContentFile } from '../../../schemas/built.ts';
import type { Privilege } from '../../../schemas/common.ts';
import { contentFileKey } from './asset-url.ts';
import { assetVariants, type UsedAsset } from './content-asset.ts';

/** WebP quality of the variants (part of VARIANT_REVISION: change both together). */
const WEBP_QUALITY = 78;
const PARALLEL = 2;

/** What publishing needs. */
export interface PublishAssetsInput {
  contentRoot: string;
  /** The staging build's folder: files go to its CONTENT_FILES_DIR. */
  buildDir: string;
  /** Variants kept across builds by content hash, so a rebuild encodes only new images. */
  cacheDir: string;
  /** Referenced assets by served key, with the privileges of the pages that reference them. */
  used: ReadonlyMap<string, UsedAsset>;
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Hard-links a cached file into the build (one copy on disk), copying across devices. */
async function place(from: string, to: string): Promise<void> {
  await link(from, to).catch(() => copyFile(from, to));
}

/**
 * Writes every referenced asset, and the WebP variants of its rasters, into the build; returns the
 * manifest's content-file table. A file referenced by any public page is public; otherwise it
 * keeps the privileges of the pages that reference it.
 */
export async function publishAssets(input: PublishAssetsInput): Promise<Record<string, ContentFile>> {
  const outDir = join(input.buildDir, CONTENT_FILES_DIR);
  await mkdir(outDir, { recursive: true });
  await mkdir(input.cacheDir, { recursive: true });
  const table: Record<string, ContentFile> = {};
  const tasks: (() => Promise<void>)[] = [];
  for (const { asset, privileges } of input.used.values()) {
    const readers: Privilege[] = privileges.has('NONE') ? ['NONE'] : [...privileges].sort();
    const source = join(input.contentRoot, asset.path);
    const file = `${asset.hash}-${asset.name}`;
    table[contentFileKey(asset.hash, asset.name)] = {
      file,
      contentType: asset.contentType,
      privileges: readers,
    };
    tasks.push(() => copyFile(source, join(outDir, file)));
    for (const variant of assetVariants(asset)) {
      const variantFile = `${asset.hash}-${variant.name}`;
      table[contentFileKey(asset.hash, variant.name)] = {
        file: variantFile,
        contentType: 'image/webp',
        privileges: readers,
      };
      tasks.push(async () => {
        const cached = join(input.cacheDir, variantFile);
        if (!(await exists(cached))) {
          const partial = `${cached}.${process.pid}.partial`;
          await sharp(source)
            .autoOrient()
            .resize({ width: variant.width, withoutEnlargement: true })
            .webp({ quality: WEBP_QUALITY })
            .toFile(partial);
          await rename(partial, cached);
        }
        await place(cached, join(outDir, variantFile));
      });
    }
  }
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return table;
}
