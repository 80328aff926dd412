import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GlobalLinksSchema } from '../../../schemas/global-links.ts';
import { DocumentationDirectory } from './documentation-directory.tsx';
import { ResourcesDirectory } from './resources-directory.tsx';
import { payloadFor } from '../../i18n/catalogues.ts';
import { LINK_DIRECTORY_CATALOGUES } from './messages.ts';

const tile = (title: string, href: string) => ({
  title,
  subtitle: `${title} APIs`,
  href,
  icon: { product: 'Jira' },
});
const links = GlobalLinksSchema.parse({
  cloudDocsLinksV2: {
    platform: [tile('Forge', '/platform/forge/')],
    products: [tile('Jira', '/cloud/jira/')],
  },
  serverDocsLinksV2: { products: [tile('Crowd', '/server/crowd/')] },
  forgeDocsLinks: [],
  resourcesV2: {
    primary: ['Publish', 'Marketplace', 'Monitor', 'Changelog'].map((title) => ({
      title,
      href: `/${title.toLowerCase()}/`,
    })),
    secondary: [{ title: 'GET HELP', items: [{ title: 'Support', href: '/support/' }] }],
    social: [{ icon: 'youtube', href: 'https://video.example.com/', title: 'Example on YouTube' }],
  },
  resourcesSecondaryLinks: [{ title: 'Home', href: '/' }],
  header: [{ id: 'docs', title: 'Documentation', href: '/docs/' }],
  footer: { links: [{ title: 'Home', href: '/' }], support: { header: '/support', mobile: '/support/' } },
});

describe('DocumentationDirectory', () => {
  const html = renderToStaticMarkup(
    <DocumentationDirectory
      links={links}
      developerHost="developer.example.com"
      landings={{ cloud: '/cloud/', server: '/server/' }}
      i18n={payloadFor('en', ...LINK_DIRECTORY_CATALOGUES)}
    />,
  );

  it('lists cloud platform tiles before product tiles, then Data Center products', () => {
    const order = ['Forge', 'Jira', 'Crowd'].map((title) => html.indexOf(`>${title}</a>`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain('Jira APIs');
  });

  it("ends each platform with its 'See all' link (spec §2.4)", () => {
    expect(html).toContain('<a href="/cloud/" class="');
    expect(html).toContain('>See all cloud documentation</a>');
    expect(html).toContain('<a href="/server/" class="');
    expect(html).toContain('>See all Data Center documentation</a>');
    expect(html).toMatch(
      /<h2 id="directory-cloud">Cloud<\/h2>[\s\S]*<h2 id="directory-server">Data Center<\/h2>/,
    );
  });

  it('links no landing the site does not have, and leaves out a section with nothing to show', () => {
    const bare = renderToStaticMarkup(
      <DocumentationDirectory
        links={{ ...links, serverDocsLinksV2: { products: [] } }}
        developerHost="developer.example.com"
        landings={{}}
        i18n={payloadFor('en', ...LINK_DIRECTORY_CATALOGUES)}
      />,
    );
    expect(bare).not.toContain('href="/cloud/"');
    expect(bare).not.toContain('href="/server/"');
    expect(bare).not.toContain('directory-server');
    expect(bare).toContain('directory-cloud');
  });
});

describe('ResourcesDirectory', () => {
  const html = renderToStaticMarkup(
    <ResourcesDirectory
      resources={links.resourcesV2}
      secondaryLinks={links.resourcesSecondaryLinks}
      vendorName="Example Co"
      developerHost="developer.example.com"
      i18n={payloadFor('en', ...LINK_DIRECTORY_CATALOGUES)}
    />,
  );

  it('shows the four primary items, the secondary groups, the global links and social links', () => {
    expect(html.match(/data-testid="resource-item"/g)).toHaveLength(4);
    expect(html).toContain('>GET HELP</h2>');
    expect(html).toContain('>More from Example Co</h2>');
    expect(html).toContain('>Example on YouTube<svg');
    expect(html).toContain('target="_blank"');
  });

  it('speaks French with a French payload', () => {
    const fr = renderToStaticMarkup(
      <ResourcesDirectory
        resources={links.resourcesV2}
        secondaryLinks={links.resourcesSecondaryLinks}
        vendorName="Example Co"
        developerHost="developer.example.com"
        i18n={payloadFor('fr', ...LINK_DIRECTORY_CATALOGUES)}
      />,
    );
    expect(fr).toContain('>Ressources</h1>');
    expect(fr).toContain('>Autres ressources de Example Co</h2>');
    expect(fr).toContain('(s’ouvre dans un nouvel onglet)');
  });
});
