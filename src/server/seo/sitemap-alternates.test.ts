import { describe, expect, it } from 'vitest';
import type { ContentStore } from '../content/content-store.ts';
import type { SiteManifest } from '../../schemas/built.ts';
import { sitemapAlternates } from './sitemap-alternates.ts';
import { sitemapResponse } from './sitemap.ts';

const site = { contentLocales: ['fr', 'pt-BR'], defaultLocale: 'en' } as SiteManifest['site'];
const entry = (route: string, lang?: string) => ({
  route,
  kind: 'markdown' as const,
  title: route,
  packageName: 'p',
  privilege: 'NONE' as const,
  hidden: false,
  file: 'x.json',
  ...(lang === undefined ? {} : { lang }),
});
const routes = [entry('/a/'), entry('/fr/a/', 'fr'), entry('/pt-br/a/', 'pt-BR'), entry('/b/')];

describe('sitemap alternates', () => {
  it('links every language version of a translated page to the others, with x-default', () => {
    const alternates = sitemapAlternates(site, routes);
    const expected = [
      { hreflang: 'en', route: '/a/' },
      { hreflang: 'fr', route: '/fr/a/' },
      { hreflang: 'pt-BR', route: '/pt-br/a/' },
      { hreflang: 'x-default', route: '/a/' },
    ];
    expect(alternates.get('/a/')).toEqual(expected);
    expect(alternates.get('/fr/a/')).toEqual(expected);
    // An untranslated page has no alternates; its fallback URLs are not routes, so never listed.
    expect(alternates.has('/b/')).toBe(false);
    expect(sitemapAlternates({ ...site, contentLocales: [] }, routes).size).toBe(0);
  });

  it('writes them as xhtml:link elements in the sitemap', async () => {
    const store = {
      manifest: { site, landings: {} } as unknown as SiteManifest,
      readableRoutes: () => routes,
    } as unknown as ContentStore;
    const xml = await sitemapResponse('https://dev.example', store).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      '<url><loc>https://dev.example/fr/a/</loc>\n    <xhtml:link rel="alternate" hreflang="en" href="https://dev.example/a/"/>',
    );
    expect(xml).toContain('hreflang="x-default" href="https://dev.example/a/"/>');
    expect(xml).toContain('<url><loc>https://dev.example/b/</loc></url>');
    expect(xml).not.toContain('/fr/b/');
  });
});
