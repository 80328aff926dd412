import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { atomFeed, rssFeed, type FeedInfo } from '../changelog/feeds.ts';
import { blogFeedEntries } from './blog-feed.ts';
import type { BlogPost } from './blog-post.ts';

/** Parses XML strictly; returns each element with its namespace URI. */
function elements(xml: string): string[] {
  const names: string[] = [];
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => names.push(`${tag.uri} ${tag.local}`));
  parser.write(xml).close();
  return names;
}

const post = (slug: string, date: string, extra: Partial<BlogPost> = {}): BlogPost => ({
  file: `blog/${slug}.md`,
  slug,
  date,
  title: `Post <${slug}>`,
  description: undefined,
  authors: [{ key: 'ada', name: 'Ada & co', url: '/blog/authors/ada/' }],
  tags: [{ key: 'release', label: 'Release notes', slug: 'releases' }],
  draft: false,
  unlisted: false,
  body: '',
  excerpt: '',
  truncated: false,
  readingMinutes: 1,
  ...extra,
});

const info: FeedInfo = {
  title: 'Portico blog',
  description: 'News',
  origin: 'https://dev.example',
  pagePath: '/blog/',
  selfPath: '/blog/rss.xml',
  language: 'en',
  updated: '2026-03-01',
};

describe('blog feeds', () => {
  const entries = blogFeedEntries(
    [post('b', '2026-03-01'), post('a', '2026-01-05', { authors: [] })],
    (p) => `/blog/${p.slug}/`,
    (p) => `<p><a href="/blog/${p.slug}/">self</a></p>`,
  );

  it('writes RSS 2.0 with Dublin Core creators and tag categories', () => {
    const xml = rssFeed(info, entries);
    const names = elements(xml);
    expect(names.filter((name) => name === ' item')).toHaveLength(2);
    expect(names).toContain('http://purl.org/dc/elements/1.1/ creator');
    expect(xml).toContain('<dc:creator>Ada &amp; co</dc:creator>');
    expect(xml).toContain('<category>Release notes</category>');
    expect(xml).toContain('<link>https://dev.example/blog/b/</link>');
    expect(xml).toContain('href=&quot;https://dev.example/blog/b/&quot;');
  });

  it('writes Atom with authors, absolute author pages and labelled categories', () => {
    const xml = atomFeed({ ...info, selfPath: '/blog/atom.xml' }, entries);
    const names = elements(xml);
    const atom = 'http://www.w3.org/2005/Atom';
    expect(names.filter((name) => name === `${atom} entry`)).toHaveLength(2);
    expect(names.filter((name) => name === `${atom} author`)).toHaveLength(2); // the feed's and one entry's
    expect(xml).toContain(
      '<author><name>Ada &amp; co</name><uri>https://dev.example/blog/authors/ada/</uri></author>',
    );
    expect(xml).toContain('<category term="releases" label="Release notes"/>');
    expect(xml).toContain('<title>Post &lt;b&gt;</title>');
  });

  it('keeps feeds to the newest twenty posts', () => {
    const many = Array.from({ length: 25 }, (_, i) => post(`p${i}`, '2026-01-01'));
    expect(
      blogFeedEntries(
        many,
        () => '/',
        () => '',
      ),
    ).toHaveLength(20);
  });
});
