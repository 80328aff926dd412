import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { HeaderNavItem } from '../../../schemas/global-links.ts';
import { payloadFor } from '../../i18n/catalogues.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { layoutMessages } from '../layout/messages.ts';
import { attr, elementsWithTestId, tagsWithTestId, textOf } from '../../kit/testing/markup.test-helper.ts';
import { testGlobalLinks } from './header-fixture.test-helper.ts';
import { siteHeaderMessages } from './messages.ts';
import { MoreMenu } from './more-menu.tsx';

const community: HeaderNavItem = {
  id: 'community',
  title: 'Community',
  href: 'https://community.example.com/',
  selectedOn: [],
  children: [],
  isChangelog: false,
};

function render(
  items: readonly HeaderNavItem[],
  options: { selectedId?: string; locale?: 'en' | 'fr' } = {},
): string {
  return renderToStaticMarkup(
    <I18nProvider value={payloadFor(options.locale ?? 'en', siteHeaderMessages, layoutMessages)}>
      <MoreMenu
        items={items}
        selectedId={options.selectedId}
        current={options.selectedId === undefined ? undefined : 'page'}
        developerHost="developer.example.com"
        rootRef={() => undefined}
      />
    </I18nProvider>,
  );
}

describe('MoreMenu (server render)', () => {
  it('is an inactive list entry while every item fits', () => {
    const html = render([]);
    const root = tagsWithTestId(html, 'header-more')[0];
    expect(root).toMatch(/^<li\b/);
    expect(attr(root, 'data-active')).toBe('false');
    expect(tagsWithTestId(html, 'header-more-item')).toEqual([]);
  });

  it('lists the items that do not fit, in order, behind a closed disclosure button', () => {
    const html = render([...testGlobalLinks.header.slice(1), community]);
    expect(attr(tagsWithTestId(html, 'header-more')[0], 'data-active')).toBe('true');
    const button = tagsWithTestId(html, 'header-more-button')[0];
    expect(attr(button, 'type')).toBe('button');
    expect(attr(button, 'aria-expanded')).toBe('false');
    expect(textOf(elementsWithTestId(html, 'header-more-button')[0] ?? '')).toBe('More');
    const panel = tagsWithTestId(html, 'header-more-panel')[0];
    expect(attr(panel, 'id')).toBe(attr(button, 'aria-controls'));
    expect(attr(panel, 'hidden')).toBe('');
    const items = tagsWithTestId(html, 'header-more-item');
    // Drawer items link to their pages; external links open in a new tab.
    expect(items.map((tag) => attr(tag, 'href'))).toEqual([
      '/resources',
      '/apps/create/',
      '/changelog/',
      'https://community.example.com/',
    ]);
    expect(attr(items[3], 'target')).toBe('_blank');
  });

  it("lists an item's dropdown links under it, labelled like its dropdown", () => {
    const build = testGlobalLinks.header.find((item) => item.id === 'build')!;
    const html = render([build]);
    expect(html).toContain('aria-label="Build links"');
    expect(html).toContain('href="/apps/create/"');
    expect(render([build], { locale: 'fr' })).toContain('aria-label="Liens\u00a0: Build"');
  });

  it('marks the selected item and the button when the current page is inside', () => {
    const html = render(testGlobalLinks.header, { selectedId: 'documentation' });
    const items = tagsWithTestId(html, 'header-more-item');
    expect(items.map((tag) => attr(tag, 'aria-current'))).toEqual(['page', undefined, undefined, undefined]);
    expect(attr(tagsWithTestId(html, 'header-more-button')[0], 'data-current')).toBe('true');
    const other = render([community], { selectedId: 'documentation' });
    expect(attr(tagsWithTestId(other, 'header-more-button')[0], 'data-current')).toBe('false');
  });

  it("keeps the changelog item's notification indicator, with its hidden text", () => {
    const changelog = testGlobalLinks.header.find((item) => item.id === 'changelog')!;
    expect(textOf(elementsWithTestId(render([changelog]), 'header-more-item')[0] ?? '')).toBe(
      'Changelog new entries',
    );
    const selected = render([changelog], { selectedId: 'changelog' });
    expect(textOf(elementsWithTestId(selected, 'header-more-item')[0] ?? '')).toBe('Changelog');
  });

  it('speaks the page locale', () => {
    const html = render([community], { locale: 'fr' });
    expect(textOf(elementsWithTestId(html, 'header-more-button')[0] ?? '')).toBe('Plus');
    expect(html).toContain('(s’ouvre dans un nouvel onglet)');
  });
});
