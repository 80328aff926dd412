import { describe, expect, it } from 'vitest';
import { toLandingSections, toLandingSectionsProps } from './landing-data.ts';
import { cloudLandingFixture } from './landing-fixture.test-helper.ts';

describe('toLandingSections', () => {
  it('hides a section with no items in any group', () => {
    const ids = toLandingSections(cloudLandingFixture()).map((section) => section.id);
    expect(ids).toEqual(['news', 'products', 'guides']);
  });

  it('hides a section whose items the access policy refuses, and drops emptied groups', () => {
    const sections = toLandingSections(cloudLandingFixture(), {
      isItemVisible: (item) => item.href !== '/changelog/' && item.href !== '/cloud/rest/',
    });
    expect(sections.map((section) => section.id)).toEqual(['products', 'guides']);
    expect(sections.find((section) => section.id === 'guides')?.groups).toHaveLength(1);
  });

  it('flags a section whose only group is an announcement, and only that one', () => {
    const flags = Object.fromEntries(
      toLandingSections(cloudLandingFixture()).map((section) => [section.id, section.announcementOnly]),
    );
    expect(flags).toEqual({ news: true, products: false, guides: false });
  });

  it('splits the announcement text around its one link', () => {
    const [news] = toLandingSections(cloudLandingFixture());
    expect(news?.groups[0]).toEqual({
      kind: 'announcement',
      before: 'Read about ',
      after: ' in the changelog.',
      link: { title: 'the new APIs', href: '/changelog/' },
    });
  });

  it('caps sub-links at maxSubLinks (3 by default, configurable)', () => {
    const subLinkCount = (maxSubLinks?: number) => {
      const page = cloudLandingFixture(maxSubLinks === undefined ? {} : { maxSubLinks });
      const group = toLandingSections(page).find((section) => section.id === 'guides')?.groups[0];
      return group?.kind === 'tiles' ? group.items[0]?.subLinks.map((link) => link.title) : undefined;
    };
    expect(subLinkCount()).toEqual(['One', 'Two', 'Three']);
    expect(subLinkCount(1)).toEqual(['One']);
    expect(subLinkCount(0)).toEqual([]);
  });

  it('keeps group options and defaults gridFlow to column', () => {
    const guides = toLandingSections(cloudLandingFixture()).find((section) => section.id === 'guides');
    expect(
      guides?.groups.map((group) => (group.kind === 'tiles' ? [group.gridFlow, group.isHighlighted] : null)),
    ).toEqual([
      ['row', true],
      ['column', false],
    ]);
  });

  it('leaves out access data and empty fields, keeping island props small', () => {
    const products = toLandingSections(cloudLandingFixture()).find((section) => section.id === 'products');
    const group = products?.groups[0];
    expect(group?.kind === 'tiles' && group.items[1]).toEqual({
      title: 'Help desk',
      href: '/cloud/jira/service-desk/',
      icon: { product: 'JiraServiceDesk' },
      descriptionOnHover: false,
      subLinks: [],
    });
    expect(JSON.stringify(products)).not.toContain('privilege');
  });
});

describe('toLandingSectionsProps', () => {
  it('uses the developer guide title as the content-set title and carries the screen name', () => {
    const props = toLandingSectionsProps(
      cloudLandingFixture(),
      { developerHost: 'developer.example.com' },
      'fr',
    );
    expect(props.contentSetTitle).toBe('developer guide');
    expect(props.screenName).toBe('cloud');
    expect(props.developerHost).toBe('developer.example.com');
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
    // The island's payload: French, and only the strings its tiles and links use.
    expect(props.i18n.locale).toBe('fr');
    expect(props.i18n.messages['landing.subLinksLabel']).toBe('En savoir plus sur {title}');
    expect(Object.keys(props.i18n.messages).sort()).toEqual([
      'landing.otherLinksLabel',
      'landing.subLinksLabel',
      'layout.opensInNewTab',
      'layout.skipToContent',
    ]);
  });
});
