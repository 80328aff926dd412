import { describe, expect, it } from 'vitest';
import { NavigationSchema } from '../../../schemas/navigation.ts';
import { buildProductHeaderModel, headerAppearance } from './header-model.ts';
import { reduceNavigation } from './reduce-navigation.ts';

const parse = (categories: unknown[], extra: Record<string, unknown> = {}) =>
  NavigationSchema.parse({
    name: 'jira',
    title: 'Jira Cloud platform',
    url: '/cloud/jira/platform/',
    categories,
    ...extra,
  });

const guides = {
  name: 'devguide',
  title: 'Guides',
  subcategories: [
    {
      title: 'Start',
      items: [
        { title: 'Getting started', url: '/cloud/jira/platform/getting-started/' },
        { title: 'Security', items: [{ title: 'Scopes', url: '/cloud/jira/platform/scopes/' }] },
      ],
    },
  ],
};
const reference = {
  name: 'reference',
  title: 'Reference',
  subcategories: [
    {
      title: 'APIs',
      items: [
        { title: 'REST v3', url: '/cloud/jira/platform/rest/v3/intro/' },
        { title: 'Modules', url: '/cloud/jira/platform/modules/' },
      ],
    },
  ],
};
const restTab = { name: 'reference', title: 'Jira REST API v3', url: '/cloud/jira/platform/rest/v3/intro/' };

const model = (categories: unknown[], route = '/cloud/jira/platform/') =>
  buildProductHeaderModel(reduceNavigation(parse(categories)), route);
const labels = (categories: unknown[], route?: string) =>
  model(categories, route).items.map((item) => item.label);

