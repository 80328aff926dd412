import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { payloadFor } from '../../i18n/catalogues.ts';
import { contentLinkMessages } from '../../kit/content-link/messages.ts';
import { BlogPage } from './blog-page.tsx';
import { blogMessages } from './messages.ts';

const post = {
  title: 'Release notes',
  href: '/blog/release-notes/',
  date: '2026-11-20',
  dateLabel: '20 November 2026',
  authors: [
    { name: 'Team page', href: '/blog/authors/team/' },
    { name: 'Guest writer', href: 'https://guest.example/' },
  ],
  tags: [],
  readingMinutes: 2,
  html: '<p>Body</p>',
  truncated: false,
};

const render = () =>
  renderToStaticMarkup(
    <BlogPage
      view={{ kind: 'post', post }}
      i18n={payloadFor('en', blogMessages, contentLinkMessages)}
      routes={{ index: '/blog/', tags: '/blog/tags/', rss: '/blog/rss.xml', atom: '/blog/atom.xml' }}
      developerHost="developer.example"
    />,
  );

describe('BlogPage author links', () => {
  it('opens an author’s own site in a new tab with the hint, and an author page in the same tab', () => {
    const html = render();
    const guest = /<a [^>]*href="https:\/\/guest\.example\/"[^>]*>.*?<\/a>/.exec(html)?.[0] ?? '';
    expect(guest).toContain('target="_blank"');
    expect(guest).toContain('rel="noopener noreferrer"');
    expect(guest).toContain(contentLinkMessages['layout.opensInNewTab']);
    const team = /<a [^>]*href="\/blog\/authors\/team\/"[^>]*>/.exec(html)?.[0] ?? '';
    expect(team).not.toBe('');
    expect(team).not.toContain('target=');
  });
});
