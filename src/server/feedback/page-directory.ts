import { normaliseRoute } from '../../core/content/page-route.ts';
import type { SiteManifest } from '../../schemas/built.ts';
import type { ProductChoice } from '../../core/feedback/feedback-report-types.ts';

/** What the report knows about a page from the content build. */
export interface DirectoryPage {
  title: string;
  productName: string;
  productTitle: string;
}

/** The content build's pages and products, as the feedback report looks them up. */
export interface PageDirectory {
  /** One choice per productName, in site order. */
  readonly products: readonly ProductChoice[];
  /** The page at a path (any trailing slash, percent-encoded or not), if the build has it. */
  pageAt(path: string | undefined): DirectoryPage | undefined;
  /**
   * The paths feedback about a product's pages may carry: each route (with its trailing slash,
   * as the report's SQL normalises paths) and its percent-encoded form when that differs.
   */
  pathsOf(productName: string): string[];
}

/**
 * The directory of a manifest. A page's product is its package's productName (the same facet the
 * search filters by). Every route counts, hidden and privileged ones too: the report is for
 * employees, and feedback can only come from a page someone could open.
 */
export function pageDirectory(manifest: Pick<SiteManifest, 'routes' | 'packages'>): PageDirectory {
  const packages = new Map(manifest.packages.map((pkg) => [pkg.name, pkg]));
  const pages = new Map<string, DirectoryPage>();
  const byProduct = new Map<string, string[]>();
  const products = new Map<string, ProductChoice>();
  for (const pkg of manifest.packages) {
    if (!products.has(pkg.productName))
      products.set(pkg.productName, { name: pkg.productName, title: pkg.humanName });
  }
  for (const entry of manifest.routes) {
    const pkg = packages.get(entry.packageName);
    if (pkg === undefined) continue;
    pages.set(entry.route, {
      title: entry.title,
      productName: pkg.productName,
      productTitle: products.get(pkg.productName)!.title,
    });
    const paths = byProduct.get(pkg.productName) ?? [];
    paths.push(entry.route);
    const encoded = encodeURI(entry.route);
    if (encoded !== entry.route) paths.push(encoded);
    byProduct.set(pkg.productName, paths);
  }
  return {
    products: [...products.values()],
    pageAt: (path) => {
      const route = path === undefined ? undefined : normaliseRoute(path);
      return route === undefined ? undefined : pages.get(route);
    },
    pathsOf: (productName) => byProduct.get(productName) ?? [],
  };
}
