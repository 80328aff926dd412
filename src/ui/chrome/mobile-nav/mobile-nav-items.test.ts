import { describe, expect, it } from 'vitest';
import { GlobalLinksSchema } from '../../../schemas/global-links.ts';
import { translator } from '../../i18n/i18n-context.tsx';
import { pickMessages } from '../../i18n/catalogues.ts';
import { mobileNavMessages } from './messages.ts';
import { isSignedIn } from '../../../core/sessions/signed-in.ts';
import { buildMobileNavItems } from './mobile-nav-items.ts';
import type { NestedNavItem } from './nested-nav-item.ts';

const tile = (title: string, href: string) => ({
  title,
  subtitle: `${title} sub`,
  href,
  icon: { platform: 'cloud' },
});
const globalLinks = GlobalLinksSchema.parse({
  cloudDocsLinksV2: {
    platform: [tile('Platform A', '/platform/a/')],
    products: [tile('Product B', '/cloud/b/')],
  },
  serverDocsLinksV2: { products: [tile('Server C', '/server/c/')] },
  forgeDocsLinks: [tile('Forge D', '/platform/d/')],
  resourcesV2: {
    primary: ['P1', 'P2', 'P3', 'P4'].map((t) => ({ title: t, subtitle: '', href: `/${t.toLowerCase()}/` })),
    secondary: [{ title: 'GET HELP', items: [{ title: 'Help desk', href: '/help/' }] }],
    social: [{ icon: 'youtube', title: 'Videos', href: 'https://video.example.com/' }],
  },
  resourcesSecondaryLinks: [
    { title: 'Home', href: '/' },
    { title: 'Graph', href: '/graph/', featureKey: 'graphqlApi' },
  ],
  header: [
    { id: 'documentation', title: 'Documentation', href: '/docs/', drawer: 'documentation' },
    { id: 'resources', title: 'Resources', href: '/resources', drawer: 'resources' },
    { id: 'build', title: 'Build', href: '/build/', children: [{ title: 'Create', href: '/build/create/' }] },
    {
      id: 'changelog',
      title: 'Changelog',
      href: '/changelog/',
      isChangelog: true,
      notification: { baseUrl: '/changelog/', apiGroups: ['Issues'] },
    },
  ],
  footer: {
    links: [{ title: 'Status', href: '/status/' }],
    support: { header: '/support', mobile: '/support/' },
  },
});
const account = {
  email: 'Ada.Lovelace@Example.COM',
  screenName: 'Ada',
  avatarUrl: 'https://a.example.com/ada.png',
};
const none = new Set<string>();

const byId = (items: readonly NestedNavItem[], id: string) => items.find((item) => item.id === id);
const titles = (items: readonly NestedNavItem[] | undefined) =>
  (items ?? []).filter((i) => !i.isDivider).map((i) => i.title);

