import { describe, expect, it } from 'vitest';
import type { ChangelogEntry } from '../../schemas/changelog.ts';
import {
  changelogQueryString,
  filterChoices,
  filterEntries,
  isFiltered,
  paginate,
  parseChangelogQuery,
  withQuery,
} from './changelog-query.ts';

const entry = (id: string, fields: Partial<ChangelogEntry>): ChangelogEntry => ({
  id,
  packageName: 'p',
  date: '2026-01-01',
  title: id,
  type: 'added',
  apiGroups: ['Issues'],
  products: ['Jira'],
  breaking: false,
  privilege: 'NONE',
  url: `/p/changelog/#${id}`,
  html: [],
  sourceFile: `packages/p/changelog/${id}.md`,
  ...fields,
});

const entries = [
  entry('a', { type: 'deprecated', breaking: true, apiGroups: ['Issues', 'Projects'] }),
  entry('b', { products: ['Confluence'], apiGroups: ['Pages'] }),
  entry('c', { type: 'removed', breaking: true, products: ['Jira', 'Forge'] }),
];

const query = (search: string) => parseChangelogQuery(new URLSearchParams(search));

describe('changelog query', () => {
  it('reads known filters and ignores unknown or malformed values', () => {
    expect(query('product=Jira&apiGroup=%20Issues%20&type=removed&breaking=yes&page=3')).toEqual({
      product: 'Jira',
      apiGroup: 'Issues',
      type: 'removed',
      breaking: 'yes',
      page: 3,
    });
    expect(query('product=Nope&type=sideways&breaking=maybe&page=-2&apiGroup=')).toEqual({
      product: undefined,
      apiGroup: undefined,
      type: undefined,
      breaking: undefined,
      page: 1,
    });
    expect(query('page=1e99').page).toBe(1);
  });

  it('writes filters in a fixed order, page 1 left out, and round-trips', () => {
    const parsed = query('page=2&breaking=no&type=fixed&apiGroup=A%26B&product=Forge');
    expect(changelogQueryString(parsed)).toBe('product=Forge&apiGroup=A%26B&type=fixed&breaking=no&page=2');
    expect(changelogQueryString(parsed, false)).toBe('product=Forge&apiGroup=A%26B&type=fixed&breaking=no');
    expect(query(changelogQueryString(parsed))).toEqual(parsed);
    expect(withQuery('/changelog/', changelogQueryString(query('page=1')))).toBe('/changelog/');
    expect(isFiltered(query('page=4'))).toBe(false);
    expect(isFiltered(query('breaking=no'))).toBe(true);
  });

  it('joins filters by AND', () => {
    const ids = (search: string) => filterEntries(entries, query(search)).map((e) => e.id);
    expect(ids('')).toEqual(['a', 'b', 'c']);
    expect(ids('product=Jira')).toEqual(['a', 'c']);
    expect(ids('product=Jira&apiGroup=Projects')).toEqual(['a']);
    expect(ids('breaking=yes&type=removed')).toEqual(['c']);
    expect(ids('breaking=no')).toEqual(['b']);
    expect(ids('product=Forge&type=deprecated')).toEqual([]);
  });

  it('cuts pages, keeping a page beyond the end on the last one', () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(paginate(items, 1, 10)).toEqual({ items: items.slice(0, 10), page: 1, pageCount: 3, total: 23 });
    expect(paginate(items, 3, 10).items).toEqual([20, 21, 22]);
    expect(paginate(items, 9, 10).page).toBe(3);
    expect(paginate([], 2, 10)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });

  it('offers the products and API groups the entries name, sorted', () => {
    expect(filterChoices(entries)).toEqual({
      products: ['Confluence', 'Forge', 'Jira'],
      apiGroups: ['Issues', 'Pages', 'Projects'],
    });
  });
});
