import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { stringify } from 'yaml';
import { RestSourceSchema } from '../../schemas/package.ts';
import { minimalContentFiles } from '../content/test-fixture.node.ts';
import { introRoute, restBasePath } from '../rest/routes.ts';
import { OPENAPI_CORPORA_DIR } from './corpora.node.ts';
import {
  REST_CORPUS_PRODUCTS,
  type RestCorpusProduct,
  type RestCorpusSpec,
} from './rest-corpora-products.ts';

/** The main package's page listing every reference of the root. */
export const REST_CORPORA_INDEX = '/rest-corpora/';

/** One spec as published in the generated root. */
export interface PublishedSpec extends RestCorpusSpec {
  /** The spec's `swagger.json` relative to the content root (a copy of the corpus file). */
  sourceFile: string;
  /** `<publishPath>rest/` or `<publishPath>rest/vN/`. */
  basePath: string;
  introRoute: string;
}

/** One product package of the generated root. */
export interface PublishedProduct extends RestCorpusProduct {
  /** Package folder relative to the content root. */
  dir: string;
  specs: PublishedSpec[];
}

/** A content root that publishes the shared OpenAPI corpora. */
export interface RestCorporaRoot {
  root: string;
  products: PublishedProduct[];
  /**
   * Whether the package schema has the per-source `lint` map: the packages whose vendor spec
   * breaks a rule lower it only then (before that field exists, the loader does not check them).
   */
  lintMap: boolean;
  /** Removes the root (a no-op for a root made in a folder the caller named). */
  cleanup: () => Promise<void>;
}

/** Options of {@link createRestCorporaRoot}. */
export interface RestCorporaRootOptions {
  /** Package names to publish (default every product). */
  products?: readonly string[];
  /** Folder to write the root into (created; must not hold a root already). Default a temp folder. */
  dir?: string;
}

const LINT_PROBE = { 'operation-operationId-unique': 'warn' };
const lintMapSupported = () =>
  RestSourceSchema.safeParse({ srcFile: 'swagger.json', lint: LINT_PROBE }).success;

function publish(product: RestCorpusProduct): PublishedProduct {
  const specs = product.specs.map((spec): PublishedSpec => {
    const location = { publishPath: product.publishPath, ...(spec.version ? { version: spec.version } : {}) };
    const basePath = restBasePath(location);
    const folder = spec.version === undefined ? 'rest' : `rest/v${spec.version}`;
    return { ...spec, sourceFile: `${folder}/swagger.json`, basePath, introRoute: introRoute(basePath) };
  });
  return { ...product, dir: `packages/${product.name}`, specs };
}

const specTitle = (spec: PublishedSpec) =>
  spec.version === undefined ? 'REST API reference' : `REST API v${spec.version}`;

/** The files of one product package, besides its specs: as few as the content rules allow. */
function packageFiles(product: PublishedProduct, lintMap: boolean): Record<string, unknown> {
  const { dir, publishPath, humanName } = product;
  const versioned = product.specs.every((spec) => spec.version !== undefined);
  const sources = product.specs.map((spec) => ({
    srcFile: spec.sourceFile,
    ...(spec.version === undefined ? {} : { version: spec.version }),
  }));
  // Only single-source products carry lint needs today; a versioned source would need them per version.
  const lint = lintMap ? product.specs.find((spec) => spec.lint)?.lint : undefined;
  const rest = versioned
    ? { srcFiles: sources }
    : { srcFile: sources[0]!.srcFile, ...(lint ? { lint } : {}) };
  const list = product.specs.map((spec) => `- [${specTitle(spec)}](${spec.introRoute})`).join('\n');
  return {
    [`${dir}/package.yaml`]: {
      name: product.name,
      docs: {
        contentDir: 'content',
        publishPath,
        humanName,
        platform: product.platform,
        ...(product.product ? { product: product.product } : {}),
        productName: humanName,
        rest,
      },
    },
    [`${dir}/content-set.yaml`]: { index: ['guides', 'apis'], configuration: { headerType: 'product' } },
    [`${dir}/navigation.yaml`]: {
      name: product.name,
      title: humanName,
      url: publishPath,
      ...(versioned ? { enabledVersion: `v${Math.max(...product.specs.map((s) => s.version!))}` } : {}),
      categories: [
        {
          name: 'devguide',
          title: 'Guides',
          subcategories: [
            { title: 'Introduction', items: [{ title: `About ${humanName}`, url: publishPath }] },
          ],
        },
        {
          name: 'reference',
          title: 'Reference',
          subcategories: [
            {
              title: 'REST API',
              items: [
                { title: 'REST API', url: `${publishPath}rest/` },
                ...product.specs.map((spec) => ({
                  title: specTitle(spec),
                  items: [{ title: 'Introduction', url: spec.introRoute }],
                })),
              ],
            },
          ],
        },
      ],
    },
    [`${dir}/content/index.md`]:
      `---\ntitle: ${humanName}\n---\n\nThe vendor's published OpenAPI documents, built for tests and ` +
      `benchmarks: see the [REST API](${publishPath}rest/).\n`,
    [`${dir}/content/rest/index.md`]: `---\ntitle: ${humanName} REST API\n---\n\n${list}\n`,
  };
}

