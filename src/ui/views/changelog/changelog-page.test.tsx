import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { headingSkips, tagsWithTestId } from '../../kit/testing/markup.test-helper.ts';
import { payloadFor } from '../../i18n/catalogues.ts';
import { ChangelogPage, type ChangelogPageProps } from './changelog-page.tsx';
import { changelogMessages } from './messages.ts';

const base: ChangelogPageProps = {
  i18n: payloadFor('en', changelogMessages),
  path: '/changelog/',
  filters: {
    product: 'Jira',
    apiGroup: undefined,
    type: 'removed',
    breaking: undefined,
    products: [{ value: 'Jira', label: 'Jira' }],
    apiGroups: ['Issues'],
  },
  filtered: true,
  entries: [
    {
      id: 'e1',
      title: 'Gone <now>',
      date: '2026-01-02',
      type: 'removed',
      breaking: true,
      removalDate: '2026-01-02',
      apiGroups: ['Issues', 'Projects'],
      url: '/api/changelog/#e1',
      productName: 'Test API',
      html: '<p>Built HTML</p>',
    },
  ],
  total: 21,
  page: 2,
  pageCount: 3,
  pages: [1, 2, 3].map((page) => ({ page, href: `/changelog/?product=Jira&type=removed&page=${page}` })),
  previous: '/changelog/?product=Jira&type=removed',
  next: '/changelog/?product=Jira&type=removed&page=3',
  feeds: {
    rss: '/changelog/feed.xml?product=Jira&type=removed',
    atom: '/changelog/atom.xml?product=Jira&type=removed',
  },
};

const render = (props: Partial<ChangelogPageProps> = {}) =>
  renderToStaticMarkup(<ChangelogPage {...base} {...props} />);

describe('ChangelogPage', () => {
  it('renders the filters as a labelled GET form holding the current values', () => {
    const html = render();
    expect(html).toMatch(/<form [^>]*action="\/changelog\/" method="get">/);
    expect(html).toContain('<label for="changelog-filter-type">Type</label>');
    expect(html).toMatch(/<option value="removed" selected="">Removed<\/option>/);
    expect(html).toMatch(/<option value="Jira" selected="">Jira<\/option>/);
  });

  it('renders entries with their labels, the built HTML and escaped titles', () => {
    const html = render();
    expect(html).toContain('<a href="/api/changelog/#e1">Gone &lt;now&gt;</a>');
    expect(html).toContain('Breaking change');
    expect(html).toContain('<time dateTime="2026-01-02">January 2, 2026</time>');
    expect(html).toContain('Removal date: January 2, 2026');
    expect(html).toContain('API groups: Issues, Projects');
    expect(html).toContain('<p>Built HTML</p>');
    expect(html).toContain('21 entries');
    expect(headingSkips(html)).toEqual([]);
  });

  it('links the feeds of the current filters and the pages, marking the current one', () => {
    const html = render();
    expect(html).toContain('href="/changelog/feed.xml?product=Jira&amp;type=removed"');
    expect(html).toContain('href="/changelog/atom.xml?product=Jira&amp;type=removed"');
    expect(html).toContain('aria-current="page"');
    expect(html).toMatch(
      /href="\/changelog\/\?product=Jira&amp;type=removed&amp;page=2" aria-label="Page 2" aria-current="page"/,
    );
    expect(html).toContain('rel="prev"');
    expect(html).toContain('rel="next"');
  });

  it('says when nothing matches and offers to clear the filters, without pagination', () => {
    const html = render({
      entries: [],
      total: 0,
      page: 1,
      pageCount: 1,
      pages: [],
      previous: undefined,
      next: undefined,
    });
    expect(tagsWithTestId(html, 'changelog-empty')).toHaveLength(1);
    expect(html).toContain('No entries match these filters.');
    expect(tagsWithTestId(html, 'changelog-pagination')).toEqual([]);
  });
});
