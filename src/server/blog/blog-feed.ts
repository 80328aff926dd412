import { blogFeedEntries } from '../../core/blog/blog-feed.ts';
import { BLOG_ROUTES } from '../../core/blog/blog-routes.ts';
import { atomFeed, rssFeed } from '../../core/changelog/feeds.ts';
import { languageTag } from '../../core/i18n/locale.ts';
import type { BuiltBlog } from '../../schemas/built-blog.ts';
import type { SiteManifest } from '../../schemas/built.ts';
import { payloadFor } from '../../ui/i18n/catalogues.ts';
import { translator } from '../../ui/i18n/i18n-context.tsx';
import { blogMessages } from '../../ui/views/blog/messages.ts';
import { storedText } from '../content/localize-slots.ts';
import { listedPosts } from './blog-view.ts';

/** What a blog feed answer needs. */
export interface BlogFeedDeps {
  manifest: SiteManifest;
  blog: BuiltBlog | undefined;
  /** The public origin (public-origin.ts); without one a feed cannot name its URLs. */
  origin: string | undefined;
}

/** Feed readers poll: an hour is fresh enough for a blog. */
const MAX_AGE = 3600;

const notFound = (why: string) =>
  new Response(`Not found: ${why}\n`, {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });

/**
 * The RSS 2.0 or Atom feed of the blog: its newest listed posts, whole, in the site's default
 * language. Posts are public, so anyone may cache it.
 */
export function blogFeedResponse(kind: 'rss' | 'atom', deps: BlogFeedDeps): Response {
  if (deps.blog === undefined) return notFound('this site has no blog.');
  if (deps.origin === undefined) return notFound('the blog feeds need PUBLIC_URL.');
  const locale = deps.manifest.site.defaultLocale;
  const t = translator(blogMessages, payloadFor(locale, blogMessages));
  const posts = listedPosts(deps.blog);
  const entries = blogFeedEntries(
    posts,
    (post) => BLOG_ROUTES.post(post.slug),
    (post) => storedText(post.html, locale, 'html'),
  );
  const info = {
    title: deps.blog.title ?? t('blog.title'),
    description: deps.blog.description ?? t('blog.description'),
    origin: deps.origin,
    pagePath: BLOG_ROUTES.index,
    selfPath: kind === 'rss' ? BLOG_ROUTES.rss : BLOG_ROUTES.atom,
    language: languageTag(locale),
    updated: posts[0]?.date ?? deps.manifest.builtAt,
  };
  return new Response(kind === 'rss' ? rssFeed(info, entries) : atomFeed(info, entries), {
    headers: {
      'Content-Type':
        kind === 'rss' ? 'application/rss+xml; charset=utf-8' : 'application/atom+xml; charset=utf-8',
      'Cache-Control': `public, max-age=${MAX_AGE}`,
    },
  });
}
