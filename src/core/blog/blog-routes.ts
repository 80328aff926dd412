import { BLOG_PATH } from '../../schemas/blog.ts';

/** Site paths of the blog's pages and feeds. */
export const BLOG_ROUTES = {
  index: BLOG_PATH,
  tags: `${BLOG_PATH}tags/`,
  rss: `${BLOG_PATH}rss.xml`,
  atom: `${BLOG_PATH}atom.xml`,
  post: (slug: string) => `${BLOG_PATH}${slug}/`,
  tag: (slug: string) => `${BLOG_PATH}tags/${slug}/`,
  author: (key: string) => `${BLOG_PATH}authors/${key}/`,
} as const;
