import { TEST_ICON_URLS } from '../../kit/icons/icon-urls.test-helper.ts';
import { IconUrlsProvider } from '../../kit/icons/icon-urls.tsx';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { attr, elementsWithTestId, tagsWithTestId, textOf } from '../../kit/testing/markup.test-helper.ts';
import { testGlobalLinks, testLandings } from '../site-header/header-fixture.test-helper.ts';
import { DocumentationDrawer } from './documentation-drawer.tsx';
import { documentationGroups, resourceLists } from './drawer-data.ts';
import { ProfileDrawer } from './profile-drawer.tsx';
import { PROFILE_DRAWER_WIDTH } from './profile-position.ts';
import { ResourcesDrawer } from './resources-drawer.tsx';

const docs = () =>
  renderToStaticMarkup(
    <IconUrlsProvider urls={TEST_ICON_URLS}>
      <DocumentationDrawer
        id="docs"
        groups={documentationGroups(testGlobalLinks, testLandings)}
        developerHost="developer.example.com"
      />
    </IconUrlsProvider>,
  );

describe('DocumentationDrawer', () => {
  it('shows only the tabs with something to show, and See all only for landings the site has', () => {
    const only = (landings: object, links = testGlobalLinks) =>
      renderToStaticMarkup(
        <DocumentationDrawer
          id="docs"
          groups={documentationGroups(links, landings)}
          developerHost="developer.example.com"
        />,
      );
    const noLandings = only({});
    expect(tagsWithTestId(noLandings, 'drawer-see-all')).toEqual([]);
    expect(noLandings).not.toContain('href="/cloud/"');
    expect(noLandings).not.toContain('href="/server/"');
    const cloudOnly = only({ cloud: '/cloud/' }, { ...testGlobalLinks, serverDocsLinksV2: { products: [] } });
    // One tab: no tab list, no tab roles, the panel shown.
    expect(tagsWithTestId(cloudOnly, 'drawer-tab')).toEqual([]);
    expect(cloudOnly).not.toContain('role="tabpanel"');
    expect(tagsWithTestId(cloudOnly, 'drawer-see-all').map((a) => attr(a, 'href'))).toEqual(['/cloud/']);
    expect(tagsWithTestId(cloudOnly, 'drawer-panel-server')).toEqual([]);
  });

  it("has the tabs 'Cloud' and 'Data Center' in the ARIA tabs pattern, starting on Cloud", () => {
    const html = docs();
    const tabs = tagsWithTestId(html, 'drawer-tab');
    expect(elementsWithTestId(html, 'drawer-tab').map((tab) => textOf(tab))).toEqual([
      'Cloud',
      'Data Center',
    ]);
    expect(tabs.map((tab) => attr(tab, 'role'))).toEqual(['tab', 'tab']);
    expect(tabs.map((tab) => attr(tab, 'aria-selected'))).toEqual(['true', 'false']);
    expect(tabs.map((tab) => attr(tab, 'tabindex'))).toEqual(['0', '-1']);
    expect(html).toContain('role="tablist"');
    const cloud = tagsWithTestId(html, 'drawer-panel-cloud')[0];
    const server = tagsWithTestId(html, 'drawer-panel-server')[0];
    expect(attr(cloud, 'role')).toBe('tabpanel');
    expect(attr(cloud, 'aria-labelledby')).toBe(attr(tabs[0], 'id'));
    expect(attr(tabs[0], 'aria-controls')).toBe(attr(cloud, 'id'));
    expect(attr(cloud, 'hidden')).toBeUndefined();
    expect(attr(server, 'hidden')).toBe('');
  });

  it('shows platform tiles then at most 8 product tiles on Cloud, product tiles on Data Center', () => {
    const html = docs();
    const [cloud = '', server = ''] = [
      elementsWithTestId(html, 'drawer-panel-cloud')[0],
      elementsWithTestId(html, 'drawer-panel-server')[0],
    ];
    const groups = elementsWithTestId(cloud, 'drawer-group');
    expect(groups.map((group) => attr(/<ul[^>]*>/.exec(group)?.[0], 'aria-label'))).toEqual([
      'Platform',
      'Products',
    ]);
    expect(tagsWithTestId(groups[0] ?? '', 'drawer-tile').map((t) => attr(t, 'href'))).toEqual([
      '/platform/forge/',
    ]);
    const products = tagsWithTestId(groups[1] ?? '', 'drawer-tile').map((t) => attr(t, 'href'));
    expect(products).toEqual(Array.from({ length: 8 }, (_, i) => `/cloud/p${i}/`));
    expect(elementsWithTestId(server, 'drawer-group')).toHaveLength(1);
    expect(tagsWithTestId(server, 'drawer-tile').map((t) => attr(t, 'href'))).toEqual(['/server/jira/']);
  });

  it('gives each tile its icon, title and subtitle, and ends each tab with its See all link', () => {
    const html = docs();
    const tile = elementsWithTestId(html, 'drawer-tile')[0] ?? '';
    expect(tile).toContain('<img src="/icons/forge.svg"');
    expect(textOf(tile)).toBe('Build with ForgeBuild with Forge subtitle');
    const seeAll = elementsWithTestId(html, 'drawer-see-all');
    expect(seeAll.map((a) => [attr(a, 'href'), textOf(a)])).toEqual([
      ['/cloud/', 'See all cloud documentation'],
      ['/server/', 'See all Data Center documentation'],
    ]);
  });
});

