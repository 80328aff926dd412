/** Posts on one page of the blog index (Docusaurus' default). */
export const POSTS_PER_PAGE = 10;

/** One page of a list. */
export interface ListPage<T> {
  items: readonly T[];
  /** 1-based. */
  page: number;
  pageCount: number;
}

/**
 * Page `page` (1-based) of `items`, or undefined when there is no such page. An empty list has
 * one, empty, page, so /blog/ answers before the first post.
 */
export function paginate<T>(
  items: readonly T[],
  page: number,
  size = POSTS_PER_PAGE,
): ListPage<T> | undefined {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return undefined;
  return { items: items.slice((page - 1) * size, page * size), page, pageCount };
}

/** The site path of index page `page` under `basePath` ('/blog/'): page 1 is the base itself. */
export function indexPagePath(basePath: string, page: number): string {
  return page === 1 ? basePath : `${basePath}page/${page}/`;
}
