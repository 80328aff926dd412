import type { ContentProblem } from '../content/validation-error.ts';
import type { BlogPost, PostTag } from './blog-post.ts';

/** The posts of a build, ordered and cross-linked. */
export interface BlogIndex {
  /** Every published post (unlisted ones included), newest first. */
  posts: readonly BlogPost[];
  /** The posts the index, tag pages and feeds list: published and not unlisted, newest first. */
  listed: readonly BlogPost[];
  /** Each tag with its listed posts, by tag slug, in label order. */
  tags: ReadonlyMap<string, { tag: PostTag; posts: readonly BlogPost[] }>;
}

/** Newest first; one day's posts by title, so the order never depends on the file system. */
function newestFirst(a: BlogPost, b: BlogPost): number {
  return b.date.localeCompare(a.date) || a.title.localeCompare(b.title, 'en');
}

/**
 * Orders the posts and groups them by tag. Drafts are dropped unless `includeDrafts` (the dev
 * session shows them, as it does draft docs). Two posts at one slug are a problem.
 */
export function blogIndex(
  posts: readonly BlogPost[],
  includeDrafts: boolean,
  problems: ContentProblem[],
): BlogIndex {
  const published = posts.filter((post) => includeDrafts || !post.draft).sort(newestFirst);
  const seen = new Map<string, string>();
  for (const post of published) {
    const other = seen.get(post.slug);
    if (other !== undefined) {
      problems.push({
        file: post.file,
        field: 'slug',
        message: `${other} is already published at ${post.slug}`,
      });
    }
    seen.set(post.slug, post.file);
  }
  const listed = published.filter((post) => !post.unlisted);
  const tags = new Map<string, { tag: PostTag; posts: BlogPost[] }>();
  for (const post of listed) {
    for (const tag of post.tags) {
      const group = tags.get(tag.slug) ?? { tag, posts: [] };
      group.posts.push(post);
      tags.set(tag.slug, group);
    }
  }
  const sorted = [...tags.entries()].sort(([, a], [, b]) => a.tag.label.localeCompare(b.tag.label, 'en'));
  return { posts: published, listed, tags: new Map(sorted) };
}

/** The listed posts either side of `post`: `newer` above it on the index, `older` below. */
export function neighbours(index: BlogIndex, post: BlogPost): { newer?: BlogPost; older?: BlogPost } {
  const at = index.listed.indexOf(post);
  if (at === -1) return {};
  const newer = index.listed[at - 1];
  const older = index.listed[at + 1];
  return { ...(newer === undefined ? {} : { newer }), ...(older === undefined ? {} : { older }) };
}
