import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PAGES_DIR } from '../../schemas/built.ts';
import { decodeHtml } from '../html/decode-html.ts';
import { testMessages } from '../markdown/markdown-fixtures.test-helper.ts';
import { OPENAPI_CORPORA_DIR } from '../testing/corpora.node.ts';
import { describeWithCorpora } from '../testing/describe-with-corpora.test-helper.ts';
import { restLinkWarnings } from '../testing/rest-link-warnings.ts';
import { createRestCorporaRoot, type RestCorporaRoot } from '../testing/rest-corpora-root.node.ts';
import { measureRestPages, storedHtml, type SpecPageSizes } from '../testing/rest-page-sizes.node.ts';
import { buildContent, type BuildResult } from './compile/build-content.node.ts';

// Every shared OpenAPI spec (the vendors' documents, read in place) published as a docs team
// would, built by the real content build with broken links as errors, as for our own content.

/** Spec §1 "Fast": a REST page stays within 300 KB of HTML (long schemas load on demand). */
const PAGE_BUDGET_BYTES = 300 * 1024;
/**
 * Pages over the budget today, each with why. A page that is back within the budget (or gone)
 * fails the test until it is removed here, so the list only shrinks.
 */
const OVER_BUDGET: Readonly<Record<string, string>> = {
  '/server/bamboo/rest/api-group-api/':
    "Bamboo's untagged operations all land in one 'api' group (319 KB before the loader is replaced)",
};

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Every path with at least one operation, read straight from the corpus file (not the build's model). */
function specPaths(file: string): string[] {
  const doc = JSON.parse(readFileSync(join(OPENAPI_CORPORA_DIR, file), 'utf8')) as {
    paths: Record<string, object>;
  };
  return Object.entries(doc.paths)
    .filter(([, item]) => Object.keys(item).some((key) => METHODS.has(key)))
    .map(([path]) => path);
}

/** The text a reader sees in HTML: tags dropped, entities decoded. */
const visibleText = (html: string) => decodeHtml(html.replace(/<[^>]*>/g, ''));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describeWithCorpora('content build of every shared OpenAPI spec', [OPENAPI_CORPORA_DIR], () => {
  // Eleven specs, 2,900 operations: 3 s on a quiet 2-core machine today, 10 s under load (see
  // docs/performance.md); the schema, example and sample renderer adds to it.
  const timeout = 300_000;
  let root: RestCorporaRoot;
  let outParent: string;
  let result: BuildResult;
  let sizes: SpecPageSizes[];
  let seconds: number;

  beforeAll(async () => {
    root = await createRestCorporaRoot();
    outParent = await mkdtemp(join(tmpdir(), 'portico-rest-corpora-out-'));
    const outDir = join(outParent, 'build');
    const started = Date.now();
    result = await buildContent({ contentRoot: root.root, outDir, messages: testMessages });
    seconds = (Date.now() - started) / 1000;
    sizes = await measureRestPages(outDir, result.manifest.routes, root.products);
  }, timeout);
  afterAll(async () => {
    await root?.cleanup();
    if (outParent) await rm(outParent, { recursive: true, force: true });
  });

  it('publishes every spec of the corpora folder', () => {
    const published = root.products.flatMap((p) => p.specs.map((s) => s.file)).sort();
    const inCorpora = readdirSync(OPENAPI_CORPORA_DIR).filter((name) => /\.(json|ya?ml)$/.test(name));
    expect(published).toEqual(inCorpora.sort());
  });

  it('builds every spec with no link errors; warnings only about the specs', () => {
    // buildContent threw on any broken link outside the API descriptions (brokenLinks: 'error').
    // What remains are warnings about the vendors' specs: links in their descriptions that point
    // nowhere, and the findings of validation rules a package lowers. Counted per spec.
    const specFiles = root.products.flatMap((p) => p.specs.map((s) => `${p.dir}/${s.sourceFile}`));
    const aboutSpec = (warning: string) => specFiles.find((file) => warning.startsWith(file));
    expect(result.warnings.filter((w) => aboutSpec(w) === undefined)).toEqual([]);
    // Vendor descriptions link to sections of their hand-written intros ('#permissions',
    // '#pagination') and to guides this root does not publish.
    const links = restLinkWarnings(result.warnings);
    const counted = specFiles.flatMap((file) => {
      const all = result.warnings.filter((w) => aboutSpec(w) === file).length;
      const dangling = links.get(file) ?? { warnings: 0, links: 0 };
      if (all === 0) return [];
      return [
        `  ${file}: ${dangling.links} dangling links in ${dangling.warnings} warnings, ` +
          `${all - dangling.warnings} other warnings`,
      ];
    });
    console.log(
      `built ${result.pageCount} pages of ${sizes.length} specs in ${seconds.toFixed(1)} s ` +
        `(${JSON.stringify(result.timings)}); per-source lint map: ${root.lintMap}; ` +
        `${result.warnings.length} warnings:\n${counted.join('\n')}`,
    );
  });

  it('publishes an intro and group pages for every spec under its REST path', () => {
    const kinds = new Map(result.manifest.routes.map((r) => [r.route, r.kind]));
    for (const { spec, pages } of sizes) {
      expect(kinds.get(spec.introRoute), spec.introRoute).toBe('rest-intro');
      const groups = pages.filter((page) => page.kind === 'rest-group');
      expect(groups.length, spec.file).toBeGreaterThan(0);
    }
  });

  it('shows every path of every spec on one of its group pages', async () => {
    const files = new Map(result.manifest.routes.map((r) => [r.route, r.file]));
    for (const { spec, pages } of sizes) {
      let text = '';
      for (const page of pages.filter((p) => p.kind === 'rest-group')) {
        const file = join(outParent, 'build', PAGES_DIR, files.get(page.route)!);
        text += visibleText(storedHtml(JSON.parse(await readFile(file, 'utf8'))));
      }
      const missing = specPaths(spec.file).filter((path) => !text.includes(path));
      expect(missing, spec.file).toEqual([]);
    }
  });

  it(`keeps every page within ${kb(PAGE_BUDGET_BYTES)} of HTML (spec §1 "Fast")`, () => {
    const rows = sizes.map(({ spec, pages }) => {
      const top = pages[0]!;
      return `  ${spec.file}: ${pages.length} pages, largest ${top.route} ${kb(top.htmlBytes)} (${kb(top.gzipBytes)} gzip)`;
    });
    console.log(`largest page per spec:\n${rows.join('\n')}`);
    const over = sizes.flatMap(({ pages }) => pages.filter((page) => page.htmlBytes > PAGE_BUDGET_BYTES));
    for (const page of over)
      expect(
        OVER_BUDGET[page.route],
        `${page.route} is ${kb(page.htmlBytes)}, over the budget`,
      ).toBeDefined();
    for (const route of Object.keys(OVER_BUDGET))
      expect(
        over.map((page) => page.route),
        `${route} is within the budget now (or gone): remove it from OVER_BUDGET`,
      ).toContain(route);
  });
});
