import { describe, expect, it } from 'vitest';
import type { PackageSummary, RouteEntry } from '../../../schemas/built.ts';
import type { Navigation } from '../../../schemas/navigation.ts';
import { versionContext } from './version-links.ts';

const nav = (url: string): Navigation => ({
  name: 'tool',
  title: 'Tool',
  url,
  categories: [],
  customCategories: [],
});

const tool: PackageSummary = {
  name: 'tool',
  humanName: 'Tool',
  publishPath: '/tool/',
  platform: 'platform',
  productName: 'Tool',
  headerType: 'product',
  navigation: nav('/tool/'),
  versionLabel: 'Latest',
  versions: [
    { name: '2.x', label: 'v2', publishPath: '/tool/v2/', navigation: nav('/tool/v2/intro/') },
    { name: '1.x', label: 'v1', publishPath: '/tool/v1/', navigation: nav('/tool/v1/') },
  ],
};

const entry = (route: string, pageKey: string | undefined, version?: string): RouteEntry => ({
  route,
  kind: 'markdown',
  title: route,
  packageName: 'tool',
  privilege: 'NONE',
  hidden: false,
  file: 'x.json',
  ...(version !== undefined && { version }),
  ...(pageKey !== undefined && { pageKey }),
});

const routes = [
  entry('/tool/', '/'),
  entry('/tool/setup/', '/setup/'),
  entry('/tool/new/', '/new/'),
  entry('/tool/rest/', undefined),
  // 2.x has no page at its own publish path: its root is its navigation's url.
  entry('/tool/v2/intro/', '/intro/', '2.x'),
  entry('/tool/v2/setup/', '/setup/', '2.x'),
  entry('/tool/v1/', '/', '1.x'),
  entry('/tool/v1/install/', '/setup/', '1.x'),
  entry('/tool/v1/old/', '/old/', '1.x'),
];
const manifest = { routes, packages: [tool] };
const at = (route: string) =>
  versionContext(
    manifest,
    routes.find((r) => r.route === route)!,
  )!;

describe('versionContext', () => {
  it('links every version to the same page where it exists, latest first', () => {
    const context = at('/tool/setup/');
    expect(context.links).toEqual([
      { name: 'latest', label: 'Latest', url: '/tool/setup/', current: true },
      { name: '2.x', label: 'v2', url: '/tool/v2/setup/', current: false },
      // The same page key, whatever its route in that version.
      { name: '1.x', label: 'v1', url: '/tool/v1/install/', current: false },
    ]);
    expect(context.current).toBe(context.latest);
    expect(context.canonicalRoute).toBe('/tool/setup/');
    expect(context.navigation?.url).toBe('/tool/');
  });

  it("falls back to a version's root page where the page does not exist", () => {
    expect(at('/tool/new/').links.map((link) => link.url)).toEqual([
      '/tool/new/',
      '/tool/v2/intro/',
      '/tool/v1/',
    ]);
    // A generated page (no page key) has no counterpart either.
    expect(at('/tool/rest/').links.map((link) => link.url)).toEqual([
      '/tool/rest/',
      '/tool/v2/intro/',
      '/tool/v1/',
    ]);
  });

  it('gives an old page its banner link, canonical and navigation', () => {
    const old = at('/tool/v1/install/');
    expect(old.current.name).toBe('1.x');
    expect(old.latest.url).toBe('/tool/setup/');
    expect(old.inLatest).toBe(true);
    expect(old.canonicalRoute).toBe('/tool/setup/');
    expect(old.navigation?.url).toBe('/tool/v1/');
    const onlyOld = at('/tool/v1/old/');
    expect(onlyOld.latest.url).toBe('/tool/');
    expect(onlyOld.inLatest).toBe(false);
    expect(onlyOld.canonicalRoute).toBe('/tool/v1/old/');
  });

  it('is undefined for a package with one version', () => {
    const plain = { ...tool, name: 'plain', versions: undefined, versionLabel: undefined };
    expect(
      versionContext({ routes, packages: [plain] }, { ...routes[0]!, packageName: 'plain' }),
    ).toBeUndefined();
  });
});
