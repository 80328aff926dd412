import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAGES_DIR, type BuiltPage, type RouteEntry } from '../../schemas/built.ts';
import type { PublishedProduct, PublishedSpec } from './rest-corpora-root.node.ts';

/** Size of one built REST page's article HTML. */
export interface RestPageSize {
  route: string;
  kind: RouteEntry['kind'];
  /** UTF-8 bytes of the stored article HTML (message slots, if any, not counted). */
  htmlBytes: number;
  gzipBytes: number;
}

/** The built pages of one spec, largest first. */
export interface SpecPageSizes {
  product: string;
  spec: PublishedSpec;
  pages: RestPageSize[];
  totalHtmlBytes: number;
}

/** The article HTML of a stored page: its text fragments (the build's marks are left out). */
export function storedHtml(page: Pick<BuiltPage, 'html'>): string {
  return page.html.map((part) => (typeof part === 'string' ? part : '')).join('');
}

/**
 * Reads every REST page of a build (its manifest `routes`, its folder `outDir`) and measures it,
 * per spec of the given products: a page belongs to the spec whose base path it is under.
 */
export async function measureRestPages(
  outDir: string,
  routes: readonly RouteEntry[],
  products: readonly PublishedProduct[],
): Promise<SpecPageSizes[]> {
  const result: SpecPageSizes[] = products.flatMap((product) =>
    product.specs.map((spec) => ({ product: product.name, spec, pages: [], totalHtmlBytes: 0 })),
  );
  for (const entry of routes) {
    if (entry.kind !== 'rest-intro' && entry.kind !== 'rest-group') continue;
    const owner = result.find((sizes) => entry.route.startsWith(sizes.spec.basePath));
    if (!owner) continue;
    const page = JSON.parse(await readFile(join(outDir, PAGES_DIR, entry.file), 'utf8')) as BuiltPage;
    const html = storedHtml(page);
    const htmlBytes = Buffer.byteLength(html);
    owner.pages.push({ route: entry.route, kind: entry.kind, htmlBytes, gzipBytes: gzipSync(html).length });
    owner.totalHtmlBytes += htmlBytes;
  }
  for (const sizes of result) sizes.pages.sort((a, b) => b.htmlBytes - a.htmlBytes);
  return result;
}
