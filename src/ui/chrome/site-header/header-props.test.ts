import { describe, expect, it } from 'vitest';
import { testGlobalLinks, testLandings, testSite } from './header-fixture.test-helper.ts';
import { headerPartsData, siteHeaderProps } from './header-props.ts';

const props = (features: string[], locale: 'en' | 'fr' = 'en') =>
  siteHeaderProps({
    site: testSite(),
    globalLinks: testGlobalLinks,
    landings: testLandings,
    features: new Set(features),
    account: undefined,
    url: { pathname: '/cloud/', search: '?q=1' },
    locale,
  });

const parts = (features: string[], locale: 'en' | 'fr' = 'en') =>
  headerPartsData({ globalLinks: testGlobalLinks, features: new Set(features), locale });

describe('siteHeaderProps', () => {
  it('keeps global secondary links without a featureKey or with an enabled one (spec §2.5)', () => {
    const titles = (features: string[]) => parts(features).links.resourcesSecondaryLinks.map((l) => l.title);
    expect(titles([])).toEqual(['Home']);
    expect(titles(['graphqlApi'])).toEqual(['Home', 'GraphQL API']);
    expect(titles(['beta', 'graphqlApi', 'other'])).toEqual(['Home', 'GraphQL API', 'Beta']);
  });

  it('passes the request URL without hash, the features and the site flags', () => {
    const p = props(['b', 'a']);
    expect(p.currentUrl).toBe('/cloud/?q=1');
    expect(p.features).toEqual(['a', 'b']);
    expect(p.site).toEqual({
      portalName: 'Developer',
      vendorName: 'Example Co',
      developerHost: 'developer.example.com',
      locales: ['en', 'fr'],
      myRequests: false,
    });
    expect(p.sticky).toBe('desktop');
    expect(p.transparent).toBe(false);
    expect(p.links.support.portal).toBe('https://support.example.com/requests');
    expect(Object.keys(p.links)).not.toContain('footer');
  });

  it("ships the header's and drawers' strings in the page locale, and no others", () => {
    // English reads as the catalogues the header's code imports: its props carry none of it.
    expect(props([]).i18n).toEqual({ locale: 'en', messages: {} });
    const fr = props([], 'fr').i18n;
    expect(fr.locale).toBe('fr');
    expect(fr.messages['siteHeader.signIn']).toBe('Se connecter');
    expect(fr.messages['drawers.docsTabs']).toBe('Documentation pour');
    expect(Object.keys(fr.messages).some((id) => id.startsWith('article.'))).toBe(false);
  });

  it('leaves what only the drawers use to their own data: their links and the mobile strings', () => {
    const page = props(['graphqlApi']);
    expect(Object.keys(page.links).sort()).toEqual(['header', 'landings', 'support']);
    expect(page.i18n.messages['mobileNav.back']).toBeUndefined();
    const lazy = parts([], 'fr');
    expect(lazy.i18n.locale).toBe('fr');
    expect(lazy.i18n.messages['mobileNav.back']).toBeDefined();
    expect(lazy.i18n.messages['siteHeader.signIn']).toBeUndefined();
    expect(lazy.links.cloudDocsLinksV2).toEqual(testGlobalLinks.cloudDocsLinksV2);
  });
});
