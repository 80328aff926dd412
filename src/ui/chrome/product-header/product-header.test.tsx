import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NavigationSchema } from '../../../schemas/navigation.ts';
import { attr, elementsWithTestId, tagsWithTestId, textOf } from '../../kit/testing/markup.test-helper.ts';
import { ProductHeader } from './product-header.tsx';
import { reduceNavigation } from './reduce-navigation.ts';
import { payloadFor } from '../../i18n/catalogues.ts';
import { productHeaderMessages } from './messages.ts';
import { navigationAnswer } from './navigation-source.ts';

const nav = reduceNavigation(
  NavigationSchema.parse({
    name: 'confluence',
    title: 'Confluence Data Center',
    url: '/server/confluence/',
    categories: [
      {
        name: 'devguide',
        title: 'Guides',
        subcategories: [{ title: 'Start', items: [{ title: 'Intro', url: '/server/confluence/intro/' }] }],
      },
      {
        name: 'reference',
        title: 'Reference',
        subcategories: [{ title: 'APIs', items: [{ title: 'Java', url: '/server/confluence/java/' }] }],
      },
      { name: 'reference', title: 'Confluence REST', url: '/server/confluence/rest/' },
    ],
  }),
);

const EN = payloadFor('en', productHeaderMessages);
const BOTH = { cloud: '/cloud/', server: '/server/' };

describe('ProductHeader (server render)', () => {
  it('takes its labels from the payload locale', () => {
    const html = renderToStaticMarkup(
      <ProductHeader
        developerHost="developer.example.com"
        nav={null}
        route="/cloud/x/"
        landings={BOTH}
        i18n={payloadFor('fr', productHeaderMessages)}
      />,
    );
    expect(textOf(html)).toContain('DéveloppeurDocumentation développeur');
    expect(html).toContain('>Documentation cloud</a>');
    expect(html).toContain('aria-label="Produit"');
  });

  it('renders the title, subtitle and appearance for the route', () => {
    const html = renderToStaticMarkup(
      <ProductHeader
        developerHost="developer.example.com"
        nav={nav}
        route="/server/confluence/intro/"
        landings={BOTH}
        i18n={EN}
      />,
    );
    expect(attr(tagsWithTestId(html, 'product-header')[0], 'data-appearance')).toBe('server-legacy');
    expect(attr(tagsWithTestId(html, 'product-title')[0], 'href')).toBe('/server/confluence/');
    expect(textOf(html)).toContain('DeveloperConfluence Data Center');
  });

  it('renders Guides as a link, the other categories with subitems as collapsed disclosure buttons', () => {
    const html = renderToStaticMarkup(
      <ProductHeader
        developerHost="developer.example.com"
        nav={nav}
        route="/server/confluence/intro/"
        landings={BOTH}
        i18n={EN}
      />,
    );
    const items = tagsWithTestId(html, 'category-item');
    expect(items.map((tag) => tag.slice(1, tag.indexOf(' ')))).toEqual(['a', 'button', 'a']);
    expect(attr(items[0], 'aria-current')).toBe('true');
    const button = items[1];
    expect(attr(button, 'aria-expanded')).toBe('false');
    const panelId = attr(button, 'aria-controls');
    expect(html).toContain(`<div id="${panelId}" class="`);
    expect(html).toMatch(new RegExp(`<div id="${panelId}" class="[^"]*" hidden="">`));
    expect(textOf(elementsWithTestId(html, 'category-item')[2] ?? '')).toBe('REST API');
  });

  it('renders the documentation switcher with the fixed entries and a closed drawer trigger', () => {
    const html = renderToStaticMarkup(
      <ProductHeader
        developerHost="developer.example.com"
        nav={null}
        route="/cloud/x/"
        landings={BOTH}
        i18n={EN}
      />,
    );
    expect(attr(tagsWithTestId(html, 'product-header')[0], 'data-appearance')).toBe('legacy');
    expect(textOf(html)).toContain('Developer Docs');
    expect(
      [...html.matchAll(/<a href="([^"]*)"[^>]*>(Cloud documentation|Server documentation|Home)</g)].map(
        (m) => m[1],
      ),
    ).toEqual(['/cloud/', '/server/', '/']);
    const trigger = tagsWithTestId(html, 'docs-nav-trigger')[0];
    expect(attr(trigger, 'aria-expanded')).toBe('false');
    expect(attr(trigger, 'aria-haspopup')).toBe('dialog');
    expect(html).not.toContain('docs-nav-drawer');
  });

  it('renders a navigation answer’s server value as it renders the same navigation in props', () => {
    const render = (props: { nav: typeof nav } | { navAnswer: ReturnType<typeof navigationAnswer> }) =>
      renderToStaticMarkup(
        <ProductHeader
          developerHost="developer.example.com"
          route="/server/confluence/intro/"
          landings={BOTH}
          i18n={EN}
          {...props}
        />,
      ).replaceAll(/<!--\/?\$-->/g, '');
    const inProps = render({ nav });
    expect(inProps).toContain('Confluence Data Center');
    expect(render({ navAnswer: navigationAnswer('/api/island-data/product-nav?path=/x/', nav) })).toBe(
      inProps,
    );
  });
});
