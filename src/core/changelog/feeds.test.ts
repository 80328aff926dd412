import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { absoluteLinks, atomFeed, escapeXml, rssFeed, type FeedEntry, type FeedInfo } from './feeds.ts';

// UPDATE_GOLDEN=1 npx vitest run src/core/changelog/feeds.test.ts rewrites the expected files.
const dir = join(import.meta.dirname, '__golden__');
const update = process.env['UPDATE_GOLDEN'] === '1';

function golden(name: string, actual: string) {
  const file = join(dir, name);
  if (update || !existsSync(file)) writeFileSync(file, actual);
  expect(actual).toBe(readFileSync(file, 'utf8'));
}

/** Parses XML strictly (well-formedness and namespaces); returns the element names in order. */
function elements(xml: string): string[] {
  const names: string[] = [];
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => names.push(tag.name));
  parser.write(xml).close();
  return names;
}

const info: FeedInfo = {
  title: 'Developer changelog: Jira · <Issues> & "more"',
  description: 'Changes, newest first.',
  origin: 'https://developer.example.com',
  pagePath: '/changelog/?product=Jira&apiGroup=A%26B',
  selfPath: '/changelog/feed.xml?product=Jira&apiGroup=A%26B',
  language: 'en',
  updated: '2026-03-10',
};

const entries: FeedEntry[] = [
  {
    id: 'jira-2026-03-10-bulk',
    title: 'Added: Bulk <updates> & "properties"',
    date: '2026-03-10',
    categories: [{ term: 'added', label: 'Added' }, { term: 'Issues' }, { term: 'A&B' }],
    url: '/cloud/jira/platform/changelog/#jira-2026-03-10-bulk',
    html: '<p>See <a href="/cloud/jira/platform/">the guide</a> and <a href="https://x.example/">x</a>. ]]> \u0007bell</p>',
  },
  {
    id: 'jira-2025-12-01-gone',
    title: 'Removed: Gone',
    date: '2025-12-01',
    categories: [{ term: 'removed', label: 'Removed' }, { term: 'Issues' }],
    url: '/cloud/jira/platform/changelog/#jira-2025-12-01-gone',
    html: '<p><img src="/_static/x.png" alt=""> <a href="//cdn.example/">cdn</a></p>',
  },
];

describe('changelog feeds', () => {
  it('writes an RSS 2.0 document that is well-formed XML, every URL absolute', () => {
    const xml = rssFeed(info, entries);
    expect(elements(xml).filter((name) => name === 'item')).toHaveLength(2);
    expect(xml).not.toMatch(/(href|src)=&quot;\/(?!\/)/);
    golden('feed.rss.xml', xml);
  });

  it('writes an Atom document that is well-formed XML, every URL absolute', () => {
    const xml = atomFeed(info, entries);
    expect(elements(xml).filter((name) => name === 'entry')).toHaveLength(2);
    expect(xml).toContain('<updated>2026-03-10T00:00:00Z</updated>');
    golden('feed.atom.xml', xml);
  });

  it('writes empty feeds that are still valid', () => {
    expect(elements(rssFeed(info, []))).toEqual([
      'rss',
      'channel',
      'title',
      'link',
      'description',
      'language',
      'lastBuildDate',
      'atom:link',
    ]);
    expect(elements(atomFeed(info, []))).toContain('feed');
  });

  it('escapes markup and drops characters XML cannot carry', () => {
    expect(escapeXml(`a<b>&'"\u0000\uFFFE\u{1F600}`)).toBe('a&lt;b&gt;&amp;&apos;&quot;\u{1F600}');
  });

  it('makes site-relative links absolute and leaves others alone', () => {
    expect(
      absoluteLinks('<a href="/x/">x</a><a href="//y/">y</a><img src="/i.png">', 'https://o.example'),
    ).toBe('<a href="https://o.example/x/">x</a><a href="//y/">y</a><img src="https://o.example/i.png">');
  });
});
