import { describe, expect, it } from 'vitest';
import { NavigationSchema } from '../../../schemas/navigation.ts';
import { drawerLevel } from './drawer-levels.ts';
import { buildProductHeaderModel } from './header-model.ts';
import { reduceNavigation } from './reduce-navigation.ts';

const navigation = NavigationSchema.parse({
  name: 'deep',
  title: 'Deep',
  url: '/d/',
  categories: [
    {
      name: 'devguide',
      title: 'Guides',
      subcategories: [
        { title: 'Top page', url: '/d/top/' },
        {
          title: 'L1',
          url: '/d/l1/',
          items: [
            {
              title: 'L2',
              items: [{ title: 'L3', url: '/d/l3/', items: [{ title: 'Leaf', url: '/d/leaf/' }] }],
            },
          ],
        },
      ],
    },
  ],
});

describe('reduceNavigation at any depth', () => {
  it('keeps every level, group pages and top-level pages', () => {
    expect(reduceNavigation(navigation)?.categories[0]?.children).toEqual([
      { title: 'Top page', url: '/d/top/' },
      {
        title: 'L1',
        url: '/d/l1/',
        children: [
          {
            title: 'L2',
            children: [{ title: 'L3', url: '/d/l3/', children: [{ title: 'Leaf', url: '/d/leaf/' }] }],
          },
        ],
      },
    ]);
  });

  it('reaches the current page level by level in the drawer, each parent page listed first', () => {
    const model = buildProductHeaderModel(reduceNavigation(navigation), '/d/leaf/');
    const level = drawerLevel(model.items, [0, 2, 1, 0]);
    expect(level.title).toBe('L3');
    expect(level.nodes.map((node) => [node.title, node.url, node.current])).toEqual([
      ['L3', '/d/l3/', false],
      ['Leaf', '/d/leaf/', true],
    ]);
  });
});
