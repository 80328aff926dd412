import { mkdir, mkdtemp, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BuiltPageSchema, SiteManifestSchema } from '../../../schemas/built.ts';
import { RENDER_MESSAGE_IDS } from '../../markdown/index.ts';
import { REST_MESSAGE_IDS } from '../../rest/index.ts';
import { minimalContentFiles, writeContentRoot } from '../test-fixture.node.ts';
import { ContentValidationError } from '../validation-error.ts';
import { buildContent } from './build-content.node.ts';

const messages = Object.fromEntries([...RENDER_MESSAGE_IDS, ...REST_MESSAGE_IDS].map((id) => [id, id]));

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 200 } } })
    .png()
    .toBuffer();

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><rect width="200" height="100"/></svg>';

async function build(pages: Record<string, string>, binaries: Record<string, Buffer | string> = {}) {
  const files = { ...minimalContentFiles(), ...pages };
  const contentRoot = await writeContentRoot(files);
  for (const [path, bytes] of Object.entries(binaries)) {
    await mkdir(dirname(join(contentRoot, path)), { recursive: true });
    await writeFile(join(contentRoot, path), bytes);
  }
  const base = await mkdtemp(join(tmpdir(), 'portico-files-'));
  const outDir = join(base, 'build');
  const result = await buildContent({ contentRoot, outDir, messages, workers: 0 });
  const manifest = SiteManifestSchema.parse(
    JSON.parse(await readFile(join(outDir, 'manifest.json'), 'utf8')),
  );
  const page = async (route: string) =>
    BuiltPageSchema.parse(
      JSON.parse(
        await readFile(join(outDir, 'pages', manifest.routes.find((r) => r.route === route)!.file), 'utf8'),
      ),
    );
  return { result, manifest, page, outDir, cacheDir: join(base, 'cache', 'content-files'), contentRoot };
}

const htmlOf = (html: (string | object)[]) => html.filter((part) => typeof part === 'string').join('');

async function failure(pages: Record<string, string>, binaries: Record<string, Buffer | string> = {}) {
  try {
    await build(pages, binaries);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentValidationError);
    return (error as Error).message;
  }
  throw new Error('expected the build to fail');
}

