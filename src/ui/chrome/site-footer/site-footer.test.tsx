import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { payloadFor } from '../../i18n/catalogues.ts';
import { layoutMessages } from '../layout/messages.ts';
import { attr, elementsWithTestId, tagsWithTestId, textOf } from '../../kit/testing/markup.test-helper.ts';
import { siteFooterMessages } from './messages.ts';
import { SiteFooter, type SiteFooterProps } from './site-footer.tsx';

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
const i18n = payloadFor('en', siteFooterMessages, layoutMessages);
const render = (props: Partial<SiteFooterProps> = {}) =>
  renderToStaticMarkup(<SiteFooter site={site} globalLinks={globalLinks} i18n={i18n} {...props} />);

describe('SiteFooter', () => {
  it('renders the footer links with external ones opening a new tab', () => {
    const html = render({ year: 2030 });
    const links = tagsWithTestId(html, 'footer-link');
    expect(links.map((tag) => attr(tag, 'href'))).toEqual(['https://acme.example.com/', '/changelog/']);
    expect(attr(links[0], 'target')).toBe('_blank');
    expect(attr(links[1], 'target')).toBeUndefined();
    expect(html).toMatch(/^<footer/);
    expect(html).toContain('<nav aria-label="Footer">');
  });

  it("prints '© {year} {vendorName}', the current year by default", () => {
    expect(textOf(elementsWithTestId(render({ year: 2030 }), 'copyright')[0] ?? '')).toBe('© 2030 Acme');
    expect(textOf(elementsWithTestId(render(), 'copyright')[0] ?? '')).toBe(
      `© ${new Date().getFullYear()} Acme`,
    );
  });

  it('puts the cookie preferences slot last in the link list, and the controls in a labelled group', () => {
    const html = render({
      cookiePreferences: <button type="button">Cookie preferences</button>,
      controls: <select aria-label="Language" />,
    });
    const list = elementsWithTestId(html, 'footer-links')[0] ?? '';
    expect(list).toMatch(/<li[^>]*><button type="button">Cookie preferences<\/button><\/li><\/ul>$/);
    expect(html).toMatch(/<div[^>]*role="group" aria-label="Site settings"[^>]*><select/);
  });

  it('leaves both out when no islands are given', () => {
    const html = render();
    expect(html).not.toContain('role="group"');
    expect((elementsWithTestId(html, 'footer-links')[0]?.match(/<li/g) ?? []).length).toBe(2);
  });

  it('speaks the payload locale', () => {
    const html = render({ i18n: payloadFor('fr', siteFooterMessages, layoutMessages), year: 2030 });
    expect(html).toContain('aria-label="Pied de page"');
  });
});
