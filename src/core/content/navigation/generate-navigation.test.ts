import { describe, expect, it } from 'vitest';
import type { CategoryFile } from '../../../schemas/category-file.ts';
import type { FrontMatter } from '../../../schemas/front-matter.ts';
import { NavigationSchema } from '../../../schemas/navigation.ts';
import { pageRoute } from '../page-route.ts';
import { generateNavigation } from './generate-navigation.ts';
import { firstHeading, type NavSourcePage } from './nav-source.ts';

const page = (path: string, frontMatter: FrontMatter = {}, heading?: string): NavSourcePage => ({
  path,
  route: pageRoute('/p/', path),
  frontMatter,
  heading,
});

const generate = (pages: NavSourcePage[], categories: Record<string, CategoryFile> = {}) =>
  generateNavigation({
    name: 'pkg',
    title: 'Package',
    pages,
    categories: Object.entries(categories).map(([dir, data]) => ({
      dir,
      file: `packages/pkg/content/${dir}/_category_.json`,
      data,
    })),
  });

describe('generateNavigation', () => {
  it('orders by position, then by name (numbers compared as numbers), positioned first', () => {
    const { navigation } = generate([
      page('index.md', { title: 'Home' }),
      page('b.md', { title: 'B' }),
      page('a10.md', { title: 'A10' }),
      page('a9.md', { title: 'A9' }),
      page('z.md', { title: 'Z', sidebar_position: 1 }),
      page('y.md', { title: 'Y', sidebar: { order: 2 } }),
    ]);
    expect(navigation?.url).toBe('/p/');
    const subs = navigation?.categories[0]?.subcategories ?? [];
    expect(subs.map((s) => s.title)).toEqual(['Z', 'Y', 'A9', 'A10', 'B']);
    expect(subs[0]).toEqual({ title: 'Z', url: '/p/z/', items: [] });
  });

  it('labels by sidebar_label, sidebar.label, title, first heading, then file name', () => {
    const { navigation } = generate([
      page('a.md', { title: 'Title A', sidebar_label: 'Label A' }),
      page('b.md', { title: 'Title B', sidebar: { label: 'Label B' } }),
      page('c.md', { title: 'Title C' }),
      page('d.md', {}, 'Heading D'),
      page('e-file_name.md'),
    ]);
    expect(navigation?.categories[0]?.subcategories.map((s) => s.title)).toEqual([
      'Label A',
      'Label B',
      'Title C',
      'Heading D',
      'E file name',
    ]);
  });

  it('makes folders groups at any depth, with index pages as their own page', () => {
    const { navigation } = generate([
      page('a/index.md', { title: 'A home' }),
      page('a/b/c/d/e/deep.md', { title: 'Deep' }),
      page('a/b/README.md', { title: 'B readme' }),
      page('a/leaf.md', { title: 'Leaf' }),
    ]);
    expect(NavigationSchema.parse(navigation)).toEqual(navigation);
    expect(navigation?.categories[0]?.subcategories).toEqual([
      {
        title: 'A',
        url: '/p/a/',
        items: [
          {
            title: 'B',
            url: '/p/a/b/',
            items: [
              {
                title: 'C',
                items: [
                  {
                    title: 'D',
                    items: [{ title: 'E', items: [{ title: 'Deep', url: '/p/a/b/c/d/e/deep/' }] }],
                  },
                ],
              },
            ],
          },
          { title: 'Leaf', url: '/p/a/leaf/' },
        ],
      },
    ]);
    // No root index: the first listed page is the navigation's url.
    expect(navigation?.url).toBe('/p/a/');
  });

  it('reads folder label, position, collapsed and link from _category_ files', () => {
    const { navigation, problems } = generate(
      [
        page('one/x.md', { title: 'X' }),
        page('one/intro.md', { title: 'Intro' }),
        page('two/y.md', { title: 'Y' }),
        page('two/index.md', { title: 'Two index' }),
        page('three/z.md', { title: 'Z' }),
        page('four/w.md', { title: 'W' }),
      ],
      {
        one: { label: 'First', position: 1, collapsed: false, link: { type: 'doc', id: 'one/intro' } },
        two: { position: 2, link: null },
        three: { collapsible: false, link: { type: 'generated-index' } },
        four: { link: { type: 'doc', id: 'missing' } },
      },
    );
    expect(navigation?.categories[0]?.subcategories).toEqual([
      { title: 'First', url: '/p/one/intro/', collapsed: false, items: [{ title: 'X', url: '/p/one/x/' }] },
      {
        title: 'Two',
        items: [
          { title: 'Two index', url: '/p/two/' },
          { title: 'Y', url: '/p/two/y/' },
        ],
      },
      { title: 'Four', items: [{ title: 'W', url: '/p/four/w/' }] },
      { title: 'Three', collapsed: false, items: [{ title: 'Z', url: '/p/three/z/' }] },
    ]);
    expect(problems).toEqual([
      {
        file: 'packages/pkg/content/four/_category_.json',
        field: 'link.id',
        message: "no page has the id 'missing'",
      },
    ]);
  });

  it('leaves out hidden, unlisted and underscore pages, and empty folders', () => {
    const { navigation } = generate([
      page('shown.md', { title: 'Shown' }),
      page('hidden.md', { title: 'Hidden', sidebar: { hidden: true } }),
      page('unlisted.md', { title: 'Unlisted', unlisted: true }),
      page('portal-hidden.md', { title: 'Portal hidden', hidden: true }),
      page('_partial.md', { title: 'Partial' }),
      page('_parts/x.md', { title: 'Part' }),
      page('empty/gone.md', { title: 'Gone', sidebar: { hidden: true } }),
    ]);
    expect(navigation?.categories[0]?.subcategories.map((s) => s.title)).toEqual(['Shown']);
  });

  it('orders a folder by its lowest Starlight order, and strips number prefixes from names', () => {
    const { navigation } = generate([
      page('01-b.md', { title: 'B' }),
      page('02-a.md', { title: 'A' }),
      page('guides/x.md', { title: 'X', sidebar: { order: 5, badge: 'New' } }),
      page('early.md', { title: 'Early', sidebar: { order: 9 } }),
    ]);
    const subs = navigation?.categories[0]?.subcategories ?? [];
    expect(subs.map((s) => s.title)).toEqual(['Guides', 'Early', 'A', 'B']);
    expect(subs[0]?.items).toEqual([{ title: 'X', url: '/p/guides/x/', badge: 'New' }]);
  });

  it('puts entries into the category their page or folder names, in menu order', () => {
    const { navigation } = generate(
      [
        page('endpoints/index.md', { title: 'API', category: 'reference' }),
        page('endpoints/x.md', { title: 'X' }),
        page('support.md', { title: 'Support', category: 'help' }),
        page('tools/y.md', { title: 'Y' }),
        page('guide.md', { title: 'Guide' }),
      ],
      { tools: { customProps: { category: 'reference' } } },
    );
    expect(navigation?.categories.map((c) => [c.name, c.title, c.subcategories.map((s) => s.title)])).toEqual(
      [
        ['devguide', 'Guides', ['Guide']],
        ['reference', 'Reference', ['Endpoints', 'Tools']],
        ['help', 'Get help', ['Support']],
      ],
    );
  });

  it('has no navigation when nothing but the home page is listed', () => {
    expect(generate([page('index.md', { title: 'Home' })]).navigation).toBeNull();
  });
});

describe('firstHeading', () => {
  it('finds the first h1 outside code fences, as plain text', () => {
    expect(firstHeading('```md\n# Not this\n```\n\n## Sub\n\n# The `createStore` [API](x) {#id}\n')).toBe(
      'The createStore API',
    );
    expect(firstHeading('No heading\n## Two')).toBeUndefined();
  });
});
