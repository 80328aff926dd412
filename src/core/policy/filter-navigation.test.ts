import { describe, expect, it } from 'vitest';
import { NavigationSchema, type Navigation } from '../../schemas/navigation.ts';
import { filterNavigation } from './filter-navigation.ts';

const internal = new Set(['/p/internal/', '/p/internal/two/', '/p/secret-ref/']);
const visible = (url: string) => !internal.has(url);

const navigation: Navigation = {
  name: 'p',
  title: 'P',
  url: '/p/',
  categories: [
    {
      name: 'devguide',
      title: 'Guides',
      url: '',
      subcategories: [
        {
          title: 'Start',
          items: [
            { title: 'Public', url: '/p/' },
            { title: 'Internal', url: '/p/internal/' },
            { title: 'Group', items: [{ title: 'Two', url: '/p/internal/two/' }] },
            {
              title: 'Mixed',
              items: [
                { title: 'Two', url: '/p/internal/two/' },
                { title: 'Out', url: 'https://x.example/' },
              ],
            },
          ],
        },
        { title: 'Only internal', items: [{ title: 'Internal', url: '/p/internal/' }] },
        { title: 'Empty by design', items: [] },
      ],
    },
    { name: 'reference', title: 'Reference', url: '/p/secret-ref/', subcategories: [] },
    {
      name: 'help',
      title: 'Help',
      url: '',
      subcategories: [{ title: 'All internal', items: [{ title: 'I', url: '/p/internal/' }] }],
    },
  ],
  customCategories: [],
};

describe('filterNavigation', () => {
  const result = filterNavigation(navigation, visible);
  const text = JSON.stringify(result);

  it('drops links, groups and subcategories the visitor may not read', () => {
    expect(text).not.toContain('/p/internal/');
    expect(text).not.toContain('Only internal');
    expect(result.categories[0]!.subcategories.map((s) => s.title)).toEqual(['Start', 'Empty by design']);
    const start = result.categories[0]!.subcategories[0]!.items;
    expect(start.map((i) => i.title)).toEqual(['Public', 'Mixed']);
    expect(start[1]).toEqual({ title: 'Mixed', items: [{ title: 'Out', url: 'https://x.example/' }] });
  });

  it('drops categories whose url and every item are hidden', () => {
    expect(result.categories.map((c) => c.name)).toEqual(['devguide']);
  });

  it('changes nothing for a visitor who may read everything', () => {
    expect(filterNavigation(navigation, () => true)).toEqual(navigation);
  });
});

describe('filterNavigation at any depth', () => {
  const deep: Navigation = NavigationSchema.parse({
    name: 'deep',
    title: 'Deep',
    url: '/d/',
    categories: [
      {
        name: 'devguide',
        title: 'Guides',
        subcategories: [
          { title: 'Top page', url: '/d/secret-top/' },
          {
            title: 'Folder',
            url: '/d/folder/',
            items: [
              {
                title: 'Level 2',
                url: '/d/secret-l2/',
                items: [{ title: 'Level 3', items: [{ title: 'Secret', url: '/d/secret/' }] }],
              },
              { title: 'Only own page', url: '/d/own/', items: [{ title: 'Secret', url: '/d/secret-2/' }] },
            ],
          },
        ],
      },
    ],
  });
  const visible = (url: string) => !url.includes('secret');

  it('drops nested links, empties groups, keeps a group page only when readable', () => {
    expect(filterNavigation(deep, visible).categories[0]?.subcategories).toEqual([
      { title: 'Folder', url: '/d/folder/', items: [{ title: 'Only own page', url: '/d/own/' }] },
    ]);
  });
});