/** Site files and the main package: the minimal fixture's, with every link pointing into this root. */
function siteFiles(products: readonly PublishedProduct[]): Record<string, unknown> {
  const fixture = JSON.stringify(minimalContentFiles()).replaceAll(
    '"/start/"',
    JSON.stringify(REST_CORPORA_INDEX),
  );
  const files = Object.fromEntries(
    Object.entries(JSON.parse(fixture) as Record<string, unknown>).filter(
      ([path]) => !path.startsWith('packages/main/content/'),
    ),
  );
  const list = products
    .flatMap((p) => p.specs.map((spec) => `- [${p.humanName} ${specTitle(spec)}](${spec.introRoute})`))
    .join('\n');
  files[`packages/main/content${REST_CORPORA_INDEX}index.md`] =
    `---\ntitle: REST corpora\n---\n\nEvery shared OpenAPI document, published under its product's REST path.\n\n${list}\n`;
  return files;
}

async function writeFiles(root: string, files: Record<string, unknown>): Promise<void> {
  for (const [path, value] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), typeof value === 'string' ? value : stringify(value));
  }
}

/**
 * Writes a content root that publishes the shared OpenAPI corpora (OPENAPI_CORPORA_DIR), one package
 * per product (REST_CORPUS_PRODUCTS), each spec copied to the package as `swagger.json`. A copy in
 * the temporary root, not a symlink: a spec loader may refuse files whose real path leaves the
 * package folder. The vendors' documents never enter the repository. The corpora must be present
 * (callers check with missingCorpus first).
 */
export async function createRestCorporaRoot(options: RestCorporaRootOptions = {}): Promise<RestCorporaRoot> {
  const chosen = REST_CORPUS_PRODUCTS.filter((p) => options.products?.includes(p.name) ?? true);
  const unknown = options.products?.filter((name) => !REST_CORPUS_PRODUCTS.some((p) => p.name === name));
  if (unknown?.length) throw new Error(`unknown REST corpus products: ${unknown.join(', ')}`);
  const owned = options.dir === undefined;
  const root = owned ? await mkdtemp(join(tmpdir(), 'portico-rest-corpora-')) : resolve(options.dir!);
  const cleanup = owned ? () => rm(root, { recursive: true, force: true }) : async () => undefined;
  try {
    await mkdir(root, { recursive: true });
    const lintMap = lintMapSupported();
    const products = chosen.map(publish);
    await writeFiles(root, siteFiles(products));
    for (const product of products) {
      await writeFiles(root, packageFiles(product, lintMap));
      for (const spec of product.specs) {
        const target = join(root, product.dir, spec.sourceFile);
        await mkdir(dirname(target), { recursive: true });
        await copyFile(join(OPENAPI_CORPORA_DIR, spec.file), target);
      }
    }
    return { root, products, lintMap, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
