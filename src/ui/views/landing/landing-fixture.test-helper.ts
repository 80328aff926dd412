import { LandingPageSchema, type LandingPage } from '../../../schemas/landing.ts';

/** A cloud landing file as the content build would produce it (parsed, so defaults apply). */
export function cloudLandingFixture(
  overrides: Partial<Record<keyof LandingPage, unknown>> = {},
): LandingPage {
  return LandingPageSchema.parse({
    title: 'Cloud developer documentation',
    metaDescription: 'Build apps for cloud products.',
    heading: 'Cloud developer documentation',
    icon: { platform: 'cloud' },
    intro: 'Read the {link} first for the high-level concepts.',
    introLink: { title: 'developer guide', href: '/platform/guide/' },
    comparisonLink: { title: 'Compare cloud and Data Center', href: '/platform/compare/' },
    switchLink: { title: 'View Data Center developer documentation', href: '/server/' },
    screenName: 'cloud',
    sections: [
      {
        id: 'news',
        title: "What's new",
        layout: [
          {
            categoryType: 'announcement',
            text: 'Read about {link} in the changelog.',
            items: [{ title: 'the new APIs', href: '/changelog/' }],
          },
        ],
      },
      {
        id: 'products',
        title: 'Products',
        layout: [
          {
            categoryType: 'product',
            subtitle: 'Cloud products',
            items: [
              {
                title: 'Jira',
                subtitle: 'Issue tracking',
                href: '/cloud/jira/platform/',
                icon: { product: 'Jira' },
              },
              { title: 'Help desk', href: '/cloud/jira/service-desk/', icon: { product: 'JiraServiceDesk' } },
            ],
          },
        ],
      },
      {
        id: 'guides',
        title: 'Guides',
        layout: [
          {
            categoryType: 'guide',
            gridFlow: 'row',
            isHighlighted: true,
            items: [
              {
                title: 'Getting started',
                href: '/platform/start/',
                icon: { product: 'Forge' },
                description: 'Build your first app.',
                descriptionOnHover: true,
                subLinks: [
                  { title: 'One', href: '/one/' },
                  { title: 'Two', href: '/two/' },
                  { title: 'Three', href: '/three/' },
                  { title: 'Four', href: '/four/' },
                ],
              },
              { title: 'Marketplace', href: 'https://marketplace.example.com/', description: 'Sell apps.' },
            ],
          },
          { categoryType: 'reference', items: [{ title: 'REST', href: '/cloud/rest/' }] },
        ],
      },
      { id: 'empty', title: 'Nothing here', layout: [{ categoryType: 'guide', items: [] }] },
    ],
    ...overrides,
  });
}
