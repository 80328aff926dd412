import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { measure, scanAssets } from './scan-assets.node.ts';

const jpeg = (orientation: number) =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#c00' } })
    .jpeg()
    .withMetadata({ orientation })
    .toBuffer();

describe('measuring content files', () => {
  it('hashes the bytes and takes a raster size with its EXIF orientation applied', async () => {
    const upright = await measure('p/content/a.jpg', await jpeg(1));
    expect(upright).toMatchObject({
      name: 'a.jpg',
      kind: 'raster',
      contentType: 'image/jpeg',
      width: 40,
      height: 20,
    });
    expect(upright.hash).toMatch(/^[0-9a-f]{16}$/);
    // Orientation 6: stored landscape, shown portrait.
    expect(await measure('p/content/a.jpg', await jpeg(6))).toMatchObject({ width: 20, height: 40 });
  });

  it('publishes an unreadable image unmeasured, and measures SVG from its markup', async () => {
    const broken = await measure('p/content/x.png', Buffer.from('not a png'));
    expect(broken).not.toHaveProperty('width');
    expect(await measure('p/content/d.svg', Buffer.from('<svg viewBox="0 0 30 10"/>'))).toMatchObject({
      kind: 'svg',
      width: 30,
      height: 10,
    });
  });

  it('finds the allowed types in the content folders only, and identical bytes hash alike', async () => {
    const root = await mkdtemp(join(tmpdir(), 'portico-scan-'));
    await mkdir(join(root, 'packages/a/content/img'), { recursive: true });
    await writeFile(join(root, 'packages/a/content/img/one.txt'), 'same');
    await writeFile(join(root, 'packages/a/content/two.txt'), 'same');
    await writeFile(join(root, 'packages/a/content/page.md'), '# Page');
    await writeFile(join(root, 'packages/a/content/run.exe'), 'MZ');
    await writeFile(join(root, 'packages/a/package.yaml'), 'name: a');
    const assets = await scanAssets(root, ['packages/a/content', 'packages/missing/content']);
    expect([...assets.keys()].sort()).toEqual([
      'packages/a/content/img/one.txt',
      'packages/a/content/two.txt',
    ]);
    expect(assets.get('packages/a/content/img/one.txt')!.hash).toBe(
      assets.get('packages/a/content/two.txt')!.hash,
    );
  });
});
