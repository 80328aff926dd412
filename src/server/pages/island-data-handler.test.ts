import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { GlobalLinksSchema } from '../../schemas/global-links.ts';
import { SiteConfigSchema } from '../../schemas/site.ts';
import { handleIslandData, type IslandDataDeps } from './island-data-handler.ts';

// The sample content's links and site: a featureKey'd secondary link and two locales at least.
const content = (file: string) =>
  parse(readFileSync(new URL(`../../../content/${file}`, import.meta.url), 'utf8'));
const manifest = {
  site: SiteConfigSchema.parse(content('site.yaml')),
  globalLinks: GlobalLinksSchema.parse(content('global-links.yaml')),
};
const gated = manifest.globalLinks.resourcesSecondaryLinks.find((link) => link.featureKey !== undefined)!;

const deps = (features: string[] = []): IslandDataDeps => ({
  manifest: () => Promise.resolve(manifest),
  features: new Set(features),
});
const get = (part: string | undefined, query: string, features: string[] = []) =>
  handleIslandData(new Request(`http://portal.test/api/island-data/${part}${query}`), part, deps(features));

type HeaderBody = {
  i18n: { locale: string; messages: Record<string, string> };
  links: { resourcesSecondaryLinks: { title: string }[] };
};

describe('GET /api/island-data/{part}', () => {
  it("answers the header drawers' links, filtered by the visitor's features, and their messages", async () => {
    const response = await get('header', '?locale=fr', [gated.featureKey!]);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const body = (await response.json()) as HeaderBody;
    expect(body.i18n.locale).toBe('fr');
    expect(body.i18n.messages['mobileNav.back']).toBeDefined();
    expect(body.links.resourcesSecondaryLinks.map((link) => link.title)).toContain(gated.title);
    const anonymous = (await (await get('header', '?locale=en')).json()) as HeaderBody;
    expect(anonymous.links.resourcesSecondaryLinks.map((link) => link.title)).not.toContain(gated.title);
  });

  it("answers the search modal's and the consent dialog's messages, the same for everyone", async () => {
    for (const [part, prefix] of [
      ['search', 'search'],
      ['consent', 'consent.dialog'],
    ] as const) {
      // French: English is what the parts' code already carries, so an English answer has none.
      const response = await get(part, '?locale=fr');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      const body = (await response.json()) as { i18n: { messages: Record<string, string> } };
      expect(Object.keys(body.i18n.messages).some((id) => id.startsWith(prefix))).toBe(true);
    }
  });

  it('refuses an unknown part (404), a locale the site does not offer (400) and other methods (405)', async () => {
    expect((await get('article', '?locale=en')).status).toBe(404);
    expect((await get(undefined, '?locale=en')).status).toBe(404);
    const badLocale = await get('header', '?locale=xx');
    expect(badLocale.status).toBe(400);
    expect(((await badLocale.json()) as { error: string }).error).toContain('locale');
    expect((await get('header', '')).status).toBe(400);
    const post = new Request('http://portal.test/api/island-data/header?locale=en', { method: 'POST' });
    expect((await handleIslandData(post, 'header', deps())).status).toBe(405);
  });
});
