import { BLOG_ROUTES } from '../../core/blog/blog-routes.ts';
import type { BuiltBlog } from '../../schemas/built-blog.ts';
import { listedPosts } from './blog-view.ts';

/**
 * The blog's pages for the sitemap: the index, the tags and each tag's page, each author's page
 * and every listed post. Later index pages repeat the first and unlisted posts are not for
 * crawlers, so neither appears.
 */
export function blogSitemapRoutes(blog: BuiltBlog | undefined): string[] {
  if (blog === undefined) return [];
  const posts = listedPosts(blog);
  const routes = new Set<string>([BLOG_ROUTES.index, BLOG_ROUTES.tags]);
  for (const post of posts) {
    routes.add(BLOG_ROUTES.post(post.slug));
    for (const tag of post.tags) routes.add(BLOG_ROUTES.tag(tag.slug));
    for (const author of post.authors)
      if (author.key !== undefined) routes.add(BLOG_ROUTES.author(author.key));
  }
  return [...routes];
}
