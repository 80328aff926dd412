// The search benchmark's corpus: every markdown file and every OpenAPI operation of
// ../shared/corpora as IndexablePages, read in place (never copied into the repository).
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { splitFrontMatter } from '../../../src/core/markdown/front-matter.ts';
import { buildRestApi } from '../../../src/core/rest/build-model.ts';
import { parseOpenApi } from '../../../src/core/rest/load-openapi.node.ts';
import { groupRoute, restBasePath } from '../../../src/core/rest/routes.ts';
import type { IndexablePage } from '../../../src/core/search/page-records.ts';
import {
  MARKDOWN_CORPORA_DIR,
  OPENAPI_CORPORA_DIR,
  requireCorpora,
} from '../../../src/core/testing/corpora.node.ts';
import type { SearchPlatform } from '../../../src/schemas/search.ts';
import { inlineText, splitSections } from './markdown-sections.ts';

interface Product {
  productName: string;
  productTitle: string;
  platform: SearchPlatform;
  publishPath: string;
}

// Markdown products by corpus folder and top folder; the rest of a corpus falls to its '*' entry.
const MARKDOWN_PRODUCTS: Record<string, Product> = {
  'opentelemetry-docs/docs': {
    productName: 'OpenTelemetry',
    productTitle: 'OpenTelemetry',
    platform: 'cloud',
    publishPath: '/cloud/otel/',
  },
  'opentelemetry-docs/blog': {
    productName: 'OpenTelemetry Blog',
    productTitle: 'OpenTelemetry Blog',
    platform: 'platform',
    publishPath: '/platform/otel-blog/',
  },
  'opentelemetry-docs/*': {
    productName: 'OpenTelemetry Community',
    productTitle: 'OpenTelemetry Community',
    platform: 'platform',
    publishPath: '/platform/otel-community/',
  },
  'powershell-docs/7.6': {
    productName: 'PowerShell Reference',
    productTitle: 'PowerShell 7.6 Reference',
    platform: 'server',
    publishPath: '/server/pwsh-ref/',
  },
  'powershell-docs/*': {
    productName: 'PowerShell',
    productTitle: 'PowerShell',
    platform: 'server',
    publishPath: '/server/pwsh/',
  },
};

// OpenAPI products by file name prefix (see ../shared/corpora/SOURCES.md).
const OPENAPI_PRODUCTS: [string, Product][] = [
  [
    'jira-platform',
    {
      productName: 'Jira Cloud platform',
      productTitle: 'Jira Cloud platform',
      platform: 'cloud',
      publishPath: '/cloud/jira/platform/',
    },
  ],
  [
    'jira-software',
    {
      productName: 'Jira Software Cloud',
      productTitle: 'Jira Software Cloud',
      platform: 'cloud',
      publishPath: '/cloud/jira/software/',
    },
  ],
  [
    'confluence.openapi-v2',
    {
      productName: 'Confluence Cloud',
      productTitle: 'Confluence Cloud',
      platform: 'cloud',
      publishPath: '/cloud/confluence/v2/',
    },
  ],
  [
    'confluence-v1',
    {
      productName: 'Confluence Cloud',
      productTitle: 'Confluence Cloud',
      platform: 'cloud',
      publishPath: '/cloud/confluence/',
    },
  ],
  [
    'jira-service-management',
    {
      productName: 'Jira Service Management Cloud',
      productTitle: 'Jira Service Management Cloud',
      platform: 'cloud',
      publishPath: '/cloud/jira/service-desk/',
    },
  ],
  [
    'bitbucket-cloud',
    {
      productName: 'Bitbucket Cloud',
      productTitle: 'Bitbucket Cloud',
      platform: 'cloud',
      publishPath: '/cloud/bitbucket/',
    },
  ],
  [
    'bitbucket-datacenter',
    {
      productName: 'Bitbucket Data Center',
      productTitle: 'Bitbucket Data Center',
      platform: 'server',
      publishPath: '/server/bitbucket/',
    },
  ],
  [
    'bamboo-datacenter',
    {
      productName: 'Bamboo Data Center',
      productTitle: 'Bamboo Data Center',
      platform: 'server',
      publishPath: '/server/bamboo/',
    },
  ],
  [
    'atlassian-teams',
    {
      productName: 'Teams',
      productTitle: 'Atlassian Teams',
      platform: 'platform',
      publishPath: '/platform/teams/',
    },
  ],
  [
    'atlassian-admin',
    {
      productName: 'Cloud Admin',
      productTitle: 'Cloud Admin',
      platform: 'cloud',
      publishPath: '/cloud/admin/user-management/',
    },
  ],
  [
    'app-migration',
    {
      productName: 'App migration',
      productTitle: 'App migration',
      platform: 'platform',
      publishPath: '/platform/app-migration/',
    },
  ],
];

