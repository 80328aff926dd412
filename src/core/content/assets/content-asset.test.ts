import { describe, expect, it } from 'vitest';
import { resolveContentPath } from '../../markdown/asset-references.ts';
import { assetTarget, createAssetResolver, type ContentAsset } from './content-asset.ts';

const png: ContentAsset = {
  path: 'packages/a/content/img/x.png',
  hash: 'aaaaaaaaaaaaaaaa',
  name: 'x.png',
  kind: 'raster',
  contentType: 'image/png',
  width: 1000,
  height: 400,
};
const gif: ContentAsset = { ...png, path: 'packages/a/content/anim.gif', name: 'anim.gif' };

describe('asset lookups of a package', () => {
  const resolve = createAssetResolver(
    new Map([
      [png.path, png],
      [gif.path, gif],
    ]),
    'packages/a/content',
  );

  it('gives the hashed URL, size and variants of a file in the package', () => {
    expect(resolve('packages/a/content/img/x.png')).toEqual({
      ok: true,
      asset: {
        url: '/api/content-file/aaaaaaaaaaaaaaaa/x.png',
        kind: 'raster',
        width: 1000,
        height: 400,
        variants: [
          { width: 480, url: '/api/content-file/aaaaaaaaaaaaaaaa/x-480w.r1.webp' },
          { width: 960, url: '/api/content-file/aaaaaaaaaaaaaaaa/x-960w.r1.webp' },
          { width: 1000, url: '/api/content-file/aaaaaaaaaaaaaaaa/x-1000w.r1.webp' },
        ],
      },
    });
  });

  it('does not resize GIFs, which may be animated', () => {
    expect(assetTarget(gif).variants).toEqual([]);
  });

  it('says why a reference cannot be published', () => {
    expect(resolve('packages/b/content/x.png')).toEqual({
      ok: false,
      reason: 'outside the package folder packages/a/content',
    });
    expect(resolve('packages/a/content-other/x.png')).toMatchObject({ ok: false });
    expect(resolve('packages/a/content/y.png')).toEqual({ ok: false, reason: 'no such file' });
    expect(resolve('packages/a/content/y.exe')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^'\.exe' files are not published \(allowed: png, /),
    });
    expect(resolve('packages/a/content/x')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^files without an extension are not published \(allowed: png, /),
    });
  });
});

describe('resolveContentPath', () => {
  it('resolves against the page folder and refuses to climb out of the root', () => {
    expect(resolveContentPath('packages/a/content/guides/p.md', './img/x.png')).toBe(
      'packages/a/content/guides/img/x.png',
    );
    expect(resolveContentPath('packages/a/content/guides/p.md', '../x.png')).toBe('packages/a/content/x.png');
    expect(resolveContentPath('packages/a/content/p.md', '../../../../x.png')).toBeUndefined();
  });
});
