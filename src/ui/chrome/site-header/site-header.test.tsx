import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Account } from '../../../schemas/account.ts';
import type { BuiltBranding } from '../../../schemas/branding.ts';
import { attr, elementsWithTestId, tagsWithTestId, textOf } from '../../kit/testing/markup.test-helper.ts';
import { testGlobalLinks, testLandings, testSite } from './header-fixture.test-helper.ts';
import { siteHeaderProps } from './header-props.ts';
import { SiteHeader } from './site-header.tsx';

const ann: Account = { id: 'u1', email: 'Ann@Example.com', avatarUrl: '/ann.png', screenName: 'Ann' };

function render(
  options: {
    path?: string;
    search?: string;
    account?: Account;
    myRequests?: boolean;
    locale?: 'en' | 'fr';
  } = {},
  extra: { transparent?: boolean; sticky?: 'all'; branding?: BuiltBranding } = {},
) {
  const props = siteHeaderProps({
    site: testSite({ myRequests: options.myRequests ?? false }),
    globalLinks: testGlobalLinks,
    landings: testLandings,
    features: new Set(),
    account: options.account,
    url: { pathname: options.path ?? '/', search: options.search ?? '' },
    locale: options.locale ?? 'en',
    ...extra,
  });
  return renderToStaticMarkup(<SiteHeader {...props} />);
}

const LIGHT = { url: '/api/content-file/aaaa/logo.svg', width: 128, height: 24 };
const ICON = { url: '/api/content-file/bbbb/icon.svg', width: 24, height: 24 };

