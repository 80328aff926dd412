import { describe, expect, it } from 'vitest';
import type { PackageSummary } from '../../../schemas/built.ts';
import { testEngine, testRecord } from '../../search/test-fixtures.ts';
import { andFilters, versionSearchFilter } from './version-search-scope.ts';

const pkg = (name: string, versions: PackageSummary['versions']): PackageSummary => ({
  name,
  humanName: name,
  publishPath: `/${name}/`,
  platform: 'platform',
  productName: name,
  headerType: 'product',
  navigation: null,
  ...(versions === undefined ? {} : { versions, versionLabel: 'Latest' }),
});

const version = (name: string, path: string) => ({ name, label: name, publishPath: path, navigation: null });
const packages = [
  pkg('tool', [version('2.x', '/tool/v2/'), version('1.x', '/tool/v1/')]),
  // Another package with a version of the same name must not leak into tool 1.x's scope.
  pkg('other', [version('1.x', '/other/v1/')]),
  pkg('plain', undefined),
];

const record = (url: string, pkgName: string, v: string) =>
  testRecord({ url, package: pkgName, version: v, text: 'install the widget' });
const engine = testEngine([
  record('/tool/', 'tool', 'latest'),
  record('/tool/v2/', 'tool', '2.x'),
  record('/tool/v1/', 'tool', '1.x'),
  record('/other/', 'other', 'latest'),
  record('/other/v1/', 'other', '1.x'),
  record('/plain/', 'plain', 'latest'),
]);
const urls = (filters: string | undefined) =>
  engine
    .search({ query: 'install', distinct: false, filters: filters ?? '' })
    .hits.map((hit) => hit.url_without_anchor)
    .sort();

describe('versionSearchFilter', () => {
  it('searches the latest of every package from a latest page and from outside any package', () => {
    const latest = versionSearchFilter({ packages }, { packageName: 'tool', version: undefined });
    expect(latest).toBe('version:latest');
    expect(versionSearchFilter({ packages }, undefined)).toBe(latest);
    expect(urls(latest)).toEqual(['/other/', '/plain/', '/tool/']);
  });

  it("searches that version of the page's package and the latest of the others from an old page", () => {
    const filter = versionSearchFilter({ packages }, { packageName: 'tool', version: '1.x' });
    expect(urls(filter)).toEqual(['/other/', '/plain/', '/tool/v1/']);
    expect(urls(versionSearchFilter({ packages }, { packageName: 'tool', version: '2.x' }))).toEqual([
      '/other/',
      '/plain/',
      '/tool/v2/',
    ]);
  });

  it('adds nothing on a site without older versions', () => {
    expect(versionSearchFilter({ packages: [pkg('plain', undefined)] }, undefined)).toBeUndefined();
  });

  it('ANDs with the page filters, either possibly empty', () => {
    expect(andFilters('platform:cloud', 'version:latest')).toBe('platform:cloud AND version:latest');
    expect(andFilters('', 'version:latest')).toBe('version:latest');
    expect(andFilters('platform:cloud', undefined)).toBe('platform:cloud');
  });
});
