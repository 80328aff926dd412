import { BLOG_ROUTES } from '../../core/blog/blog-routes.ts';
import { payloadFor } from '../../ui/i18n/catalogues.ts';
import { translator } from '../../ui/i18n/i18n-context.tsx';
import { blogMessages } from '../../ui/views/blog/messages.ts';
import { contentLinkMessages } from '../../ui/kit/content-link/messages.ts';
import { notFoundMessages } from '../../ui/views/not-found/messages.ts';
import { blogPageView } from '../blog/blog-view.ts';
import type { PageRequest } from './chrome-route-data.ts';

/**
 * The data of a blog page (decision 0045): the index and its pages, a post, the tags, a tag's
 * or an author's posts, in the reader's locale, with the feeds for the head; or the 404 when
 * the site has no blog or nothing lives at the path. A path without its trailing slash is
 * redirected to the one with it, as documentation pages are.
 */
export async function blogRouteData({ locals, request, url }: PageRequest) {
  const { services } = locals;
  const manifest = await services.manifest();
  const store = await services.content();
  const blog = await store.blog();
  const notFound = {
    kind: 'not-found' as const,
    manifest,
    pathname: url.pathname,
    i18n: payloadFor(locals.locale, notFoundMessages),
  };
  if (blog === undefined) return notFound;
  if (!url.pathname.endsWith('/'))
    return { kind: 'redirect' as const, location: `${url.pathname}/${url.search}` };
  const segments = url.pathname
    .slice(BLOG_ROUTES.index.length)
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => decodeURIComponent(segment));
  // The author links are content links (an author's own site opens in a new tab).
  const i18n = payloadFor(locals.locale, blogMessages, contentLinkMessages);
  const t = translator(blogMessages, i18n);
  const page = blogPageView(blog, segments, locals.locale, t);
  if (page === undefined) return notFound;
  const origin = (await services.publicOrigin(request)) ?? '';
  const feedTitle = blog.title ?? t('blog.title');
  return {
    kind: 'page' as const,
    manifest,
    ...page,
    alternates: [
      {
        type: 'application/rss+xml',
        href: origin + BLOG_ROUTES.rss,
        title: `${feedTitle} (${t('blog.rss')})`,
      },
      {
        type: 'application/atom+xml',
        href: origin + BLOG_ROUTES.atom,
        title: `${feedTitle} (${t('blog.atom')})`,
      },
    ],
    i18n,
  };
}
