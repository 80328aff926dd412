import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { attr, elementsWithTestId, tagsWithTestId, textOf } from '../layout/markup.test-helper.ts';
import { SiteFooter } from './site-footer.tsx';

const site = { vendorName: 'Acme', developerHost: 'developer.example.com' };
const globalLinks = {
  footer: {
    links: [
      { title: 'Acme', href: 'https://acme.example.com/' },
      { title: 'Changelog', href: '/changelog/' },
    ],
    support: { header: '/support', mobile: '/support/' },
  },
};

describe('SiteFooter', () => {
  it('renders the footer links with external ones opening a new tab', () => {
    const html = renderToStaticMarkup(<SiteFooter site={site} globalLinks={globalLinks} year={2030} />);
    const links = tagsWithTestId(html, 'footer-link');
    expect(links.map((tag) => attr(tag, 'href'))).toEqual(['https://acme.example.com/', '/changelog/']);
    expect(attr(links[0], 'target')).toBe('_blank');
    expect(attr(links[1], 'target')).toBeUndefined();
    expect(html).toMatch(/^<footer/);
  });

  it("prints '© {year} {vendorName}', the current year by default", () => {
    const explicit = renderToStaticMarkup(<SiteFooter site={site} globalLinks={globalLinks} year={2030} />);
    expect(textOf(elementsWithTestId(explicit, 'copyright')[0] ?? '')).toBe('© 2030 Acme');
    const current = renderToStaticMarkup(<SiteFooter site={site} globalLinks={globalLinks} />);
    expect(textOf(elementsWithTestId(current, 'copyright')[0] ?? '')).toBe(
      `© ${new Date().getFullYear()} Acme`,
    );
  });
});