/** Privileges other than NONE, given to a deterministic tenth of the pages so access filters bite. */
const RESTRICTED = ['JIRA_API', 'CONFLUENCE_API', 'INTERNAL_SERVICE_DOCS'] as const;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

function accessOf(url: string): string {
  const h = hash(url);
  return h % 10 === 0 ? RESTRICTED[(h >>> 8) % RESTRICTED.length]! : 'NONE';
}

async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.mdx?$/i.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function productOf(file: string): Product {
  const [corpus, top] = file.split('/');
  return MARKDOWN_PRODUCTS[`${corpus}/${top}`] ?? MARKDOWN_PRODUCTS[`${corpus}/*`]!;
}

function routeOf(product: Product, file: string): string {
  const path = file
    .split('/')
    .slice(1)
    .join('/')
    .replace(/\.mdx?$/i, '')
    .replace(/(^|\/)_?index$/i, '');
  return `${product.publishPath}${path === '' ? '' : `${path}/`}`;
}

function fileTitle(file: string): string {
  const base = (file.split('/').pop() ?? file).replace(/\.mdx?$/i, '').replace(/^_?index$/i, 'Overview');
  return base.replace(/[-_]+/g, ' ');
}

async function markdownPages(ranks: Map<string, number>): Promise<IndexablePage[]> {
  const pages: IndexablePage[] = [];
  for (const path of await markdownFiles(MARKDOWN_CORPORA_DIR)) {
    const file = relative(MARKDOWN_CORPORA_DIR, path);
    const source = await readFile(path, 'utf8');
    let frontMatter: Record<string, unknown> = {};
    let body: string;
    try {
      ({ frontMatter, body } = splitFrontMatter(source, file));
    } catch {
      body = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, ''); // invalid YAML: drop the block
    }
    const fmTitle = typeof frontMatter['title'] === 'string' ? frontMatter['title'] : undefined;
    const split = splitSections(body, fmTitle ?? fileTitle(file));
    const title = inlineText(fmTitle ?? split.h1 ?? fileTitle(file)).trim();
    const product = productOf(file);
    const url = routeOf(product, file);
    const rank = ranks.get(product.productName) ?? 0;
    ranks.set(product.productName, rank + 1);
    pages.push({
      url,
      title,
      ...product,
      type: 'guide',
      access: accessOf(url),
      groupRank: 0,
      documentRankInGroup: rank,
      sections: split.sections.map((s) => (s.headingId === '' ? { ...s, heading: title } : s)),
    });
  }
  return pages;
}

async function openApiPages(ranks: Map<string, number>): Promise<IndexablePage[]> {
  const pages: IndexablePage[] = [];
  for (const name of (await readdir(OPENAPI_CORPORA_DIR)).filter((f) => f.endsWith('.json')).sort()) {
    const product = OPENAPI_PRODUCTS.find(([prefix]) => name.startsWith(prefix))?.[1];
    if (product === undefined) throw new Error(`no product for ${name}`);
    const api = buildRestApi(parseOpenApi(await readFile(join(OPENAPI_CORPORA_DIR, name), 'utf8'), name));
    const base = restBasePath({ publishPath: product.publishPath });
    for (const group of api.groups) {
      const url = groupRoute(base, group);
      const rank = ranks.get(product.productName) ?? 0;
      ranks.set(product.productName, rank + 1);
      pages.push({
        url,
        title: group.title,
        ...product,
        type: 'rest',
        access: 'NONE',
        groupRank: 0,
        documentRankInGroup: rank,
        // As the build's REST sections: method and path, description, parameter names.
        sections: group.operations.map((op) => ({
          headingId: op.anchorId,
          heading: op.summary,
          text: [
            `${op.method.toUpperCase()} ${op.path}`,
            inlineText(op.description),
            ...op.parameters.map((p) => p.name),
          ].join(' '),
        })),
      });
    }
  }
  return pages;
}

/**
 * Every corpus page: markdown files (sections by heading) and OpenAPI operation groups (one
 * section per operation). groupRank is the product's order of first appearance.
 */
export async function loadCorpusPages(): Promise<IndexablePage[]> {
  requireCorpora();
  const ranks = new Map<string, number>();
  const pages = [...(await markdownPages(ranks)), ...(await openApiPages(ranks))];
  const order = [...ranks.keys()];
  return pages.map((page) => ({ ...page, groupRank: order.indexOf(page.productName) }));
}
