import { describe, expect, it } from 'vitest';
import type { SiteManifest } from '../../schemas/built.ts';
import type { ContentStore } from '../content/content-store.ts';
import { canRead, type Principal } from '../../core/policy/principal.ts';
import { robotsResponse } from './robots.ts';
import { sitemapResponse } from './sitemap.ts';

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
];
const store = {
  manifest: {} as SiteManifest,
  readableRoutes: (principal: Principal) => routes.filter((r) => canRead(principal, r.privilege)),
} as unknown as ContentStore;

describe('sitemap.xml', () => {
  it('lists landings and public, visible pages only', async () => {
    const xml = await sitemapResponse(new Request('https://dev.example/sitemap.xml'), store).text();
    expect(xml).toContain('<loc>https://dev.example/cloud/</loc>');
    expect(xml).toContain('<loc>https://dev.example/a/</loc>');
    expect(xml).toContain('<loc>https://dev.example/a%20b/</loc>');
    expect(xml).not.toContain('/internal/');
    expect(xml).not.toContain('/hidden/');
  });
});

describe('robots.txt', () => {
  it('points to the sitemap and keeps crawlers out of APIs and accounts', async () => {
    const text = await robotsResponse(new Request('https://dev.example/robots.txt')).text();
    expect(text).toContain('Sitemap: https://dev.example/sitemap.xml');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /account/');
  });
});
