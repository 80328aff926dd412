import { describe, expect, it } from 'vitest';
import type { SiteManifest } from '../../schemas/built.ts';
import type { ContentStore } from '../content/content-store.ts';
import { canRead, type Principal } from '../../core/policy/principal.ts';
import { robotsResponse } from './robots.ts';
import { sitemapResponse } from './sitemap.ts';
import { publicOriginOf } from './public-origin.ts';

const entry = (route: string, privilege: 'NONE' | 'FORGE_DOCS', hidden = false) => ({
  route,
  kind: 'markdown' as const,
  title: route,
  packageName: 'p',
  privilege,
  hidden,
  file: 'x.json',
});
const routes = [
  entry('/a/', 'NONE'),
  entry('/internal/', 'FORGE_DOCS'),
  entry('/hidden/', 'NONE', true),
  entry('/a b/', 'NONE'),
  entry('/console/myapps/', 'NONE'),
  entry('/apps/create/', 'NONE'),
  { ...entry('/a/v1/', 'NONE'), version: '1.x' },
];
const store = {
  // A site with a home and a cloud landing but no server landing.
  manifest: { landings: { home: {}, cloud: {} } } as unknown as SiteManifest,
  readableRoutes: (principal: Principal) => routes.filter((r) => canRead(principal, r.privilege)),
} as unknown as ContentStore;

describe('sitemap.xml', () => {
  it('lists landings and public, visible pages only', async () => {
    const xml = await sitemapResponse('https://dev.example', store).text();
    expect(xml).toContain('<loc>https://dev.example/</loc>');
    expect(xml).toContain('<loc>https://dev.example/cloud/</loc>');
    expect(xml).not.toContain('/server/');
    expect(xml).toContain('<loc>https://dev.example/changelog/</loc>');
    expect(xml).toContain('<loc>https://dev.example/a/</loc>');
    expect(xml).toContain('<loc>https://dev.example/a%20b/</loc>');
    expect(xml).not.toContain('/internal/');
    expect(xml).not.toContain('/hidden/');
  });

  it('lists only the latest docs version (decision 0043)', async () => {
    const xml = await sitemapResponse('https://dev.example', store).text();
    expect(xml).not.toContain('/a/v1/');
  });

  it('leaves the developer console out, whatever the content says', async () => {
    const xml = await sitemapResponse('https://dev.example', store).text();
    expect(xml).not.toContain('/console/');
    expect(xml).not.toContain('/apps/');
  });
});

describe('robots.txt', () => {
  it('points to the sitemap and keeps crawlers out of APIs and accounts', async () => {
    const text = await robotsResponse('https://dev.example').text();
    expect(text).toContain('Sitemap: https://dev.example/sitemap.xml');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /account/');
    expect(text).toContain('Disallow: /console/');
    expect(text).toContain('Disallow: /apps/');
  });
});

describe('the public origin of absolute URLs', () => {
  const site = {
    environments: { production: ['developer.example.com'], local: ['portal.localtest'] },
  } as never;
  const forged = (url: string) => new Request(url, { headers: { host: 'evil.example' } });

  it('is PUBLIC_URL whatever Host the request names', () => {
    const origin = publicOriginOf(forged('http://evil.example/sitemap.xml'), {
      publicUrl: 'https://developer.example.com',
      site,
    });
    expect(origin).toBe('https://developer.example.com');
  });

  it('takes the request origin only on a local host', () => {
    expect(publicOriginOf(new Request('http://portal.localtest:3000/'), { publicUrl: undefined, site })).toBe(
      'http://portal.localtest:3000',
    );
    expect(publicOriginOf(new Request('http://127.0.0.1:4000/'), { publicUrl: undefined, site })).toBe(
      'http://127.0.0.1:4000',
    );
  });

  it('leaves absolute URLs out elsewhere without PUBLIC_URL, and says so once', async () => {
    const warnings: string[] = [];
    const settings = { publicUrl: undefined, site, warn: (message: string) => warnings.push(message) };
    expect(publicOriginOf(forged('http://evil.example/'), settings)).toBeUndefined();
    expect(publicOriginOf(forged('http://evil.example/'), settings)).toBeUndefined();
    expect(warnings).toEqual([expect.stringContaining('PUBLIC_URL')]);
    expect(await robotsResponse(undefined).text()).not.toContain('Sitemap:');
    expect(sitemapResponse(undefined, store).status).toBe(404);
  });
});