describe('content files in the build', () => {
  it('publishes referenced images under content-hashed URLs with size, lazy loading and WebP variants', async () => {
    const { manifest, page, outDir, result } = await build(
      {
        'packages/main/content/guide.md':
          '# Guide\n\n![First](./img/wide.png)\n\n![Diagram](img/diagram.svg)\n\n<img src="img/wide.png" width="300">\n\n[Spec](./files/spec.pdf)\n',
      },
      {
        'packages/main/content/img/wide.png': await png(1200, 600),
        'packages/main/content/img/diagram.svg': SVG,
        'packages/main/content/img/unused.png': await png(10, 10),
        'packages/main/content/files/spec.pdf': '%PDF-1.4\n%%EOF\n',
      },
    );
    const html = htmlOf((await page('/guide/')).html);
    const wide = /src="(\/api\/content-file\/([0-9a-f]{16})\/wide\.png)"/.exec(html);
    expect(wide).not.toBeNull();
    const [, , hash] = wide!;
    expect(html).toContain(
      `<picture><source type="image/webp" srcset="/api/content-file/${hash}/wide-480w.r1.webp 480w, /api/content-file/${hash}/wide-960w.r1.webp 960w, /api/content-file/${hash}/wide-1200w.r1.webp 1200w" sizes="(min-width: 1025px) 904px, calc(100vw - 32px)"><img src="/api/content-file/${hash}/wide.png" alt="First" width="1200" height="600" decoding="async"></picture>`,
    );
    // The author's one dimension keeps the aspect ratio; later images load lazily.
    expect(html).toMatch(
      /<img src="\/api\/content-file\/[0-9a-f]{16}\/wide\.png" width="300" alt="" height="150" loading="lazy" decoding="async"><\/picture>/,
    );
    expect(html).toMatch(
      /<img src="\/api\/content-file\/[0-9a-f]{16}\/diagram\.svg" alt="Diagram" width="200" height="100" loading="lazy" decoding="async">/,
    );
    expect(html).toMatch(/<a href="\/api\/content-file\/[0-9a-f]{16}\/spec\.pdf">Spec<\/a>/);
    // The raw <img> had no alt: rendered decorative, and reported.
    expect(result.warnings).toEqual([
      'packages/main/content/guide.md:7: (file): \'img/wide.png\': image without alt text (describe it, or write alt="" if it is decorative)',
    ]);
    const files = manifest.contentFiles ?? {};
    expect(Object.keys(files)).toHaveLength(6);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        `${hash}/wide.png`,
        `${hash}/wide-480w.r1.webp`,
        `${hash}/wide-960w.r1.webp`,
        `${hash}/wide-1200w.r1.webp`,
        expect.stringMatching(/^[0-9a-f]{16}\/diagram\.svg$/),
        expect.stringMatching(/^[0-9a-f]{16}\/spec\.pdf$/),
      ]),
    );
    expect(files[`${hash}/wide-960w.r1.webp`]).toEqual({
      file: `${hash}-wide-960w.r1.webp`,
      contentType: 'image/webp',
      privileges: ['NONE'],
    });
    const stored = await readdir(join(outDir, 'files'));
    expect(stored).toHaveLength(6);
    expect(stored.some((name) => name.includes('unused'))).toBe(false);
    const variant = await sharp(join(outDir, 'files', `${hash}-wide-480w.r1.webp`)).metadata();
    expect([variant.format, variant.width, variant.height]).toEqual(['webp', 480, 240]);
  });

  it('keeps variants in a cache by content hash, so a rebuild encodes nothing again', async () => {
    const image = await png(1000, 500);
    const pages = { 'packages/main/content/guide.md': '# Guide\n\n![A](a.png)\n' };
    const first = await build(pages, { 'packages/main/content/a.png': image });
    const cached = await readdir(first.cacheDir);
    expect(cached).toHaveLength(3);
    expect(cached).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/-a-480w\.r1\.webp$/),
        expect.stringMatching(/-a-960w\.r1\.webp$/),
        expect.stringMatching(/-a-1000w\.r1\.webp$/),
      ]),
    );
    const before = await stat(join(first.cacheDir, cached[0]!));
    await buildContent({ contentRoot: first.contentRoot, outDir: first.outDir, messages, workers: 0 });
    expect((await stat(join(first.cacheDir, cached[0]!))).mtimeMs).toBe(before.mtimeMs);
    expect(await readdir(join(first.outDir, 'files'))).toHaveLength(4);
  });

  it('serves a file referenced only by privileged pages to their readers only', async () => {
    const { manifest } = await build(
      {
        'packages/main/content/guide.md':
          '---\naccess:\n  privilege: INTERNAL_PLATFORM_DOCS\n---\n# Guide\n\n[Notes](notes.txt)\n',
      },
      { 'packages/main/content/notes.txt': 'internal' },
    );
    expect(Object.values(manifest.contentFiles ?? {})).toEqual([
      expect.objectContaining({
        privileges: ['INTERNAL_PLATFORM_DOCS'],
        contentType: 'text/plain; charset=utf-8',
      }),
    ]);
  });

  it('fails on a missing file, a path out of the package and a type that is not published, with file and line', async () => {
    const message = await failure(
      {
        'packages/main/content/guide.md':
          '# Guide\n\n![Gone](./img/missing.png)\n\n![Out](../../other/content/x.png)\n\n![Root](../../../../../etc/x.png)\n\n<img src="tool.bmp" alt="x">\n',
        'packages/other/package.yaml':
          'name: other\ndocs:\n  contentDir: content\n  publishPath: /other/\n  humanName: Other\n  platform: platform\n',
        'packages/other/content/index.md': '# Other\n',
      },
      { 'packages/other/content/x.png': await png(4, 4), 'packages/main/content/tool.bmp': 'BM' },
    );
    expect(message).toContain(
      "packages/main/content/guide.md:3: (file): broken file reference './img/missing.png' (no such file)",
    );
    expect(message).toContain(
      "packages/main/content/guide.md:5: (file): broken file reference '../../other/content/x.png' (outside the package folder packages/main/content)",
    );
    expect(message).toContain(
      "packages/main/content/guide.md:7: (file): broken file reference '../../../../../etc/x.png' (outside the content root)",
    );
    expect(message).toContain(
      "packages/main/content/guide.md:9: (file): broken file reference 'tool.bmp' ('.bmp' files are not published",
    );
  });
});
