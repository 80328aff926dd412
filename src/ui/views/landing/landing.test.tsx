import { TEST_ICON_URLS } from '../../kit/icons/icon-urls.test-helper.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  attr,
  elementHtml,
  elementsWithTestId,
  headingSkips,
  tagsWithTestId,
  textOf,
} from '../../kit/testing/markup.test-helper.ts';
import { toLandingSectionsProps } from './landing-data.ts';
import { cloudLandingFixture } from './landing-fixture.test-helper.ts';
import { LandingPage } from './landing-page.tsx';
import { LandingSections } from './landing-sections.tsx';
import { LANDING_CATALOGUES } from './messages.ts';
import { payloadFor } from '../../i18n/catalogues.ts';
import type { Locale } from '../../../core/i18n/locale.ts';

const site = { developerHost: 'developer.example.com' };

function renderLanding(page = cloudLandingFixture(), locale: Locale = 'en') {
  return renderToStaticMarkup(
    <LandingPage
      page={page}
      site={site}
      i18n={payloadFor(locale, ...LANDING_CATALOGUES)}
      icons={TEST_ICON_URLS}
    >
      <LandingSections {...toLandingSectionsProps(page, site, locale, {}, TEST_ICON_URLS)} />
    </LandingPage>,
  );
}

describe('LandingPage', () => {
  it('speaks the locale of its payloads, static title area and island alike', () => {
    const html = renderLanding(cloudLandingFixture(), 'fr');
    expect(html).toContain('aria-label="Documentation associée"');
    expect(html).toContain('aria-label="En savoir plus sur ');
    expect(html).not.toContain('More about');
  });

  it('renders the title area with the exact content texts and links', () => {
    const html = renderLanding();
    expect(html).toContain('<h1');
    expect(textOf(elementHtml(html, '<h1'))).toBe('Cloud developer documentation');
    expect(html).toContain('<img src="/icons/cloud.svg" alt=""');
    const intro = elementHtml(html, tagsWithTestId(html, 'landing-intro')[0] ?? '');
    expect(textOf(intro)).toBe('Read the developer guide first for the high-level concepts.');
    expect(intro).toContain('<a href="/platform/guide/">developer guide</a>');
    const switchLink = tagsWithTestId(html, 'switch-link')[0];
    expect(attr(switchLink, 'href')).toBe('/server/');
    expect(textOf(elementHtml(html, switchLink ?? ''))).toBe('View Data Center developer documentation');
    expect(attr(tagsWithTestId(html, 'comparison-link')[0], 'href')).toBe('/platform/compare/');
  });

  it('renders only visible sections, each labelled by its h2, with a valid heading order', () => {
    const html = renderLanding();
    const sections = tagsWithTestId(html, 'landing-section');
    expect(sections.map((tag) => attr(tag, 'data-section-id'))).toEqual(['news', 'products', 'guides']);
    expect(html).not.toContain('Nothing here');
    expect(attr(sections[0], 'aria-labelledby')).toBe('landing-section-news');
    expect(html).toContain('<h2 id="landing-section-news"');
    expect(headingSkips(html)).toEqual([]);
  });

  it('gives an announcement-only section the smaller heading style but keeps it an h2', () => {
    const html = renderLanding();
    const newsHeading = /<h2 id="landing-section-news" class="([^"]*)"/.exec(html)?.[1];
    const productsHeading = /<h2 id="landing-section-products" class="([^"]*)"/.exec(html)?.[1];
    expect(newsHeading).toMatch(/headingSmall/);
    expect(productsHeading).not.toMatch(/headingSmall/);
  });

  it('renders the announcement text with the link in place of {link}', () => {
    const html = renderLanding();
    const announcement = elementHtml(html, tagsWithTestId(html, 'announcement')[0] ?? '');
    expect(textOf(announcement)).toBe('Read about the new APIs in the changelog.');
    expect(attr(tagsWithTestId(html, 'announcement-link')[0], 'href')).toBe('/changelog/');
  });

  it('renders product tiles with one link, a 25px icon and the subtitle; no icon for products without a file', () => {
    const html = renderLanding();
    const tiles = elementsWithTestId(html, 'product-tile');
    expect(tiles).toHaveLength(2);
    expect(tiles[0]?.match(/<a /g)).toHaveLength(1);
    expect(tiles[0]).toContain('<img src="/icons/jira.svg" alt="" width="25" height="25"');
    expect(textOf(tiles[0] ?? '')).toContain('Issue tracking');
    expect(tiles[1]).not.toContain('<img');
    expect(html).toContain('data-category="product"');
  });

  it('renders tiles with a 21px icon, capped sub-links, hover descriptions and external link handling', () => {
    const html = renderLanding();
    const tiles = elementsWithTestId(html, 'tile');
    expect(tiles).toHaveLength(3);
    expect(tiles[0]).toContain('<img src="/icons/forge.svg" alt="" width="21" height="21"');
    expect(tiles[0]?.match(/<li>/g)).toHaveLength(3);
    expect(tiles[0]).not.toContain('Four');
    expect(attr(tagsWithTestId(tiles[0] ?? '', 'tile-description')[0], 'data-on-hover')).toBe('true');
    expect(attr(tagsWithTestId(tiles[1] ?? '', 'tile-description')[0], 'data-on-hover')).toBe('false');
    expect(tiles[1]).toContain('target="_blank" rel="noopener noreferrer"');
    expect(tiles[0]).not.toContain('target="_blank"');
  });

  it('distinguishes row from column flow and sets the column-flow row counts', () => {
    const html = renderLanding();
    const grids = [...html.matchAll(/<ul class="([^"]*)" style="([^"]*)" data-grid-flow="(row|column)"/g)];
    const byFlow = grids.map(([, cls, style, flow]) => ({ flow, column: /column/.test(cls ?? ''), style }));
    expect(byFlow.map((g) => [g.flow, g.column])).toEqual([
      ['column', true],
      ['row', false],
      ['column', true],
    ]);
    // Two product tiles over at most two columns: one row per column from tablet up.
    expect(byFlow[0]?.style).toBe('--rows-tablet:1;--rows-desktop:1');
  });

  it('marks a highlighted group and renders the group subtitle as a heading above h4 tiles', () => {
    const html = renderLanding();
    expect(tagsWithTestId(html, 'tile-group').map((tag) => attr(tag, 'data-highlighted'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    expect(html).toMatch(/<h3 class="[^"]*subtitle[^"]*">Cloud products<\/h3>/);
    expect(elementHtml(html, tagsWithTestId(html, 'product-tile')[0] ?? '')).toContain('<h4');
  });
});
