import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeaderNavItemSchema } from '../../schemas/global-links.ts';
import { attr, tagsWithTestId, textOf } from '../layout/markup.test-helper.ts';
import { SiteHeader } from './site-header.tsx';

const globalLinks = {
  header: [
    {
      id: 'docs',
      title: 'Documentation',
      href: '/docs/',
      drawer: 'documentation',
      selectedOn: ['/cloud/', '/server/'],
    },
    { id: 'changelog', title: 'Changelog', href: '/changelog/' },
  ].map((item) => HeaderNavItemSchema.parse(item)),
  footer: {
    links: [{ title: 'Status', href: 'https://status.example.com/' }],
    support: { header: '/support', mobile: '/support/' },
  },
};
const site = { portalName: 'Portico', developerHost: 'developer.example.com' };

describe('SiteHeader', () => {
  it('links home with the logo, switching to the icon logo at 1124px and narrower', () => {
    const html = renderToStaticMarkup(<SiteHeader site={site} globalLinks={globalLinks} currentUrl="/" />);
    expect(attr(tagsWithTestId(html, 'home-link')[0], 'href')).toBe('/');
    expect(html).toContain(
      '<source media="(max-width: 1124px)" srcSet="/_static/logo-icon.svg" width="24" height="24"/>',
    );
    expect(html).toContain('<img src="/_static/logo.svg" alt="Portico home"');
  });

  it('renders the header items as links and marks Documentation on /cloud/', () => {
    const html = renderToStaticMarkup(
      <SiteHeader site={site} globalLinks={globalLinks} currentUrl="/cloud/?x=1" />,
    );
    const items = tagsWithTestId(html, 'header-nav-item');
    expect(items.map((tag) => attr(tag, 'href'))).toEqual(['/docs/', '/changelog/']);
    expect(items.map((tag) => attr(tag, 'aria-current'))).toEqual(['true', undefined]);
    const onChangelog = renderToStaticMarkup(
      <SiteHeader site={site} globalLinks={globalLinks} currentUrl="/changelog/" />,
    );
    expect(tagsWithTestId(onChangelog, 'header-nav-item').map((tag) => attr(tag, 'aria-current'))).toEqual([
      undefined,
      'page',
    ]);
  });

  it('has search, support and a sign-in link that returns to the current URL', () => {
    const html = renderToStaticMarkup(
      <SiteHeader site={site} globalLinks={globalLinks} currentUrl="/cloud/a/?q=1#h" />,
    );
    expect(attr(tagsWithTestId(html, 'search-link')[0], 'href')).toBe('/search/');
    expect(attr(tagsWithTestId(html, 'support-link')[0], 'href')).toBe('/support');
    const signIn = tagsWithTestId(html, 'sign-in-link')[0];
    expect(attr(signIn, 'href')).toBe('/account/login?returnTo=%2Fcloud%2Fa%2F%3Fq%3D1%23h');
    expect(textOf(html)).toContain('Sign in');
  });

  it('is opaque and sticky on desktop by default, transparent on request', () => {
    const header = (transparent?: boolean) =>
      tagsWithTestId(
        renderToStaticMarkup(
          <SiteHeader site={site} globalLinks={globalLinks} currentUrl="/" transparent={transparent} />,
        ),
        'site-header',
      )[0];
    expect(attr(header(), 'data-transparent')).toBe('false');
    expect(attr(header(), 'data-sticky')).toBe('desktop');
    expect(attr(header(true), 'data-transparent')).toBe('true');
  });
});
