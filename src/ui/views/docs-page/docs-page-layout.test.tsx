import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NavigationSchema } from '../../../schemas/navigation.ts';
import { attr, tagsWithTestId } from '../../kit/testing/markup.test-helper.ts';
import { DocsPageLayout, type DocsPageLayoutProps } from './docs-page-layout.tsx';
import { payloadFor } from '../../i18n/catalogues.ts';
import { DOCS_PAGE_CATALOGUES } from './messages.ts';

const navigation = NavigationSchema.parse({
  name: 'p',
  title: 'Package',
  url: '/cloud/p/',
  categories: [
    {
      name: 'devguide',
      title: 'Guides',
      subcategories: [{ title: 'S', items: [{ title: 'Page', url: '/cloud/p/page/' }] }],
    },
  ],
});

const render = (overrides: Partial<DocsPageLayoutProps> = {}) =>
  renderToStaticMarkup(
    <DocsPageLayout
      page={{ route: '/cloud/p/page/', title: 'The page' }}
      site={{ sampleContent: false, developerHost: 'developer.example.com' }}
      navigation={navigation}
      hasH1={false}
      productHeader={<div data-testid="ph-slot" />}
      onThisPage={<nav data-testid="toc-slot" />}
      i18n={payloadFor('en', ...DOCS_PAGE_CATALOGUES)}
      {...overrides}
    >
      <div data-testid="article-html" />
    </DocsPageLayout>,
  );

describe('DocsPageLayout', () => {
  it('orders product header, side nav, main article and on-this-page', () => {
    const html = render();
    const order = ['ph-slot', 'side-nav', 'main-content', 'article-html', 'toc-slot'].map((marker) =>
      html.indexOf(marker),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toMatch(/<main id="main-content"/);
    expect(html).toContain('aria-current="page"');
  });

  it('puts the page feedback slot inside main, after the article and before the edit link', () => {
    const html = render({
      page: { route: '/cloud/p/page/', title: 'The page', editUrl: 'https://git.example.com/edit/page.md' },
      pageFeedback: <div data-testid="feedback-slot" />,
    });
    const order = ['main-content', 'article-html', 'feedback-slot', 'edit-link', '</main>'].map((marker) =>
      html.indexOf(marker),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(render()).not.toContain('feedback-slot');
  });

  it('renders the page title as h1 only when the article has none', () => {
    expect(render()).toContain('>The page</h1>');
    expect(render({ hasH1: true })).not.toContain('<h1');
  });

  it('shows the sample-content notice and the edit link only when configured', () => {
    const plain = render();
    expect(plain).not.toContain('sample-content-notice');
    expect(plain).not.toContain('edit-link');
    const full = render({
      site: { sampleContent: true, developerHost: 'developer.example.com' },
      page: { route: '/cloud/p/page/', title: 'The page', editUrl: 'https://git.example.com/edit/page.md' },
    });
    expect(attr(tagsWithTestId(full, 'sample-content-notice')[0], 'role')).toBe('note');
    const edit = tagsWithTestId(full, 'edit-link')[0];
    expect(attr(edit, 'href')).toBe('https://git.example.com/edit/page.md');
    expect(attr(edit, 'target')).toBe('_blank');
  });

  it('renders its own texts, the side nav and links in the payload locale', () => {
    const html = render({
      site: { sampleContent: true, developerHost: 'developer.example.com' },
      page: { route: '/cloud/p/page/', title: 'The page', editUrl: 'https://git.example.com/edit/page.md' },
      i18n: payloadFor('fr', ...DOCS_PAGE_CATALOGUES),
    });
    expect(html).toContain('>Modifier cette page<');
    expect(html).toContain('aria-label="Navigation de la documentation"');
    expect(html).toContain('(s’ouvre dans un nouvel onglet)');
    expect(html).toContain('Ceci est un contenu d’exemple');
  });

  it('drops the side-nav column without a navigation and the toc column without the slot', () => {
    const html = render({ navigation: null, onThisPage: undefined });
    expect(html).not.toContain('data-testid="side-nav"');
    expect(html).not.toContain('<aside');
    expect(html).toContain('data-has-side-nav="false" data-has-toc="false"');
  });
});
