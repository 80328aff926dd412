import { describe, expect, it } from 'vitest';
import type { PackageSummary } from '../../../schemas/built.ts';
import { toIndexablePages, type SearchablePage } from './search-pages.ts';

const pkg = (name: string, productName: string, urls: string[] = []): PackageSummary => ({
  name,
  humanName: `${productName} Cloud`,
  publishPath: `/${name}/`,
  platform: 'cloud',
  productName,
  headerType: 'product',
  navigation:
    urls.length === 0
      ? null
      : {
          name,
          title: name,
          url: urls[0]!,
          categories: [
            {
              name: 'devguide',
              title: 'Guides',
              url: '',
              subcategories: [
                {
                  title: 'All',
                  items: [{ title: 'G', items: urls.slice(1).map((url) => ({ title: url, url })) }],
                },
              ],
            },
          ],
          customCategories: [],
        },
});
const page = (route: string, packageName: string, extra: Partial<SearchablePage> = {}): SearchablePage => ({
  route,
  kind: 'markdown',
  title: route,
  packageName,
  privilege: 'NONE',
  hidden: false,
  sections: [{ headingId: '', heading: '', text: 'text', depth: 1 }],
  ...extra,
});

describe('toIndexablePages', () => {
  const packages = [
    pkg('jira', 'Jira', ['/jira/', '/jira/b/#top', '/jira/a/']),
    pkg('conf', 'Confluence'),
    pkg('jira2', 'Jira'),
  ];
  const pages = toIndexablePages(packages, [
    page('/jira/a/', 'jira'),
    page('/jira/b/', 'jira', { privilege: 'JIRA_API' }),
    page('/jira/z/', 'jira'),
    page('/jira/hidden/', 'jira', { hidden: true }),
    page('/console/myapps/', 'jira'),
    page('/apps/create/', 'jira'),
    page('/conf/', 'conf'),
    page('/jira2/rest/api-group-x/', 'jira2', { kind: 'rest-group' }),
  ]);
  const byUrl = new Map(pages.map((p) => [p.url, p]));

  it('leaves hidden pages out and carries product fields, type and access', () => {
    expect(byUrl.has('/jira/hidden/')).toBe(false);
    expect(
      [...byUrl.keys()].filter((url) => url.startsWith('/console/') || url.startsWith('/apps/')),
    ).toEqual([]);
    expect(byUrl.get('/jira/b/')).toMatchObject({
      productTitle: 'Jira Cloud',
      productName: 'Jira',
      platform: 'cloud',
      type: 'guide',
      access: 'JIRA_API',
    });
    expect(byUrl.get('/jira2/rest/api-group-x/')?.type).toBe('rest');
  });

  it('ranks products by package order (one rank per product) and pages by navigation order', () => {
    expect(byUrl.get('/jira/a/')?.groupRank).toBe(0);
    expect(byUrl.get('/conf/')?.groupRank).toBe(1);
    expect(byUrl.get('/jira2/rest/api-group-x/')?.groupRank).toBe(0);
    expect(byUrl.get('/jira/b/')!.documentRankInGroup).toBeLessThan(
      byUrl.get('/jira/a/')!.documentRankInGroup,
    );
    expect(byUrl.get('/jira/a/')!.documentRankInGroup).toBeLessThan(
      byUrl.get('/jira/z/')!.documentRankInGroup,
    );
  });
});
