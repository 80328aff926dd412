import { GlobalLinksSchema, type GlobalLinks } from '../../../schemas/global-links.ts';
import { SiteConfigSchema, type SiteConfig } from '../../../schemas/site.ts';

const tile = (title: string, href: string, platform: 'cloud' | 'server' | 'forge') => ({
  title,
  subtitle: `${title} subtitle`,
  href,
  icon: { platform },
});

/** Global links shaped like the sample content, parsed by the real schema. */
export const testGlobalLinks: GlobalLinks = GlobalLinksSchema.parse({
  cloudDocsLinksV2: {
    platform: [tile('Build with Forge', '/platform/forge/', 'forge')],
    products: Array.from({ length: 9 }, (_, i) => tile(`Cloud ${i}`, `/cloud/p${i}/`, 'cloud')),
  },
  serverDocsLinksV2: { products: [tile('Jira', '/server/jira/', 'server')] },
  forgeDocsLinks: [tile('Forge', '/platform/forge/getting-started', 'forge')],
  resourcesV2: {
    primary: [
      { title: 'Publish your app', href: '/publish/' },
      { title: 'Marketplace', href: 'https://marketplace.example.com/' },
      { title: 'Monitor your app', href: '/console/myapps/' },
      { title: 'Changelog', href: '/changelog/' },
    ],
    secondary: [
      { title: 'GET HELP', items: [{ title: 'Support', href: '/support' }] },
      { title: 'STAY UP TO DATE', items: [{ title: 'Roadmap', href: '/roadmap/' }] },
      { title: 'FIND INSPIRATION', items: [{ title: 'Blog', href: 'https://blog.example.com/' }] },
    ],
    social: [{ icon: 'youtube', title: 'Videos', href: 'https://video.example.com/' }],
  },
  resourcesSecondaryLinks: [
    { title: 'Home', href: '/' },
    { title: 'GraphQL API', href: '/graphql/', featureKey: 'graphqlApi' },
    { title: 'Beta', href: '/beta/', featureKey: 'beta' },
  ],
  header: [
    {
      id: 'documentation',
      title: 'Documentation',
      href: '/docs/',
      drawer: 'documentation',
      selectedOn: ['/cloud/', '/server/'],
    },
    { id: 'resources', title: 'Resources', href: '/resources', drawer: 'resources' },
    {
      id: 'build',
      title: 'Build',
      href: '/apps/create/',
      children: [{ title: 'Create an app', href: '/apps/create/' }],
    },
    {
      id: 'changelog',
      title: 'Changelog',
      href: '/changelog/',
      isChangelog: true,
      notification: { baseUrl: '/changelog/', apiGroups: ['jira'] },
    },
  ],
  footer: {
    links: [{ title: 'Status', href: 'https://status.example.com/' }],
    support: { header: '/support', mobile: '/support/', portal: 'https://support.example.com/requests' },
  },
});

/** A site configuration with the given feature flags. */
export function testSite(features: Partial<SiteConfig['features']> = {}): SiteConfig {
  return SiteConfigSchema.parse({
    vendorName: 'Example Co',
    vendorWebDomain: 'example.com',
    developerHost: 'developer.example.com',
    employeeEmailDomain: 'example.com',
    aiBrandName: 'Example AI',
    portalName: 'Developer',
    mainPackage: 'developer-docs',
    locales: ['en', 'fr'],
    defaultLocale: 'en',
    environments: {},
    features,
  });
}

/** A site with both product landings, as the sample content has. */
export const testLandings = { cloud: '/cloud/', server: '/server/' } as const;