describe('buildMobileNavItems', () => {
  it('lists the header items, then Support at the mobile support link, for an anonymous visitor', () => {
    const items = buildMobileNavItems({
      landings: { cloud: '/cloud/', server: '/server/' },
      globalLinks,
      enabledFeatures: none,
    });
    expect(titles(items)).toEqual(['Documentation', 'Resources', 'Build', 'Changelog', 'Support']);
    expect(byId(items, 'support')?.href).toBe('/support/');
    expect(byId(items, 'changelog')).toMatchObject({ href: '/changelog/' });
    expect(byId(items, 'user-profile')).toBeUndefined();
    expect(byId(items, 'build')?.children).toEqual([
      { id: 'build-child-0', title: 'Create', href: '/build/create/' },
    ]);
  });

  it('builds Documentation from the cloud, Data Center and platform tiles with the See all links', () => {
    const docs = byId(
      buildMobileNavItems({
        landings: { cloud: '/cloud/', server: '/server/' },
        globalLinks,
        enabledFeatures: none,
      }),
      'documentation',
    )!;
    expect(titles(docs.children)).toEqual(['Cloud', 'Data Center', 'App platform']);
    const cloud = byId(docs.children!, 'docs-cloud')!.children!;
    expect(titles(cloud)).toEqual(['Platform A', 'Product B', 'See all cloud documentation']);
    expect(cloud[0]).toMatchObject({
      subtitle: 'Platform A sub',
      href: '/platform/a/',
      icon: { kind: 'content' },
    });
    expect(cloud.at(-1)?.href).toBe('/cloud/');
    const server = byId(docs.children!, 'docs-server')!.children!;
    expect(titles(server)).toEqual(['Server C', 'See all Data Center documentation']);
    expect(server.at(-1)?.href).toBe('/server/');
    expect(titles(byId(docs.children!, 'docs-platform')!.children)).toEqual(['Forge D']);
  });

  it('builds Resources with light-styled ids: primary, secondary groups with headings, links, social', () => {
    const resources = byId(
      buildMobileNavItems({
        landings: { cloud: '/cloud/', server: '/server/' },
        globalLinks,
        enabledFeatures: none,
      }),
      'resources',
    )!.children!;
    const shown = resources.filter((i) => !i.isDivider);
    expect(shown.map((i) => i.title)).toEqual([
      'P1',
      'P2',
      'P3',
      'P4',
      'GET HELP',
      'Help desk',
      'Home',
      'Videos',
    ]);
    expect(shown.every((i) => i.id.startsWith('resource-') || i.id.startsWith('secondary-'))).toBe(true);
    expect(byId(resources, 'secondary-heading-0')).toMatchObject({ isHeading: true });
    expect(byId(resources, 'resource-social-youtube')).toMatchObject({
      icon: { kind: 'social', site: 'youtube' },
    });
    expect(resources.filter((i) => i.isDivider)).toHaveLength(3);
  });

  it('filters the global secondary links by featureKey against the enabled features', () => {
    const links = (features: Set<string>) =>
      titles(
        byId(
          buildMobileNavItems({
            landings: { cloud: '/cloud/', server: '/server/' },
            globalLinks,
            enabledFeatures: features,
          }),
          'resources',
        )!.children,
      );
    expect(links(none)).not.toContain('Graph');
    expect(links(new Set(['graphqlApi']))).toContain('Graph');
    expect(links(new Set(['other']))).not.toContain('Graph');
  });

  it('adds the user-profile branch first when signed in: lower-cased email heading, profile, console, logout', () => {
    const items = buildMobileNavItems({
      landings: { cloud: '/cloud/', server: '/server/' },
      globalLinks,
      account,
      enabledFeatures: none,
    });
    expect(items[0]).toMatchObject({
      id: 'user-profile',
      title: 'Ada',
      icon: { kind: 'avatar', src: account.avatarUrl },
    });
    expect(items[1]?.isDivider).toBe(true);
    expect(items[0]?.children).toEqual([
      { id: 'user-profile-email', title: 'ada.lovelace@example.com', isHeading: true },
      { id: 'user-profile-page', title: 'Your profile', href: '/account/profile' },
      { id: 'user-profile-console', title: 'Developer Console', href: '/console/myapps/' },
      { id: 'user-profile-logout', title: 'Logout', href: '/account/logout' },
    ]);
  });

  it('links See all only to the landings the site has, and leaves out empty branches', () => {
    const onlyServer = buildMobileNavItems({
      landings: { server: '/server/' },
      globalLinks,
      enabledFeatures: none,
    });
    const docs = byId(onlyServer, 'documentation')!;
    expect(titles(byId(docs.children!, 'docs-cloud')!.children)).toEqual(['Platform A', 'Product B']);
    expect(byId(byId(docs.children!, 'docs-server')!.children!, 'docs-server-all')?.href).toBe('/server/');
    const bare = {
      ...globalLinks,
      cloudDocsLinksV2: { platform: [], products: [] },
      serverDocsLinksV2: { products: [] },
      forgeDocsLinks: [],
    };
    const none2 = buildMobileNavItems({ landings: {}, globalLinks: bare, enabledFeatures: none });
    expect(byId(none2, 'documentation')?.children).toEqual([]);
    const hrefs = JSON.stringify(none2);
    expect(hrefs).not.toContain('/cloud/"');
    expect(hrefs).not.toContain('/server/"');
  });

  it('omits the avatar icon without an avatarUrl, and treats an empty screenName as signed out', () => {
    const noAvatar = buildMobileNavItems({
      landings: { cloud: '/cloud/', server: '/server/' },
      globalLinks,
      account: { ...account, avatarUrl: undefined },
      enabledFeatures: none,
    });
    expect(noAvatar[0]?.id).toBe('user-profile');
    expect(noAvatar[0]?.icon).toBeUndefined();
    const blank = { ...account, screenName: '  ' };
    expect(isSignedIn(blank)).toBe(false);
    expect(
      byId(
        buildMobileNavItems({
          landings: { cloud: '/cloud/', server: '/server/' },
          globalLinks,
          account: blank,
          enabledFeatures: none,
        }),
        'user-profile',
      ),
    ).toBeUndefined();
  });

  it('speaks the page locale through the given translator', () => {
    const t = translator(mobileNavMessages, {
      locale: 'fr',
      messages: pickMessages('fr', mobileNavMessages),
    });
    const items = buildMobileNavItems({
      landings: { cloud: '/cloud/', server: '/server/' },
      globalLinks,
      account,
      enabledFeatures: none,
      t,
    });
    expect(byId(items, 'support')?.title).toBe('Assistance');
    expect(titles(items[0]?.children)).toContain('Se déconnecter');
  });

  it('gives siblings unique ids at every level', () => {
    const walk = (level: readonly NestedNavItem[]): void => {
      expect(new Set(level.map((i) => i.id)).size).toBe(level.length);
      for (const item of level) if (item.children) walk(item.children);
    };
    walk(
      buildMobileNavItems({
        landings: { cloud: '/cloud/', server: '/server/' },
        globalLinks,
        account,
        enabledFeatures: new Set(['graphqlApi']),
      }),
    );
  });
});

describe('buildMobileNavItems changelog indicator', () => {
  it('gives the changelog item its indicator unless it is the selected item (spec §2.3)', () => {
    const items = buildMobileNavItems({
      landings: { cloud: '/cloud/', server: '/server/' },
      globalLinks,
      enabledFeatures: none,
    });
    expect(byId(items, 'changelog')?.indicator).toEqual({ apiGroups: ['Issues'], label: 'new entries' });
    const selected = buildMobileNavItems({
      landings: { cloud: '/cloud/', server: '/server/' },
      globalLinks,
      enabledFeatures: none,
      selectedId: 'changelog',
    });
    expect(byId(selected, 'changelog')?.indicator).toBeUndefined();
    expect(byId(items, 'build')?.indicator).toBeUndefined();
  });
});
