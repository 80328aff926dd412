import { describe, expect, it } from 'vitest';
import { ANONYMOUS, canRead, type Principal } from '../../core/policy/principal.ts';
import { normaliseRoute } from '../../core/content/page-route.ts';
import type { RouteEntry, SiteManifest } from '../../schemas/built.ts';
import { pageInLanguage } from './content-language.ts';

const entry = (route: string, lang?: string, privilege: RouteEntry['privilege'] = 'NONE'): RouteEntry => ({
  route,
  kind: 'markdown',
  title: route,
  packageName: 'p',
  privilege,
  hidden: false,
  file: 'x.json',
  ...(lang === undefined ? {} : { lang }),
});
const routes = new Map(
  [
    entry('/a/'),
    entry('/fr/a/', 'fr'),
    entry('/b/'),
    entry('/secret/', undefined, 'FORGE_DOCS'),
    entry('/only-fr/', undefined),
  ].map((e) => [e.route, e]),
);
const store = {
  manifest: { site: { contentLocales: ['fr', 'de'], defaultLocale: 'en' } } as SiteManifest,
  findRoute(pathname: string, principal: Principal) {
    const found = routes.get(normaliseRoute(pathname) ?? '');
    return found && canRead(principal, found.privilege) ? found : undefined;
  },
};

describe('pageInLanguage', () => {
  it('serves a translation at its own URL, with the languages of the page', () => {
    expect(pageInLanguage(store, '/fr/a/', ANONYMOUS)).toEqual({
      entry: routes.get('/fr/a/'),
      contentLang: 'fr',
      urlLocale: 'fr',
      fallback: false,
      defaultLang: 'en',
      defaultRoute: '/a/',
      languages: [
        { lang: 'en', route: '/a/' },
        { lang: 'fr', route: '/fr/a/' },
      ],
    });
    expect(pageInLanguage(store, '/a/', ANONYMOUS)).toMatchObject({ contentLang: 'en', fallback: false });
  });

  it('serves the default page as the fallback of an untranslated page, once for every locale', () => {
    const fallback = pageInLanguage(store, '/de/b', ANONYMOUS);
    expect(fallback).toMatchObject({
      contentLang: 'en',
      urlLocale: 'de',
      fallback: true,
      defaultRoute: '/b/',
    });
    expect(fallback?.entry).toBe(routes.get('/b/'));
    expect(fallback?.languages).toEqual([{ lang: 'en', route: '/b/' }]);
  });

  it('finds nothing for unknown locales, unknown pages or pages the reader may not read', () => {
    expect(pageInLanguage(store, '/es/a/', ANONYMOUS)).toBeUndefined();
    expect(pageInLanguage(store, '/fr/nowhere/', ANONYMOUS)).toBeUndefined();
    expect(pageInLanguage(store, '/fr/secret/', ANONYMOUS)).toBeUndefined();
    // A translation is never the fallback of another locale.
    expect(pageInLanguage(store, '/de/fr/a/', ANONYMOUS)).toBeUndefined();
  });
});