describe('ResourcesDrawer', () => {
  const html = renderToStaticMarkup(
    <ResourcesDrawer
      id="res"
      primary={testGlobalLinks.resourcesV2.primary}
      lists={resourceLists(testGlobalLinks.resourcesV2.secondary, [
        ...Array.from({ length: 7 }, (_, i) => ({ title: `More ${i}`, href: `/more/${i}/` })),
      ])}
      social={testGlobalLinks.resourcesV2.social}
      seeAllHref="/resources"
      vendorName="Example Co"
      developerHost="developer.example.com"
    />,
  );

  it('shows the four primary items, then the secondary groups and the capped global links', () => {
    expect(tagsWithTestId(html, 'resources-primary')).toHaveLength(4);
    const columns = elementsWithTestId(html, 'resources-column');
    expect(columns.map((c) => textOf(/<span[^>]*>[^<]*<\/span>/.exec(c)?.[0] ?? ''))).toEqual([
      'GET HELP',
      'STAY UP TO DATE',
      'FIND INSPIRATION',
      'More from Example Co',
    ]);
    const more = columns[3] ?? '';
    expect((more.match(/href="\/more\//g) ?? []).length).toBe(6);
    const seeAll = elementsWithTestId(more, 'resources-see-all')[0] ?? '';
    expect([attr(seeAll, 'href'), textOf(seeAll)]).toEqual(['/resources', 'See all']);
  });

  it('lists the social links with their names, opening in a new tab', () => {
    const social = tagsWithTestId(html, 'resources-social');
    expect(social.map((s) => [attr(s, 'href'), attr(s, 'target')])).toEqual([
      ['https://video.example.com/', '_blank'],
    ]);
    expect(textOf(elementsWithTestId(html, 'resources-social')[0] ?? '')).toContain('Videos');
  });
});

describe('ProfileDrawer', () => {
  it('shows the email, Developer Console and Logout, 264px wide', () => {
    const html = renderToStaticMarkup(
      <ProfileDrawer id="p" email="ann@example.com" anchor={() => undefined} />,
    );
    expect(textOf(elementsWithTestId(html, 'profile-email')[0] ?? '')).toBe('ann@example.com');
    const links = [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      ['/account/profile', 'Your profile'],
      ['/console/myapps/', 'Developer Console'],
      ['/account/logout', 'Logout'],
    ]);
    expect(html).not.toContain('data-testid="avatar"');
    expect(PROFILE_DRAWER_WIDTH).toBe(264);
    // Hidden until placed under its trigger (a layout effect, in the browser), then 264px wide.
    expect(attr(tagsWithTestId(html, 'profile-drawer')[0], 'style')).toBe('visibility:hidden;width:264px');
  });

  it('shows the avatar beside the email when the account has one', () => {
    const html = renderToStaticMarkup(
      <ProfileDrawer
        id="p"
        email="ann@example.com"
        avatarUrl="/api/account/avatar/a?v=1"
        anchor={() => undefined}
      />,
    );
    expect(html).toMatch(/data-testid="avatar"[^>]*><img src="\/api\/account\/avatar\/a\?v=1"/);
    expect(textOf(elementsWithTestId(html, 'profile-email')[0] ?? '')).toBe('ann@example.com');
  });
});
