import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildContent } from '../../core/content/compile/build-content.node.ts';
import { minimalContentFiles, writeContentRoot } from '../../core/content/test-fixture.node.ts';
import { RENDER_MESSAGE_IDS } from '../../core/markdown/index.ts';
import { ANONYMOUS, createPrincipal } from '../../core/policy/principal.ts';
import { REST_MESSAGE_IDS } from '../../core/rest/index.ts';
import { CONTENT_FILE_POLICY, contentFileResponse } from './content-file-response.ts';
import { openContentStore } from './content-store.ts';

const messages = Object.fromEntries([...RENDER_MESSAGE_IDS, ...REST_MESSAGE_IDS].map((id) => [id, id]));
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';

/** A build with a public page showing a PNG and an SVG, and an internal page linking a PDF. */
async function builtStore() {
  const contentRoot = await writeContentRoot({
    ...minimalContentFiles(),
    'packages/main/content/guide.md': '# Guide\n\n![Dot](dot.png) ![Icon](icon.svg)\n',
    'packages/main/content/internal.md':
      '---\naccess:\n  privilege: INTERNAL_PLATFORM_DOCS\n---\n# Internal\n\n[Runbook](runbook.pdf)\n',
    'packages/main/content/icon.svg': SVG,
    'packages/main/content/runbook.pdf': '%PDF-1.4\n%%EOF\n',
  });
  const png = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#08f' } })
    .png()
    .toBuffer();
  await writeFile(join(contentRoot, 'packages/main/content/dot.png'), png);
  const out = join(await mkdtemp(join(tmpdir(), 'portico-content-files-')), 'build');
  const { manifest } = await buildContent({ contentRoot, outDir: out, messages, workers: 0 });
  const keyOf = (name: string) =>
    Object.keys(manifest.contentFiles ?? {}).find((key) => key.endsWith(`/${name}`))!;
  return { store: await openContentStore(out), keyOf, png };
}

const request = (key: string, method = 'GET') =>
  new Request(`https://developer.test.example/api/content-file/${key}`, { method });

describe('content file route', () => {
  it('serves a public image with its type, nosniff, a sandboxing policy and a year of caching', async () => {
    const { store, keyOf, png } = await builtStore();
    const response = await contentFileResponse(request(keyOf('dot.png')), keyOf('dot.png'), store, ANONYMOUS);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': CONTENT_FILE_POLICY,
      'content-length': String(png.byteLength),
    });
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
    const head = await contentFileResponse(
      request(keyOf('dot.png'), 'HEAD'),
      keyOf('dot.png'),
      store,
      ANONYMOUS,
    );
    expect([head.status, await head.text()]).toEqual([200, '']);
  });

  it('serves SVG as image/svg+xml under a policy that runs no script', async () => {
    const { store, keyOf } = await builtStore();
    const response = await contentFileResponse(
      request(keyOf('icon.svg')),
      keyOf('icon.svg'),
      store,
      ANONYMOUS,
    );
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
  });

  it('serves a file of an internal page to its readers only, privately cached', async () => {
    const { store, keyOf } = await builtStore();
    const key = keyOf('runbook.pdf');
    const anonymous = await contentFileResponse(request(key), key, store, ANONYMOUS);
    expect([anonymous.status, anonymous.headers.get('cache-control')]).toEqual([404, 'no-store']);
    const reader = createPrincipal({ privileges: new Set(['INTERNAL_PLATFORM_DOCS']) });
    const response = await contentFileResponse(request(key), key, store, reader);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, max-age=31536000, immutable',
      vary: 'Cookie',
      'cross-origin-resource-policy': 'same-origin',
    });
    // Chromium's PDF viewer does not open a sandboxed document; the portal's pages may frame it.
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
    );
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('answers 404 for unknown files and 405 for other methods', async () => {
    const { store, keyOf } = await builtStore();
    expect((await contentFileResponse(request('0000/x.png'), '0000/x.png', store, ANONYMOUS)).status).toBe(
      404,
    );
    const post = await contentFileResponse(
      request(keyOf('dot.png'), 'POST'),
      keyOf('dot.png'),
      store,
      ANONYMOUS,
    );
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
  });
});
