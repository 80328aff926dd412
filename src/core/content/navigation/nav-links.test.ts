import { describe, expect, it } from 'vitest';
import { NavigationSchema } from '../../../schemas/navigation.ts';
import { yamlFieldLine } from '../yaml-field-line.ts';
import { navigationUrls } from './nav-links.ts';

describe('navigationUrls', () => {
  it('lists every url depth first with its field path', () => {
    const navigation = NavigationSchema.parse({
      name: 'n',
      title: 'N',
      url: '/n/',
      categories: [
        {
          name: 'devguide',
          title: 'Guides',
          url: '/n/guides/',
          subcategories: [
            { title: 'Page', url: '/n/page/' },
            { title: 'Sub', items: [{ title: 'G', url: '/n/g/', items: [{ title: 'L', url: '/n/l/' }] }] },
          ],
        },
      ],
      customCategories: [
        {
          name: 'extra',
          title: 'Extra',
          subcategories: [{ title: 'S', items: [{ title: 'X', url: 'https://x.example/' }] }],
        },
      ],
    });
    expect(navigationUrls(navigation)).toEqual([
      { field: 'url', url: '/n/' },
      { field: 'categories[0].url', url: '/n/guides/' },
      { field: 'categories[0].subcategories[0].url', url: '/n/page/' },
      { field: 'categories[0].subcategories[1].items[0].url', url: '/n/g/' },
      { field: 'categories[0].subcategories[1].items[0].items[0].url', url: '/n/l/' },
      { field: 'customCategories[0].subcategories[0].items[0].url', url: 'https://x.example/' },
    ]);
  });
});

describe('yamlFieldLine', () => {
  const text = 'a: 1\nlist:\n  - x: 2\n  - x: 3\n    deep:\n      - y: "z"\n';
  it('finds the line of a field path, or nothing for a path the text lacks', () => {
    expect(yamlFieldLine(text, 'a')).toBe(1);
    expect(yamlFieldLine(text, 'list[1].x')).toBe(4);
    expect(yamlFieldLine(text, 'list[1].deep[0].y')).toBe(6);
    expect(yamlFieldLine(text, 'list[2].x')).toBeUndefined();
    expect(yamlFieldLine('{"a": {"b": [1, 2]}}', 'a.b[1]')).toBe(1);
  });
});
