import { BLOG_ROUTES } from '../../core/blog/blog-routes.ts';
import { indexPagePath, paginate } from '../../core/blog/paginate.ts';
import { languageTag, type Locale } from '../../core/i18n/locale.ts';
import type { BuiltBlog, BuiltBlogPost } from '../../schemas/built-blog.ts';
import type { Translate } from '../../ui/i18n/i18n-context.tsx';
import type { BlogAuthorView, BlogPostView, BlogView } from '../../core/blog/blog-view-types.ts';
import type { blogMessages } from '../../ui/views/blog/messages.ts';
import { storedText } from '../content/localize-slots.ts';

/** A blog page's view with what its head says. */
export interface BlogPageView {
  title: string;
  description: string;
  view: BlogView;
  /** Later index pages repeat the first: only that one is indexed. */
  noindex: boolean;
}

type Author = BuiltBlogPost['authors'][number];

/** The posts lists show: published and not unlisted, newest first (as the build stored them). */
export const listedPosts = (blog: BuiltBlog) => blog.posts.filter((post) => !post.unlisted);

function authorsWithPages(blog: BuiltBlog): Map<string, Author> {
  const authors = new Map<string, Author>();
  for (const post of listedPosts(blog))
    for (const author of post.authors) if (author.key !== undefined) authors.set(author.key, author);
  return authors;
}

/**
 * The view of the blog page at `segments` (the path after /blog/, split): the index and its later
 * pages, a post, the tags, a tag's posts, an author's posts; undefined for any other path.
 */
export function blogPageView(
  blog: BuiltBlog,
  segments: readonly string[],
  locale: Locale,
  t: Translate<typeof blogMessages>,
): BlogPageView | undefined {
  const dates = new Intl.DateTimeFormat(languageTag(locale), { dateStyle: 'long', timeZone: 'UTC' });
  const withPages = authorsWithPages(blog);
  const author = (a: Author): BlogAuthorView => {
    const href = a.key !== undefined && withPages.has(a.key) ? BLOG_ROUTES.author(a.key) : a.url;
    return {
      name: a.name,
      ...(a.title === undefined ? {} : { title: a.title }),
      ...(href === undefined ? {} : { href }),
      ...(a.image_url === undefined ? {} : { imageUrl: a.image_url }),
    };
  };
  const postView = (post: BuiltBlogPost, full: boolean): BlogPostView => ({
    title: post.title,
    href: BLOG_ROUTES.post(post.slug),
    date: post.date,
    dateLabel: dates.format(new Date(`${post.date}T00:00:00Z`)),
    authors: post.authors.map(author),
    tags: post.tags.map((tag) => ({ label: tag.label, href: BLOG_ROUTES.tag(tag.slug) })),
    readingMinutes: post.readingMinutes,
    html: storedText(full ? post.html : post.excerptHtml, locale, 'html'),
    truncated: post.truncated,
  });
  const blogTitle = blog.title ?? t('blog.title');
  const blogDescription = blog.description ?? t('blog.description');
  const list = (
    posts: readonly BuiltBlogPost[],
    base: string,
    page: number,
    heading: string,
    description: string,
    extra: { author?: BlogAuthorView } = {},
  ): BlogPageView | undefined => {
    const listed = paginate(posts, page);
    if (listed === undefined) return undefined;
    const path = (n: number) => indexPagePath(base, n);
    return {
      title: page === 1 ? heading : t('blog.pageTitle', { title: heading, page }),
      description,
      noindex: page > 1,
      view: {
        kind: 'list',
        heading,
        ...(description === '' ? {} : { description }),
        ...extra,
        posts: listed.items.map((post) => postView(post, false)),
        pagination: {
          page,
          pageCount: listed.pageCount,
          ...(page > 1 ? { newer: path(page - 1) } : {}),
          ...(page < listed.pageCount ? { older: path(page + 1) } : {}),
        },
        isIndex: base === BLOG_ROUTES.index,
      },
    };
  };
  const listed = listedPosts(blog);
  const pageNumber = (text: string | undefined) =>
    text !== undefined && /^[1-9]\d*$/.test(text) ? Number(text) : 0;
  const [first, second, third, ...rest] = segments;
  if (first === undefined) return list(listed, BLOG_ROUTES.index, 1, blogTitle, blogDescription);
  if (first === 'page' && third === undefined && pageNumber(second) > 1)
    return list(listed, BLOG_ROUTES.index, pageNumber(second), blogTitle, blogDescription);
  if (first === 'tags') {
    if (second === undefined) return tagsView(listed, t);
    const tagged = listed.filter((post) => post.tags.some((tag) => tag.slug === second));
    const tag = tagged[0]?.tags.find((candidate) => candidate.slug === second);
    if (tag === undefined) return undefined;
    const page = third === undefined ? 1 : third === 'page' && rest.length === 1 ? pageNumber(rest[0]) : 0;
    if (page === 1 && third !== undefined) return undefined;
    const heading = t('blog.tagTitle', { tag: tag.label });
    return list(tagged, BLOG_ROUTES.tag(tag.slug), page, heading, tag.description ?? '');
  }
  if (first === 'authors' && second !== undefined && third === undefined) {
    const found = withPages.get(second);
    if (found === undefined) return undefined;
    const theirs = listed.filter((post) => post.authors.some((a) => a.key === second));
    const heading = t('blog.authorTitle', { author: found.name });
    return list(theirs, BLOG_ROUTES.author(second), 1, heading, found.title ?? '', { author: author(found) });
  }
  const slug = segments.join('/');
  const post = blog.posts.find((candidate) => candidate.slug === slug);
  if (post === undefined) return undefined;
  const at = listed.indexOf(post);
  const newer = at > 0 ? listed[at - 1] : undefined;
  const older = at === -1 ? undefined : listed[at + 1];
  const link = (p: BuiltBlogPost) => ({ label: p.title, href: BLOG_ROUTES.post(p.slug) });
  return {
    title: post.title,
    description: post.description ?? post.text.slice(0, 160),
    noindex: post.unlisted,
    view: {
      kind: 'post',
      post: postView(post, true),
      ...(newer === undefined ? {} : { newer: link(newer) }),
      ...(older === undefined ? {} : { older: link(older) }),
    },
  };
}

function tagsView(listed: readonly BuiltBlogPost[], t: Translate<typeof blogMessages>): BlogPageView {
  const tags = new Map<string, { label: string; href: string; count: number; description?: string }>();
  for (const post of listed)
    for (const tag of post.tags) {
      const entry = tags.get(tag.slug) ?? {
        label: tag.label,
        href: BLOG_ROUTES.tag(tag.slug),
        count: 0,
        ...(tag.description === undefined ? {} : { description: tag.description }),
      };
      entry.count++;
      tags.set(tag.slug, entry);
    }
  const heading = t('blog.allTags');
  return {
    title: heading,
    description: heading,
    noindex: false,
    view: { kind: 'tags', heading, tags: [...tags.values()].sort((a, b) => a.label.localeCompare(b.label)) },
  };
}