describe('buildProductHeaderModel', () => {
  it("uses the navigation title, or 'Developer Docs' without a navigation, and the 'Developer' subtitle", () => {
    expect(model([guides]).title).toBe('Jira Cloud platform');
    const bare = buildProductHeaderModel(null, '/cloud/');
    expect(bare).toMatchObject({ title: 'Developer Docs', titleUrl: '/', subtitle: 'Developer', items: [] });
  });

  it('adds the fixed Cloud documentation, Server documentation and Home entries', () => {
    expect(model([guides]).fixed.map(({ title, url }) => [title, url])).toEqual([
      ['Cloud documentation', '/cloud/'],
      ['Server documentation', '/server/'],
      ['Home', '/'],
    ]);
  });

  it('leaves out the fixed entries of landings the site does not have', () => {
    const fixed = (landings: object) =>
      buildProductHeaderModel(null, '/x/', undefined, landings).fixed.map(({ url }) => url);
    expect(fixed({ server: '/server/' })).toEqual(['/server/', '/']);
    expect(fixed({})).toEqual(['/']);
  });

  it('never shows the universal changelog', () => {
    const universal = { name: 'universalchangelog', title: 'All changes', url: '/changelog/' };
    expect(labels([guides, universal])).toEqual(['Guides']);
    // Even when handed a reduced navigation that still holds it.
    const reduced = {
      title: 'T',
      url: '/t/',
      categories: [{ name: 'universalchangelog', title: 'All', url: '/changelog/' }],
    };
    expect(buildProductHeaderModel(reduced, '/t/').items).toEqual([]);
  });

  it('shows help and changelog only with subcategory items or a url', () => {
    const emptyHelp = { name: 'help', title: 'Get help', subcategories: [{ title: 'Nothing', items: [] }] };
    const emptyChangelog = { name: 'changelog', title: 'Changelog', apiGroups: ['jira'] };
    expect(labels([guides, emptyHelp, emptyChangelog])).toEqual(['Guides']);
    const help = { name: 'help', title: 'Get help', url: '/cloud/jira/platform/help/' };
    const changelog = {
      name: 'changelog',
      title: 'Changelog',
      subcategories: [{ title: '2024', items: [{ title: 'May', url: '/changelog/may/' }] }],
    };
    expect(labels([guides, help, changelog])).toEqual(['Guides', 'Get help', 'Changelog']);
  });

  it("carries a changelog category's API groups for its indicator, except while it is selected", () => {
    const changelog = {
      name: 'changelog',
      title: 'Changelog',
      apiGroups: ['Issues'],
      subcategories: [
        { title: 'Changes', items: [{ title: 'API changelog', url: '/cloud/jira/platform/changelog/' }] },
      ],
    };
    const nav = (categories: unknown[]) =>
      reduceNavigation(NavigationSchema.parse({ name: 'n', title: 'T', url: '/t/', categories }));
    const elsewhere = buildProductHeaderModel(
      nav([guides, changelog]),
      '/cloud/jira/platform/getting-started/',
    );
    expect(elsewhere.items.map((item) => item.changelogApiGroups)).toEqual([undefined, ['Issues']]);
    const reading = buildProductHeaderModel(nav([guides, changelog]), '/cloud/jira/platform/changelog/');
    expect(reading.items[1]).toMatchObject({ selected: true });
    expect(reading.items[1]?.changelogApiGroups).toBeUndefined();
  });

  it('makes items with subitems dropdown menus, except Guides, a plain link to its first page', () => {
    const items = model([guides, reference]).items;
    expect(items.map((item) => [item.label, item.kind, item.url])).toEqual([
      ['Guides', 'link', '/cloud/jira/platform/getting-started/'],
      ['Reference', 'menu', undefined],
    ]);
    expect(items[1]?.children[0]?.children.map((node) => node.title)).toEqual(['REST v3', 'Modules']);
  });

  it("labels the item whose url contains '/rest/' 'REST API'", () => {
    expect(labels([guides, restTab])).toEqual(['Guides', 'REST API']);
    expect(model([guides, restTab]).items[1]?.title).toBe('Jira REST API v3');
  });

  it("keeps the content's language on its labels, not on the chrome's 'REST API' or fixed entries", () => {
    const marked = [
      {
        ...guides,
        lang: 'en',
        subcategories: guides.subcategories.map((sub) => ({
          ...sub,
          lang: 'en',
          items: sub.items.map((item) => ({ ...item, lang: 'en' })),
        })),
      },
      { ...restTab, lang: 'en' },
    ];
    const built = buildProductHeaderModel(reduceNavigation(parse(marked), undefined, 'en'), '/cloud/');
    expect(built.titleLang).toBe('en');
    expect(built.items.map((item) => [item.label, item.lang])).toEqual([
      ['Guides', 'en'],
      ['REST API', undefined],
    ]);
    expect(built.items[0]?.children[0]?.children[0]).toMatchObject({ title: 'Getting started', lang: 'en' });
    expect(built.fixed.every((entry) => entry.lang === undefined)).toBe(true);
    expect(model([guides]).titleLang).toBeUndefined();
  });

  it('selects exactly the category of the current page', () => {
    const selected = (route: string) =>
      model([guides, reference, restTab], route)
        .items.filter((i) => i.selected)
        .map((i) => i.label);
    expect(selected('/cloud/jira/platform/scopes/')).toEqual(['Guides']);
    expect(selected('/cloud/jira/platform/modules')).toEqual(['Reference']);
    // A REST page not listed in the navigation still belongs to the REST API item.
    expect(selected('/cloud/jira/platform/rest/v3/api-group-issues/')).toEqual(['REST API']);
    expect(selected('/cloud/jira/platform/')).toEqual([]);
  });

  it('marks the current page inside the menus', () => {
    const items = model([guides], '/cloud/jira/platform/scopes/').items;
    const security = items[0]?.children[0]?.children[1];
    expect(security?.children[0]).toMatchObject({ title: 'Scopes', current: true });
  });
});

describe('headerAppearance', () => {
  it('is server-legacy under /server/ and legacy elsewhere', () => {
    expect(headerAppearance('/server/jira/platform/')).toBe('server-legacy');
    expect(headerAppearance('/server')).toBe('legacy');
    expect(headerAppearance('/cloud/jira/')).toBe('legacy');
  });
});

describe('reduceNavigation', () => {
  it('keeps titles, urls and nesting only, and is JSON-safe', () => {
    const nav = parse(
      [
        { ...reference, apiGroups: ['jira'] },
        { name: 'help', title: 'Help' },
      ],
      { enabledVersion: 'v3' },
    );
    const reduced = reduceNavigation(nav);
    expect(reduced).toEqual({
      title: 'Jira Cloud platform',
      url: '/cloud/jira/platform/',
      categories: [
        {
          name: 'reference',
          title: 'Reference',
          children: [
            {
              title: 'APIs',
              children: [
                { title: 'REST v3', url: '/cloud/jira/platform/rest/v3/intro/' },
                { title: 'Modules', url: '/cloud/jira/platform/modules/' },
              ],
            },
          ],
        },
        { name: 'help', title: 'Help' },
      ],
    });
    expect(JSON.parse(JSON.stringify(reduced))).toEqual(reduced);
    expect(reduceNavigation(null)).toBeNull();
  });
});
