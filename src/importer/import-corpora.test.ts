import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildContent, type BuildResult } from '../core/content/compile/build-content.node.ts';
import { testMessages } from '../core/markdown/markdown-fixtures.test-helper.ts';
import { describeWithCorpora } from '../core/testing/describe-with-corpora.test-helper.ts';
import { CORPORA_DIR } from '../core/testing/corpora.node.ts';
import { KnownBrokenLinksFileSchema } from '../schemas/known-broken-links.ts';
import { summarise } from './report-files.ts';
import { importSite, type ImportResult } from './import-site.node.ts';
import { MANIFEST_FILE } from './write-output.node.ts';

// Both shared sites imported into temp content roots, then the real content build with its link
// check. The golden (__golden__/import-corpora.json) holds our own generated site and package
// files, the report's counts and every written file's path with a short hash (the sites' text is
// not copied into the repository). UPDATE_GOLDEN=1 npx vitest run src/importer/import-corpora.test.ts
const GOLDEN_FILE = join(import.meta.dirname, '__golden__', 'import-corpora.json');
const SITES = join(CORPORA_DIR, 'sites');
const golden: Record<string, unknown> = existsSync(GOLDEN_FILE)
  ? (JSON.parse(readFileSync(GOLDEN_FILE, 'utf8')) as Record<string, unknown>)
  : {};

function goldenOf(out: string, result: ImportResult) {
  const manifest = JSON.parse(readFileSync(join(out, MANIFEST_FILE), 'utf8')) as {
    files: Record<string, string>;
  };
  const text = (path: string) => readFileSync(join(out, path), 'utf8');
  const pkg = Object.keys(manifest.files).find((path) => path.endsWith('/package.yaml'))!;
  return {
    'site.yaml': text('site.yaml'),
    [pkg]: text(pkg),
    summary: summarise(result.notes),
    files: Object.fromEntries(
      Object.entries(manifest.files).map(([path, hash]) => [path, hash.slice(0, 16)]),
    ),
  };
}

function expectGolden(name: string, value: unknown) {
  if (process.env['UPDATE_GOLDEN'] === '1') {
    mkdirSync(join(import.meta.dirname, '__golden__'), { recursive: true });
    const recorded = existsSync(GOLDEN_FILE) ? (JSON.parse(readFileSync(GOLDEN_FILE, 'utf8')) as object) : {};
    writeFileSync(GOLDEN_FILE, `${JSON.stringify({ ...recorded, [name]: value }, null, 2)}\n`);
    return;
  }
  expect(value).toEqual(golden[name]);
}

for (const [kind, site, name] of [
  ['docusaurus', 'redux-docusaurus', 'redux'],
  ['starlight', 'starlight', 'starlight'],
] as const) {
  describeWithCorpora(`import of the shared ${site} site`, [join(SITES, site)], () => {
    let out: string;
    let buildParent: string;
    let result: ImportResult;
    let build: BuildResult;
    beforeAll(async () => {
      out = await mkdtemp(join(tmpdir(), `portico-import-${name}-`));
      buildParent = await mkdtemp(join(tmpdir(), `portico-import-${name}-build-`));
      result = await importSite({ kind, siteDir: join(SITES, site), outDir: out });
      build = await buildContent({
        contentRoot: out,
        outDir: join(buildParent, 'build'),
        messages: testMessages,
      });
    }, 180_000);
    afterAll(async () => {
      await rm(out, { recursive: true, force: true });
      await rm(buildParent, { recursive: true, force: true });
    });

    it('writes the content root recorded in the golden file', () => {
      expectGolden(site, goldenOf(out, result));
    });

    it("builds with the link check, the source site's own broken links as warnings only", () => {
      const known = KnownBrokenLinksFileSchema.parse(
        parse(readFileSync(join(out, 'packages', name, 'known-broken-links.yaml'), 'utf8')),
      );
      const warned = build.warnings.filter((w) => w.includes('broken in the imported site too'));
      expect(warned.length).toBeGreaterThan(0);
      // Every link warning is one the import listed; nothing else was let through.
      expect(warned.length).toBeLessThanOrEqual(known.links.length);
      expect(
        build.warnings.filter((w) => w.includes('(link)') && !w.includes('broken in the imported site too')),
      ).toEqual([]);
      expect(build.pageCount).toBe(result.head.pages);
    });

    it('gives byte-identical files when run again over its own output', async () => {
      const again = await importSite({ kind, siteDir: join(SITES, site), outDir: out });
      expect(again.written).toEqual([]);
      expect(again.removed).toEqual([]);
    }, 60_000);
  });
}
