import { describe, expect, it } from 'vitest';
import type { ChangelogEntry } from '../../schemas/changelog.ts';
import type { Privilege } from '../../schemas/common.ts';
import { createPrincipal } from '../../core/policy/principal.ts';
import type { ContentStore } from '../content/content-store.ts';
import { testLocals } from '../middleware/test-locals.test-helper.ts';
import { changelogRouteData } from './changelog-route-data.ts';

const entry = (n: number, fields: Partial<ChangelogEntry> = {}): ChangelogEntry => ({
  id: `e${n}`,
  packageName: 'api',
  date: `2026-01-${String(30 - n).padStart(2, '0')}`,
  title: `Entry ${n}`,
  type: 'added',
  apiGroups: ['Issues'],
  products: ['Jira'],
  breaking: false,
  privilege: 'NONE',
  url: `/api/changelog/#e${n}`,
  html: [`<p>Body ${n} `, { slot: 'changelog.breaking' }, '</p>'],
  sourceFile: `packages/api/changelog/e${n}.md`,
  ...fields,
});

const changelog = [
  entry(0, { privilege: 'FORGE_DOCS', title: 'Internal', apiGroups: ['Secret'] }),
  ...Array.from({ length: 12 }, (_, i) => entry(i + 1)),
  entry(13, { type: 'removed', breaking: true, products: ['Confluence'], apiGroups: ['Pages'] }),
];

async function run(query: string, privileges: Privilege[] = []) {
  const manifest = {
    site: { environments: { local: ['localhost'] } },
    packages: [{ name: 'api', productName: 'Test API' }],
    changelog,
  };
  const content = async () => ({ manifest }) as unknown as ContentStore;
  const locals = testLocals({ content });
  if (privileges.length > 0)
    locals.principal = createPrincipal({ accountId: 'a', privileges: new Set(privileges) });
  const url = new URL(`/changelog/${query}`, 'http://localhost');
  return changelogRouteData({ locals, request: new Request(url), url });
}

describe('changelogRouteData', () => {
  it('lists what the reader may read, 10 a page, with filter choices from those entries', async () => {
    const data = await run('');
    expect(data.redirect).toBeUndefined();
    expect(data.view.total).toBe(13);
    expect(data.view.entries.map((e) => e.id)).toEqual([
      'e1',
      'e2',
      'e3',
      'e4',
      'e5',
      'e6',
      'e7',
      'e8',
      'e9',
      'e10',
    ]);
    expect(data.view.entries[0]).toMatchObject({
      productName: 'Test API',
      html: '<p>Body 1 Breaking change</p>',
    });
    expect(data.view.filters.apiGroups).toEqual(['Issues', 'Pages']);
    expect(data.view.filters.products).toEqual([
      { value: 'Confluence', label: 'Confluence' },
      { value: 'Jira', label: 'Jira' },
    ]);
    expect(data.view).toMatchObject({
      page: 1,
      pageCount: 2,
      previous: undefined,
      next: '/changelog/?page=2',
    });
    expect(data.noindex).toBe(false);
    expect(data.alternates.map((link) => link.href)).toEqual([
      'http://localhost/changelog/feed.xml',
      'http://localhost/changelog/atom.xml',
    ]);
  });

  it('shows internal entries to readers with the privilege', async () => {
    const data = await run('', ['FORGE_DOCS']);
    expect(data.view.total).toBe(14);
    expect(data.view.filters.apiGroups).toContain('Secret');
  });

  it('filters, keeps the filters in page links and feeds, and is not indexed', async () => {
    const data = await run('?product=Jira&page=2');
    expect(data.view.total).toBe(12);
    expect(data.view.entries.map((e) => e.id)).toEqual(['e11', 'e12']);
    expect(data.view.previous).toBe('/changelog/?product=Jira');
    expect(data.view.pages.map((link) => link.href)).toEqual([
      '/changelog/?product=Jira',
      '/changelog/?product=Jira&page=2',
    ]);
    expect(data.view.feeds).toEqual({
      rss: '/changelog/feed.xml?product=Jira',
      atom: '/changelog/atom.xml?product=Jira',
    });
    expect(data.noindex).toBe(true);
  });

  it('has an empty state, and keeps an unknown API group chosen in the form', async () => {
    const data = await run('?apiGroup=Nothing');
    expect(data.view.entries).toEqual([]);
    expect(data.view.filtered).toBe(true);
    expect(data.view.filters.apiGroups).toEqual(['Issues', 'Pages', 'Nothing']);
  });

  it('redirects a query with empty or unknown fields to its canonical URL', async () => {
    expect((await run('?product=&apiGroup=&type=removed&breaking=')).redirect).toBe(
      '/changelog/?type=removed',
    );
    expect((await run('?type=sideways')).redirect).toBe('/changelog/');
    expect((await run('?type=removed&breaking=yes')).redirect).toBeUndefined();
  });
});
