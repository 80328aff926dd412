import { describe, expect, it } from 'vitest';
import { assetTypeOf, extensionOf } from './asset-types.ts';
import { contentFileUrl, publishedName, variantName } from './asset-url.ts';
import { articleImageSizes, variantWidths } from './variant-widths.ts';

describe('content file names and URLs', () => {
  it('keeps the base name, reduced to URL-safe characters', () => {
    expect(publishedName('packages/a/content/img/Architecture Diagram (v2).PNG')).toBe(
      'Architecture-Diagram-v2.png',
    );
    expect(publishedName('packages/a/content/café.svg')).toBe('cafe.svg');
    expect(publishedName('packages/a/content/%%%.pdf')).toBe('file.pdf');
  });

  it('puts the content hash in the path and names variants by width and revision', () => {
    expect(contentFileUrl('0123456789abcdef', 'a.png')).toBe('/api/content-file/0123456789abcdef/a.png');
    expect(variantName('a.png', 480)).toBe('a-480w.r1.webp');
  });

  it('publishes only the listed types, by lower-case extension', () => {
    expect(extensionOf('a/b.tar.GZ')).toBe('gz');
    expect(extensionOf('a/.hidden')).toBe('');
    expect(assetTypeOf('x.JPG')).toEqual({ kind: 'raster', contentType: 'image/jpeg' });
    expect(assetTypeOf('x.html')).toBeUndefined();
    expect(assetTypeOf('x.constructor')).toBeUndefined();
  });
});

describe('variant widths', () => {
  it('never upscales, and includes the own width inside the ladder', () => {
    expect(variantWidths(300)).toEqual([300]);
    expect(variantWidths(960)).toEqual([480, 960]);
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(variantWidths(4000)).toEqual([480, 960, 1440, 1920]);
  });

  it('sizes narrow images by their own width', () => {
    expect(articleImageSizes(undefined)).toBe('(min-width: 1025px) 904px, calc(100vw - 32px)');
    expect(articleImageSizes(1200)).toBe('(min-width: 1025px) 904px, calc(100vw - 32px)');
    expect(articleImageSizes(300)).toBe('(max-width: 331px) calc(100vw - 32px), 300px');
  });
});
