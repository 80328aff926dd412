import { describe, expect, it } from 'vitest';
import type { AssetLookup } from './asset-references.ts';
import { testContext, testRenderer } from './markdown-fixtures.test-helper.ts';

const lookups: Record<string, AssetLookup> = {
  'packages/demo/content/guides/img/shot.png': {
    ok: true,
    asset: {
      url: '/api/content-file/1111111111111111/shot.png',
      kind: 'raster',
      width: 640,
      height: 480,
      variants: [
        { width: 480, url: '/api/content-file/1111111111111111/shot-480w.r1.webp' },
        { width: 640, url: '/api/content-file/1111111111111111/shot-640w.r1.webp' },
      ],
    },
  },
  'packages/demo/content/logo.svg': {
    ok: true,
    asset: { url: '/api/content-file/2222222222222222/logo.svg', kind: 'svg', variants: [] },
  },
  'packages/demo/content/guides/setup.zip': {
    ok: true,
    asset: { url: '/api/content-file/3333333333333333/setup.zip', kind: 'file', variants: [] },
  },
};

async function render(source: string) {
  const renderer = await testRenderer();
  return renderer.render(
    source,
    testContext({
      resolveAsset: (target) => lookups[target] ?? { ok: false, reason: 'no such file' },
    }),
  );
}

describe('files beside the page', () => {
  it('rewrites images to hashed URLs with their size and a WebP source set', async () => {
    const { html, assets } = await render('![Screen](img/shot.png "Settings")\n');
    expect(html).toBe(
      '<p><picture><source type="image/webp" srcset="/api/content-file/1111111111111111/shot-480w.r1.webp 480w, /api/content-file/1111111111111111/shot-640w.r1.webp 640w" sizes="(max-width: 671px) calc(100vw - 32px), 640px"><img src="/api/content-file/1111111111111111/shot.png" alt="Screen" title="Settings" width="640" height="480" decoding="async"></picture></p>',
    );
    expect(assets).toEqual([
      { raw: 'img/shot.png', target: 'packages/demo/content/guides/img/shot.png', line: 1, column: 1 },
    ]);
  });

  it('leaves an unmeasured SVG without size, lazy after the first image, and links downloads', async () => {
    const { html } = await render(
      '![A](./img/shot.png)\n\n![Logo](../logo.svg)\n\nGet [the kit](setup.zip#top "Kit").\n',
    );
    expect(html).toContain(
      '<img src="/api/content-file/2222222222222222/logo.svg" alt="Logo" loading="lazy" decoding="async">',
    );
    expect(html).toContain('<a href="/api/content-file/3333333333333333/setup.zip" title="Kit">the kit</a>');
  });

  it('reports what cannot be published, and leaves site paths, URLs and page links alone', async () => {
    const { html, assets } = await render(
      '![A](/img/site.png) ![B](https://cdn.example.com/b.png) [C](setup.md) [D](./v1.2)\n\n![Gone](gone.png)\n\n<a href="setup.zip"><img src="../logo.svg"></a>\n',
    );
    expect(html).toContain('<img src="/img/site.png" alt="A">');
    expect(html).toContain('src="https://cdn.example.com/b.png"');
    expect(assets).toEqual([
      {
        raw: 'gone.png',
        target: 'packages/demo/content/guides/gone.png',
        line: 3,
        column: 1,
        problem: 'no such file',
      },
      { raw: 'setup.zip', target: 'packages/demo/content/guides/setup.zip', line: 5, column: 1 },
      {
        raw: '../logo.svg',
        target: 'packages/demo/content/logo.svg',
        line: 5,
        column: 21,
        warning: 'image without alt text (describe it, or write alt="" if it is decorative)',
      },
    ]);
  });

  it('changes nothing without an asset lookup', async () => {
    const renderer = await testRenderer();
    const { html, assets } = renderer.render('![A](img/shot.png)\n', testContext());
    expect(html).toBe('<p><img src="img/shot.png" alt="A"></p>');
    expect(assets).toEqual([]);
  });
});
