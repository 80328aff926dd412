import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SiteManifestSchema } from '../../schemas/built.ts';
import { buildContent } from '../content/compile/build-content.node.ts';
import { minimalContentFiles, writeContentRoot } from '../content/test-fixture.node.ts';
import { ContentValidationError } from '../content/validation-error.ts';
import { RENDER_MESSAGE_IDS } from '../markdown/index.ts';

const messages = Object.fromEntries(RENDER_MESSAGE_IDS.map((id) => [id, id]));
const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 32"><rect width="160" height="32"/></svg>';
const DARK =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="32"><rect width="160" height="32" fill="#fff"/></svg>';

async function build(branding: unknown, files: Record<string, string> = {}) {
  const base = minimalContentFiles();
  const site = { ...(base['site.yaml'] as object), vendorName: 'Acme', portalName: 'Acme Docs', branding };
  const contentRoot = await writeContentRoot({ ...base, 'site.yaml': site });
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(contentRoot, path)), { recursive: true });
    await writeFile(join(contentRoot, path), text);
  }
  const outDir = join(await mkdtemp(join(tmpdir(), 'portico-branding-')), 'build');
  await buildContent({ contentRoot, outDir, messages, workers: 0 });
  const manifest = SiteManifestSchema.parse(
    JSON.parse(await readFile(join(outDir, 'manifest.json'), 'utf8')),
  );
  return { manifest, outDir };
}

async function failure(branding: unknown, files: Record<string, string> = {}): Promise<string> {
  const error = await build(branding, files).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ContentValidationError);
  return (error as Error).message;
}

describe('branding in the content build', () => {
  it('publishes the logos under hashed public URLs with their sizes, and records the colours', async () => {
    const { manifest, outDir } = await build(
      { logo: { light: 'brand/acme.svg', dark: 'brand/acme-dark.svg' }, colors: { brand: '#0052cc' } },
      { 'brand/acme.svg': LOGO, 'brand/acme-dark.svg': DARK },
    );
    const logo = manifest.branding?.logo;
    expect(logo?.light).toEqual({
      url: expect.stringMatching(/^\/api\/content-file\/[0-9a-f]{16}\/acme\.svg$/),
      width: 160,
      height: 32,
    });
    // Without an icon, the full logos stand in for it in each theme.
    expect(logo?.icon).toEqual(logo?.light);
    expect(logo?.iconDark).toEqual(logo?.dark);
    expect(logo?.dark?.url).toMatch(/\/acme-dark\.svg$/);
    expect(manifest.branding?.colors).toEqual({ brand: '#0052cc' });
    expect(manifest.site.portalName).toBe('Acme Docs');
    const key = logo!.light.url.replace('/api/content-file/', '');
    const entry = manifest.contentFiles?.[key];
    expect(entry).toMatchObject({ contentType: 'image/svg+xml', privileges: ['NONE'] });
    expect(await readFile(join(outDir, 'files', entry!.file), 'utf8')).toBe(LOGO);
  });

  it('builds without branding: no logo, no colours, nothing published', async () => {
    const { manifest } = await build(undefined);
    expect(manifest.branding).toBeUndefined();
    expect(manifest.contentFiles).toBeUndefined();
  });

  it('fails on a brand colour below WCAG AA, naming site.yaml, the field, the ratio and the requirement', async () => {
    const message = await failure({ colors: { brand: '#4c9aff', brandDark: '#0052cc' } });
    expect(message).toContain(
      'site.yaml: branding.colors.brand: #4c9aff: contrast 2.85:1 on the light background #ffffff, at least 4.5:1 required (WCAG AA)',
    );
    expect(message).toMatch(
      /site\.yaml: branding\.colors\.brandDark: #0052cc: contrast \d\.\d\d:1 on the dark background #1d2125/,
    );
  });

  it('fails on a missing logo file and on an SVG that states no size', async () => {
    const message = await failure(
      { logo: { light: 'brand/gone.svg', icon: 'brand/sizeless.svg' } },
      { 'brand/sizeless.svg': '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>' },
    );
    expect(message).toContain(
      "site.yaml: branding.logo.light: no such file 'brand/gone.svg' in the content root",
    );
    expect(message).toContain("site.yaml: branding.logo.icon: 'brand/sizeless.svg' states no size");
  });

  it('rejects logo paths outside the content root and colours that are not hex', async () => {
    const message = await failure({ logo: { light: '../outside.svg' }, colors: { brand: 'red; x: y' } });
    expect(message).toMatch(/branding\.logo\.light.*inside it/);
    expect(message).toMatch(/branding\.colors\.brand.*#rrggbb/);
  });
});
