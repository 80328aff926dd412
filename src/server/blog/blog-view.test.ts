import { describe, expect, it } from 'vitest';
import type { BuiltBlog, BuiltBlogPost } from '../../schemas/built-blog.ts';
import { translator } from '../../ui/i18n/i18n-context.tsx';
import { blogMessages } from '../../ui/views/blog/messages.ts';
import { blogSitemapRoutes } from './blog-sitemap.ts';
import { blogPageView } from './blog-view.ts';

const t = translator(blogMessages, undefined);

const post = (n: number, extra: Partial<BuiltBlogPost> = {}): BuiltBlogPost => ({
  slug: `p${n}`,
  date: `2026-01-${String(30 - n).padStart(2, '0')}`,
  title: `Post ${n}`,
  authors: [{ key: 'ada', name: 'Ada' }],
  tags: n % 2 === 0 ? [{ key: 'even', label: 'Even', slug: 'even' }] : [],
  unlisted: false,
  draft: false,
  readingMinutes: 2,
  truncated: true,
  toc: [],
  html: ['<p>Whole</p>'],
  excerptHtml: ['<p>Excerpt</p>'],
  text: 'Whole',
  ...extra,
});

const blog: BuiltBlog = {
  posts: [
    ...Array.from({ length: 12 }, (_, i) => post(i)),
    post(99, { slug: 'hidden', date: '2026-01-01', unlisted: true }),
  ],
};

describe('blog page views', () => {
  it('pages the index by ten, with newer and older links, and indexes only the first page', () => {
    const first = blogPageView(blog, [], 'en', t)!;
    expect(first.view.kind === 'list' && first.view.posts.length).toBe(10);
    expect(first.view.kind === 'list' && first.view.pagination).toEqual({
      page: 1,
      pageCount: 2,
      older: '/blog/page/2/',
    });
    const second = blogPageView(blog, ['page', '2'], 'en', t)!;
    expect(second.noindex).toBe(true);
    expect(second.title).toBe('Blog: page 2');
    expect(second.view.kind === 'list' && second.view.pagination.newer).toBe('/blog/');
    expect(blogPageView(blog, ['page', '1'], 'en', t)).toBeUndefined();
    expect(blogPageView(blog, ['page', '3'], 'en', t)).toBeUndefined();
  });

  it('shows a post whole with its date in the reader’s locale and its listed neighbours', () => {
    const page = blogPageView(blog, ['p1'], 'fr', t)!;
    expect(page.view).toMatchObject({
      kind: 'post',
      post: { html: '<p>Whole</p>', date: '2026-01-29', dateLabel: '29 janvier 2026' },
      newer: { href: '/blog/p0/' },
      older: { href: '/blog/p2/' },
    });
    expect(page.view.kind === 'post' && page.view.post.authors[0]).toEqual({
      name: 'Ada',
      href: '/blog/authors/ada/',
    });
  });

  it('publishes unlisted posts at their URL only, not indexed', () => {
    const hidden = blogPageView(blog, ['hidden'], 'en', t)!;
    expect(hidden.noindex).toBe(true);
    expect(hidden.view.kind === 'post' && hidden.view.newer).toBeUndefined();
    const all = [blogPageView(blog, [], 'en', t)!, blogPageView(blog, ['page', '2'], 'en', t)!];
    expect(all.flatMap((p) => (p.view.kind === 'list' ? p.view.posts.map((x) => x.href) : []))).not.toContain(
      '/blog/hidden/',
    );
  });

  it('lists tags with counts, a tag’s posts and an author’s, and nothing at unknown paths', () => {
    expect(blogPageView(blog, ['tags'], 'en', t)!.view).toEqual({
      kind: 'tags',
      heading: 'All tags',
      tags: [{ label: 'Even', href: '/blog/tags/even/', count: 6 }],
    });
    const tag = blogPageView(blog, ['tags', 'even'], 'en', t)!;
    expect(tag.title).toBe('Posts tagged “Even”');
    expect(tag.view.kind === 'list' && tag.view.posts.length).toBe(6);
    const author = blogPageView(blog, ['authors', 'ada'], 'en', t)!;
    expect(author.view.kind === 'list' && author.view.posts.length).toBe(10);
    expect(blogPageView(blog, ['tags', 'odd'], 'en', t)).toBeUndefined();
    expect(blogPageView(blog, ['authors', 'bob'], 'en', t)).toBeUndefined();
    expect(blogPageView(blog, ['nothing'], 'en', t)).toBeUndefined();
  });
});

describe('blog pages in the sitemap', () => {
  it('lists the index, tags, authors and listed posts, not unlisted ones or later pages', () => {
    const routes = blogSitemapRoutes(blog);
    expect(routes).toContain('/blog/');
    expect(routes).toContain('/blog/tags/even/');
    expect(routes).toContain('/blog/authors/ada/');
    expect(routes).toContain('/blog/p11/');
    expect(routes).not.toContain('/blog/hidden/');
    expect(routes).not.toContain('/blog/page/2/');
    expect(blogSitemapRoutes(undefined)).toEqual([]);
  });
});
