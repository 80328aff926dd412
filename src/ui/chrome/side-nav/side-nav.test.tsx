import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NavigationSchema, type Navigation } from '../../../schemas/navigation.ts';
import { textOf } from '../../kit/testing/markup.test-helper.ts';
import { SideNav } from './side-nav.tsx';
import { buildSideNav, type SideNavEntry } from './side-nav-data.ts';

const navigation: Navigation = NavigationSchema.parse({
  name: 'jira-platform',
  title: 'Jira Cloud platform',
  url: '/cloud/jira/platform/',
  categories: [
    {
      name: 'devguide',
      title: 'Guides',
      subcategories: [
        {
          title: 'Introduction',
          items: [
            { title: 'Getting started', url: '/cloud/jira/platform/getting-started/' },
            {
              title: 'Security',
              items: [
                { title: 'Authentication', url: '/cloud/jira/platform/security/auth/' },
                { title: 'Scopes', url: '/cloud/jira/platform/security/scopes/' },
              ],
            },
          ],
        },
        { title: 'Building apps', items: [{ title: 'Modules', url: '/cloud/jira/platform/modules/' }] },
        { title: 'Empty', items: [] },
      ],
    },
    { name: 'reference', title: 'Reference', url: '/cloud/jira/platform/rest/v3/intro/' },
    { name: 'help', title: 'Get help' },
    { name: 'universalchangelog', title: 'Changelog', url: '/changelog/' },
  ],
});

const titles = (entries: SideNavEntry[]) => entries.map((entry) => entry.title);
const openFolders = (entries: SideNavEntry[]): string[] =>
  entries.flatMap((entry) =>
    entry.kind === 'folder' ? [...(entry.open ? [entry.title] : []), ...openFolders(entry.items)] : [],
  );

describe('buildSideNav', () => {
  it('lists categories with content, leaving out the universal changelog, empty categories and subcategories', () => {
    const nav = buildSideNav(navigation, '/cloud/jira/platform/');
    expect(titles(nav.entries)).toEqual(['Guides', 'Reference']);
    const guides = nav.entries[0];
    expect(guides?.kind === 'folder' && titles(guides.items)).toEqual(['Introduction', 'Building apps']);
  });

  it('marks the current page and opens exactly the folders on its path', () => {
    const nav = buildSideNav(navigation, '/cloud/jira/platform/security/scopes');
    expect(openFolders(nav.entries)).toEqual(['Guides', 'Introduction', 'Security']);
    const html = renderToStaticMarkup(<SideNav developerHost="developer.example.com" nav={nav} />);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toMatch(
      /<a href="\/cloud\/jira\/platform\/security\/scopes\/" class="[^"]*" aria-current="page">Scopes<\/a>/,
    );
  });

  it('opens only the first category when the page is not in the navigation', () => {
    const nav = buildSideNav(navigation, '/somewhere/else/');
    expect(openFolders(nav.entries)).toEqual(['Guides']);
  });

  it('keeps all folders closed when the current page is a top-level link', () => {
    const nav = buildSideNav(navigation, '/cloud/jira/platform/rest/v3/intro/');
    expect(openFolders(nav.entries)).toEqual([]);
    expect(nav.entries[1]).toMatchObject({ kind: 'link', current: true });
  });
});

describe('SideNav', () => {
  it('renders a labelled nav of <details>, open only on the current path', () => {
    const html = renderToStaticMarkup(
      <SideNav
        developerHost="developer.example.com"
        nav={buildSideNav(navigation, '/cloud/jira/platform/modules/')}
      />,
    );
    expect(html).toMatch(/^<nav class="[^"]*" aria-label="Documentation navigation" data-testid="side-nav">/);
    expect(html.match(/<details open=""/g)).toHaveLength(2);
    expect(html.match(/<details/g)).toHaveLength(4);
    expect(textOf(html)).toContain('Jira Cloud platform');
    expect(html).not.toContain('<script');
  });
});

describe('SideNav changelog indicator', () => {
  const withChangelog: Navigation = NavigationSchema.parse({
    name: 'api',
    title: 'API',
    url: '/api/',
    categories: [
      {
        name: 'devguide',
        title: 'Guides',
        subcategories: [{ title: 'Start', items: [{ title: 'Intro', url: '/api/' }] }],
      },
      {
        name: 'changelog',
        title: 'Changelog',
        url: '',
        apiGroups: ['Issues', 'Projects'],
        subcategories: [{ title: 'Changelog', items: [{ title: 'API changelog', url: '/api/changelog/' }] }],
      },
    ],
  });

  it('renders a hidden dot with the API groups and a text alternative, unless the category is being read', () => {
    const html = renderToStaticMarkup(
      <SideNav developerHost="developer.example.com" nav={buildSideNav(withChangelog, '/api/')} />,
    );
    expect(html).toContain('data-changelog-dot="[&quot;Issues&quot;,&quot;Projects&quot;]"');
    expect(html).toMatch(
      /data-testid="changelog-indicator" hidden=""[^>]*><span class="visually-hidden"> new entries<\/span>/,
    );
    const reading = renderToStaticMarkup(
      <SideNav developerHost="developer.example.com" nav={buildSideNav(withChangelog, '/api/changelog/')} />,
    );
    expect(reading).not.toContain('data-changelog-dot');
  });
});

describe('SideNav at any depth', () => {
  const deep: Navigation = NavigationSchema.parse({
    name: 'deep',
    title: 'Deep',
    url: '/d/',
    categories: [
      {
        name: 'devguide',
        title: 'Guides',
        subcategories: [
          { title: 'Top page', url: '/d/top/', badge: 'New' },
          {
            title: 'L1',
            url: '/d/l1/',
            items: [
              {
                title: 'L2',
                items: [
                  {
                    title: 'L3',
                    url: '/d/l3/',
                    items: [{ title: 'L4', items: [{ title: 'Leaf', url: '/d/leaf/' }] }],
                  },
                ],
              },
              { title: 'Open group', collapsed: false, items: [{ title: 'Other', url: '/d/other/' }] },
            ],
          },
        ],
      },
    ],
  });

  it('opens every ancestor of the current page, and groups authored collapsed: false', () => {
    const nav = buildSideNav(deep, '/d/leaf/');
    expect(openFolders(nav.entries)).toEqual(['Guides', 'L1', 'L2', 'L3', 'L4', 'Open group']);
    const html = renderToStaticMarkup(<SideNav developerHost="developer.example.com" nav={nav} />);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toMatch(
      /<ul class="[^"]*" data-depth="5"><li[^>]*><a href="\/d\/leaf\/"[^>]*aria-current="page">Leaf/,
    );
  });

  it("lists a group's own page first inside it, and a top-level page with its badge", () => {
    const nav = buildSideNav(deep, '/d/l3/');
    const guides = nav.entries[0];
    expect(guides?.kind === 'folder' && guides.items[0]).toMatchObject({
      kind: 'link',
      title: 'Top page',
      badge: 'New',
    });
    expect(openFolders(nav.entries)).toEqual(['Guides', 'L1', 'L2', 'L3', 'Open group']);
    const html = renderToStaticMarkup(<SideNav developerHost="developer.example.com" nav={nav} />);
    expect(html).toMatch(
      /<summary[^>]*>L3<\/summary><ul[^>]*><li[^>]*><a href="\/d\/l3\/"[^>]*aria-current="page">L3<\/a>/,
    );
    expect(textOf(html)).toContain('Top pageNew');
  });
});
