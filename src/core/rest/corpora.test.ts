import { OPENAPI_CORPORA_DIR } from '../testing/corpora.node.ts';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeWithCorpora } from '../testing/describe-with-corpora.test-helper.ts';
import { splitHref } from '../links/site-path.ts';
import { buildRestApi } from './build-model.ts';
import { ContentValidationError } from '../content/validation-error.ts';
import { lintSeverities } from './lint-rules.ts';
import { loadOpenApi, loadOpenApiFile } from './load-openapi.node.ts';
import type { RestApi } from './model.ts';
import { restBasePath, restRoutes } from './routes.ts';
import { idsInHtml, renderTestPages } from './rest-fixtures.test-helper.ts';

// Real third-party OpenAPI documents, read in place (never copied into the repo).
const CORPUS = OPENAPI_CORPORA_DIR;
const files = existsSync(CORPUS)
  ? readdirSync(CORPUS)
      .filter((name) => name.endsWith('.json'))
      .sort()
  : [];
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const location = { publishPath: '/test/corpus/', version: 3 };

/** 'method path' of every operation, read straight from the JSON without the model's code. */
function operationKeys(paths: Record<string, unknown>): string[] {
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.keys(item as object)
      .filter((key) => METHODS.has(key))
      .map((method) => `${method} ${path}`),
  );
}

// Vendor specs with repeated operationIds, as a docs team would configure them in package.yaml
// (`lint: { operation-operationId-unique: warn }`): the vendor's document cannot be edited.
const DUPLICATE_IDS: Record<string, string[]> = {
  'bitbucket-datacenter.9.5.swagger.v3.json': ['authenticate', 'getStatus', 'get'],
  'jira-service-management.swagger.v3.json': [
    'getArticles',
    'getOrganizations',
    'getPropertiesKeys',
    'getProperty',
    'setProperty',
    'deleteProperty',
  ],
};
const lintOf = (file: string) =>
  lintSeverities(file in DUPLICATE_IDS ? { 'operation-operationId-unique': 'warn' } : {});

const apis = new Map<string, Promise<RestApi>>();
const apiOf = (file: string) => {
  if (!apis.has(file))
    apis.set(
      file,
      loadOpenApi(join(CORPUS, file), { lint: lintOf(file) }).then((d) => buildRestApi(d)),
    );
  return apis.get(file)!;
};

describeWithCorpora('real OpenAPI specs', [CORPUS], () => {
  it('has the specs', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
  });

  it.each(Object.entries(DUPLICATE_IDS))(
    '%s fails with the default rules, naming each repeated operationId',
    async (file, ids) => {
      const error = await loadOpenApiFile(join(CORPUS, file)).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ContentValidationError);
      const problems = (error as ContentValidationError).problems;
      expect(problems.every((p) => p.file === file && p.field.endsWith('/operationId'))).toBe(true);
      expect(new Set(problems.map((p) => /'([^']+)'/.exec(p.message)?.[1]))).toEqual(new Set(ids));
      const lowered = await loadOpenApiFile(join(CORPUS, file), { lint: lintOf(file) });
      expect(
        lowered.warnings.filter((w) => w.message.endsWith('(operation-operationId-unique)')),
      ).toHaveLength(problems.length);
    },
  );

  describe.each(files)('%s', (file) => {
    it('parses and puts every operation in exactly one group', async () => {
      const api = await apiOf(file);
      const placed = api.groups.flatMap((group) => group.operations.map((o) => `${o.method} ${o.path}`));
      const expected = operationKeys(api.document.paths);
      expect(placed.length).toBe(expected.length);
      expect(new Set(placed)).toEqual(new Set(expected));
      expect(api.groups.every((group) => group.operations.length > 0)).toBe(true);
    });

    it('has unique routes and unique anchors per page', async () => {
      const api = await apiOf(file);
      for (const where of [location, { publishPath: location.publishPath }]) {
        const routes = restRoutes(api, where);
        expect(new Set(routes.map((r) => r.route)).size).toBe(routes.length);
        expect(routes.length).toBe(api.groups.length + 1);
        for (const route of routes)
          expect(new Set(route.anchors).size, route.route).toBe(route.anchors.length);
      }
    });

    it('renders pages whose ids are unique and known to the link check', async () => {
      const api = await apiOf(file);
      const started = performance.now();
      const { pages, anchors, links } = await renderTestPages(api, { location });
      const ms = performance.now() - started;
      const cheap = new Map(restRoutes(api, location).map((route) => [route.route, route.anchors]));
      for (const page of pages) {
        const ids = idsInHtml(page.html);
        expect(new Set(ids).size, page.route).toBe(ids.length);
        expect(new Set(ids), page.route).toEqual(new Set(anchors.get(page.route)));
        for (const id of cheap.get(page.route)!) expect(ids, page.route).toContain(id);
        for (const entry of page.toc) expect(ids, page.route).toContain(entry.id);
        expect(page.html).not.toMatch(/<script|<iframe|\son\w+=/i);
      }
      // Links a description makes into this reference (fragments, which are re-pointed at the
      // group page that has them, and site paths under the reference) reach existing pages; a
      // fragment that names an operation in any letter case reaches its element.
      const base = restBasePath(location);
      const own = links.flatMap((page) =>
        page.links
          .filter((link) => link.raw.startsWith('#') || link.raw.startsWith(base))
          .map((link) => (link.href.startsWith('#') ? `${page.route}${link.href}` : link.href)),
      );
      let unresolved = 0;
      for (const href of own) {
        const { path, hash } = splitHref(href);
        expect(anchors.has(path), href).toBe(true);
        const id = hash.slice(1);
        if (id === '' || anchors.get(path)!.includes(id)) continue;
        // Names no element anywhere in the reference, e.g. '#permissions' of the vendor's
        // hand-written intro: the spec's own dangling link, reported by the build as a warning.
        expect(
          [...anchors.values()].some((ids) => ids.includes(id.toLowerCase())),
          href,
        ).toBe(false);
        unresolved++;
      }
      const operations = api.groups.reduce((sum, group) => sum + group.operations.length, 0);
      const biggest = Math.max(...pages.map((page) => page.html.length));
      console.log(
        `${file}: ${operations} operations, ${api.groups.length} groups, ${pages.length} pages in ` +
          `${Math.round(ms)} ms; largest page ${Math.round(biggest / 1024)} KiB; ` +
          `${own.length} links within the reference, ${unresolved} to ids the spec does not define`,
      );
    });
  });

  // Its time is printed for reference; speed targets are checked by bench/, not by timed tests.
  it('renders every page of the biggest spec', async () => {
    const biggest = [...files].sort(
      (a, b) => statSync(join(CORPUS, b)).size - statSync(join(CORPUS, a)).size,
    )[0]!;
    const started = performance.now();
    const api = buildRestApi(await loadOpenApi(join(CORPUS, biggest), { lint: lintOf(biggest) }));
    const { pages } = await renderTestPages(api, { location });
    const ms = performance.now() - started;
    console.log(`${biggest}: loaded, modelled and rendered ${pages.length} pages in ${Math.round(ms)} ms`);
    expect(pages.length).toBe(api.groups.length + 1);
    expect(pages.every((page) => page.html.length > 0)).toBe(true);
  });
});
