import { describe, expect, it } from 'vitest';
import { LandingPageSchema } from '../../schemas/landing.ts';
import { filterLanding } from './filter-landing.ts';
import { ANONYMOUS } from './principal.ts';

const landing = LandingPageSchema.parse({
  title: 't',
  metaDescription: 'd',
  heading: 'h',
  icon: { platform: 'cloud' },
  intro: 'Read the {link}.',
  introLink: { title: 'guide', href: '/g/' },
  comparisonLink: { title: 'c', href: '/c/' },
  switchLink: { title: 's', href: '/server/' },
  screenName: 'cloud',
  sections: [
    {
      id: 's',
      title: 'S',
      layout: [
        {
          categoryType: 'guide',
          items: [
            { title: 'Public', href: '/p/' },
            { title: 'Internal', href: '/i/', access: { privilege: 'FORGE_DOCS' } },
          ],
        },
      ],
    },
  ],
});

describe('filterLanding', () => {
  it('removes items the principal may not read', () => {
    const titles = filterLanding(landing, ANONYMOUS).sections[0]!.layout[0]!.items.map((item) => item.title);
    expect(titles).toEqual(['Public']);
  });

  it('keeps them for a principal with the privilege', () => {
    const filtered = filterLanding(landing, { accountId: 'a', privileges: new Set(['FORGE_DOCS']) });
    expect(filtered.sections[0]!.layout[0]!.items).toHaveLength(2);
  });
});
