import { describe, expect, it } from 'vitest';
import type { Navigation } from '../../schemas/navigation.ts';
import { markNavigationLanguage } from './navigation-language.ts';

const nav: Navigation = {
  name: 'forge',
  title: 'Forge',
  url: '/platform/forge/',
  categories: [
    {
      name: 'devguide',
      title: 'Guides',
      url: '',
      subcategories: [
        {
          title: 'Start',
          items: [
            { title: 'Getting started', url: '/platform/forge/getting-started/' },
            { title: 'Déployer', url: '/fr/x/', lang: 'fr' },
            { title: 'More', items: [{ title: 'Deep', url: '/platform/forge/deep/' }] },
          ],
        },
      ],
    },
  ],
  customCategories: [],
};

describe('markNavigationLanguage', () => {
  it('marks every content label without a language of its own in a chrome of another language', () => {
    const marked = markNavigationLanguage(nav, 'en', 'fr');
    const sub = marked.categories[0]!.subcategories[0]!;
    expect(marked.categories[0]!.lang).toBe('en');
    expect(sub.lang).toBe('en');
    expect(sub.items.map((item) => item.lang)).toEqual(['en', 'fr', 'en']);
    const group = sub.items[2]!;
    expect('items' in group && group.items[0]!.lang).toBe('en');
  });

  it('leaves the navigation alone when the chrome speaks the content’s language', () => {
    expect(markNavigationLanguage(nav, 'en', 'en-GB')).toBe(nav);
  });
});