describe('SiteHeader (server render)', () => {
  it('links home with the logo, switching to the icon logo at 1124px and narrower', () => {
    const html = render({}, { branding: { colors: {}, logo: { light: LIGHT, icon: ICON } } });
    expect(attr(tagsWithTestId(html, 'home-link')[0], 'href')).toBe('/');
    expect(html).toContain(
      '<source media="(max-width: 1124px)" srcSet="/api/content-file/bbbb/icon.svg" width="24" height="24"/>',
    );
    expect(html).toContain('<img src="/api/content-file/aaaa/logo.svg" alt="Developer home"');
    expect(html.match(/<picture/g)).toHaveLength(1);
  });

  it('adds a dark logo beside the light one, for CSS to show in the dark themes', () => {
    const dark = { url: '/api/content-file/cccc/dark.svg', width: 128, height: 24 };
    const html = render({}, { branding: { colors: {}, logo: { light: LIGHT, icon: ICON, dark } } });
    expect(html.match(/<picture/g)).toHaveLength(2);
    expect(html).toContain('<img src="/api/content-file/cccc/dark.svg" alt="Developer home"');
    // Without a dark icon, the narrow header keeps the one icon in both themes.
    expect(html.match(/srcSet="\/api\/content-file\/bbbb\/icon.svg"/g)).toHaveLength(2);
  });

  it('shows the portal name as text when the site has no logo', () => {
    const html = render();
    expect(html).not.toContain('<img');
    expect(html).toMatch(/data-testid="home-link"[^>]*><span[^>]*>Developer<\/span>/);
    // Its initial stands in at narrow widths, hidden from assistive technology (the name is not).
    expect(html).toMatch(/<span class="[^"]*monogram[^"]*" aria-hidden="true">D<\/span>/);
  });

  it('renders the items as links, drawer items to their pages, and marks Documentation on /cloud/', () => {
    const html = render({ path: '/cloud/', search: '?x=1' });
    const items = tagsWithTestId(html, 'header-nav-item');
    expect(items.map((tag) => attr(tag, 'href'))).toEqual([
      '/docs/',
      '/resources',
      '/apps/create/',
      '/changelog/',
    ]);
    expect(items.map((tag) => attr(tag, 'aria-current'))).toEqual(['true', undefined, undefined, undefined]);
    expect(items.map((tag) => attr(tag, 'data-drawer'))).toEqual([
      'documentation',
      'resources',
      undefined,
      undefined,
    ]);
    // Before hydration the drawer items are plain links: no expanded state to announce.
    expect(items.map((tag) => attr(tag, 'aria-expanded'))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    const onChangelog = tagsWithTestId(render({ path: '/changelog/' }), 'header-nav-item');
    expect(onChangelog.map((tag) => attr(tag, 'aria-current'))).toEqual([
      undefined,
      undefined,
      undefined,
      'page',
    ]);
  });

  it('never puts the drawers in the server HTML: their pages hold the same links', () => {
    const html = render({ path: '/cloud/' });
    expect(tagsWithTestId(html, 'documentation-drawer')).toEqual([]);
    expect(tagsWithTestId(html, 'resources-drawer')).toEqual([]);
    expect(html).not.toContain('Cloud 0');
  });

  it('gives items with children a closed dropdown behind a labelled toggle', () => {
    const html = render();
    const toggle = tagsWithTestId(html, 'header-submenu-toggle');
    expect(toggle).toHaveLength(1);
    expect(attr(toggle[0], 'aria-expanded')).toBe('false');
    expect(attr(toggle[0], 'aria-label')).toBe('Build links');
    const panel = elementsWithTestId(html, 'header-dropdown')[0] ?? '';
    expect(panel).toMatch(/^<div[^>]* hidden=""/);
    expect(attr(tagsWithTestId(html, 'header-dropdown')[0], 'id')).toBe(attr(toggle[0], 'aria-controls'));
    expect(panel).toContain('href="/apps/create/"');
  });

  it('renders every item in the bar until the browser has measured it: no More, the search labelled', () => {
    const html = render({ path: '/cloud/' });
    // Left to nav-fit-script.ts, which runs before the first paint.
    expect(attr(tagsWithTestId(html, 'site-header')[0], 'data-compact-search')).toBeUndefined();
    // Unmeasured, the CSS wraps the items and clips the rows below the bar.
    expect(html).toMatch(/<nav(?![^>]*data-measured)[^>]*aria-label="Main"/);
    expect(html).not.toContain('data-overflow');
    const more = tagsWithTestId(html, 'header-more')[0];
    expect(attr(more, 'data-active')).toBe('false');
    // More is the list's last entry, after the items.
    const list = /<ul[^>]*>([\s\S]*)<\/ul><\/nav>/.exec(html)?.[1] ?? '';
    expect(list.lastIndexOf('data-testid="header-more"')).toBeGreaterThan(
      list.lastIndexOf('data-testid="header-nav-item"'),
    );
    expect(tagsWithTestId(html, 'header-more-item')).toEqual([]);
    expect(textOf(elementsWithTestId(html, 'search-link')[0] ?? '')).toBe('Search');
    expect(attr(tagsWithTestId(html, 'search-link')[0], 'title')).toBe('Search');
  });

  it('shows the changelog indicator unless the changelog is the current page', () => {
    expect(tagsWithTestId(render({ path: '/cloud/' }), 'changelog-indicator')).toHaveLength(1);
    expect(tagsWithTestId(render({ path: '/changelog/' }), 'changelog-indicator')).toEqual([]);
  });

  it('signed out: search, Support and a Sign in link that returns to the current URL', () => {
    const html = render({ path: '/cloud/a/', search: '?q=1' });
    expect(attr(tagsWithTestId(html, 'search-link')[0], 'href')).toBe('/search/');
    expect(attr(tagsWithTestId(html, 'support-link')[0], 'href')).toBe('/support');
    const signIn = tagsWithTestId(html, 'sign-in-link')[0];
    expect(attr(signIn, 'href')).toBe('/account/login?returnTo=%2Fcloud%2Fa%2F%3Fq%3D1');
    expect(textOf(elementsWithTestId(html, 'sign-in-link')[0] ?? '')).toBe('Sign in');
    expect(tagsWithTestId(html, 'profile-trigger')).toEqual([]);
  });

  it('signed in: avatar and screen name instead of Sign in; no avatar without avatarUrl', () => {
    const html = render({ account: ann });
    expect(tagsWithTestId(html, 'sign-in-link')).toEqual([]);
    const trigger = elementsWithTestId(html, 'profile-trigger')[0] ?? '';
    expect(attr(tagsWithTestId(html, 'profile-trigger')[0], 'aria-label')).toBe(
      'Profile and settings for Ann',
    );
    expect(textOf(trigger)).toBe('Ann');
    expect(trigger).toContain('src="/ann.png"');
    const noAvatar = elementsWithTestId(
      render({ account: { ...ann, avatarUrl: undefined } }),
      'profile-trigger',
    )[0];
    expect(noAvatar).not.toContain('data-testid="avatar"');
    // An empty screen name is not signed in (spec §3).
    expect(tagsWithTestId(render({ account: { ...ann, screenName: '' } }), 'sign-in-link')).toHaveLength(1);
  });

  it('shows My Requests instead of Support only with the feature on and an avatar (spec §6)', () => {
    const on = render({ account: ann, myRequests: true });
    expect(tagsWithTestId(on, 'support-link')).toEqual([]);
    expect(attr(tagsWithTestId(on, 'my-requests')[0], 'href')).toBe(
      'https://support.example.com/requests?page=1&amp;statuses=open',
    );
    for (const html of [
      render({ account: ann, myRequests: false }),
      render({ account: { ...ann, avatarUrl: undefined }, myRequests: true }),
      render({ myRequests: true }),
    ]) {
      expect(tagsWithTestId(html, 'my-requests')).toEqual([]);
      expect(tagsWithTestId(html, 'support-link')).toHaveLength(1);
    }
  });

  it('has a menu button for the mobile navigation drawer, closed', () => {
    const button = tagsWithTestId(render(), 'menu-button')[0];
    expect(attr(button, 'aria-expanded')).toBe('false');
    expect(render()).not.toContain('data-testid="mobile-nav"');
  });

  it('is opaque and sticky on desktop by default, transparent or sticky everywhere on request', () => {
    const header = (html: string) => tagsWithTestId(html, 'site-header')[0];
    expect(attr(header(render()), 'data-transparent')).toBe('false');
    expect(attr(header(render()), 'data-sticky')).toBe('desktop');
    expect(attr(header(render({}, { transparent: true })), 'data-transparent')).toBe('true');
    expect(attr(header(render({}, { sticky: 'all' })), 'data-sticky')).toBe('all');
  });

  it('speaks the page locale', () => {
    const html = render({ locale: 'fr' });
    expect(textOf(elementsWithTestId(html, 'sign-in-link')[0] ?? '')).toBe('Se connecter');
    expect(html).toContain('aria-label="Navigation principale"');
  });
});
