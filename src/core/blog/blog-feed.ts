import type { FeedEntry } from '../changelog/feeds.ts';
import type { BlogPost } from './blog-post.ts';

/** What a feed needs of a post: loaded (BlogPost) or built (BuiltBlogPost) alike. */
export type FeedPost = Pick<BlogPost, 'slug' | 'title' | 'date' | 'tags' | 'authors'>;

/** Posts in a feed: enough for readers to catch up, small enough to poll. */
export const BLOG_FEED_SIZE = 20;

/**
 * The feed items of the newest listed posts: the whole post as HTML (`htmlOf`), its tags as
 * categories, its authors with their pages. Unlisted posts and drafts never reach a feed.
 */
export function blogFeedEntries<P extends FeedPost>(
  listed: readonly P[],
  postPath: (post: P) => string,
  htmlOf: (post: P) => string,
): FeedEntry[] {
  return listed.slice(0, BLOG_FEED_SIZE).map((post) => ({
    id: post.slug,
    title: post.title,
    date: post.date,
    url: postPath(post),
    html: htmlOf(post),
    categories: post.tags.map((tag) => ({ term: tag.slug, label: tag.label })),
    authors: post.authors.map((author) => ({
      name: author.name,
      ...(author.url === undefined ? {} : { url: author.url }),
    })),
  }));
}
