import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { restVersionLinks } from '../../../core/rest/index.ts';
import { restReferenceSummary } from '../../../core/rest/reference-summary.ts';
import { apiOf } from '../../../core/rest/rest-fixtures.test-helper.ts';
import { NavigationSchema } from '../../../schemas/navigation.ts';
import { attr, elementsWithTestId, tagsWithTestId, textOf } from '../../kit/testing/markup.test-helper.ts';
import { DocsNavDrawer } from '../product-header/docs-nav-drawer.tsx';
import { buildProductHeaderModel, type MenuNode } from '../product-header/header-model.ts';
import { reduceNavigation } from '../product-header/reduce-navigation.ts';
import { SideNav } from '../side-nav/side-nav.tsx';
import { buildSideNav, type SideNavEntry } from '../side-nav/side-nav-data.ts';
import { VersionSwitcher } from './version-switcher.tsx';

const op = (tags: string[], extra: Record<string, unknown> = {}) => ({ tags, responses: {}, ...extra });
const api = (withComments: boolean) =>
  apiOf({
    openapi: '3.0.0',
    info: { title: 'Kestrel REST API', version: '1' },
    tags: [{ name: 'Issues' }, { name: 'Comments' }],
    paths: {
      '/issue': { post: op(['Issues'], { summary: 'Create issue', 'x-experimental': true }) },
      '/issue/{id}': { delete: op(['Issues'], { summary: 'Delete issue', deprecated: true }) },
      ...(withComments ? { '/comment': { get: op(['Comments'], { summary: 'Get comments' }) } } : {}),
    },
  });
const v3 = restReferenceSummary(api(true), { publishPath: '/cloud/k/', version: 3 }, 'k');
const v2 = restReferenceSummary(api(false), { publishPath: '/cloud/k/', version: 2 }, 'k');
const references = [v2, v3];

const navigation = (restItems: unknown[]) =>
  NavigationSchema.parse({
    name: 'k',
    title: 'Kestrel',
    url: '/cloud/k/',
    categories: [
      {
        name: 'devguide',
        title: 'Guides',
        subcategories: [{ title: 'Start', items: [{ title: 'Intro', url: '/cloud/k/' }] }],
      },
      {
        name: 'reference',
        title: 'Reference',
        subcategories: [
          { title: 'REST API', items: restItems },
          { title: 'Formats', items: [{ title: 'Document format', url: '/cloud/k/document-format/' }] },
        ],
      },
    ],
  });
const generated = navigation([
  { title: 'REST API versions', url: '/cloud/k/rest/' },
  { title: 'REST API v3', url: '/cloud/k/rest/v3/' },
]);
const handWritten = navigation([
  {
    title: 'REST API v3',
    items: [
      { title: 'Introduction', url: '/cloud/k/rest/v3/intro/' },
      { title: 'Issues', url: '/cloud/k/rest/v3/api-group-issues/' },
    ],
  },
]);
const GROUP = '/cloud/k/rest/v3/api-group-issues/';

const find = (entries: SideNavEntry[], title: string): SideNavEntry | undefined =>
  entries
    .map((entry) =>
      entry.title === title ? entry : entry.kind === 'folder' ? find(entry.items, title) : undefined,
    )
    .find((entry) => entry !== undefined);

describe('side nav with REST references', () => {
  it("expands a reference's base path into its intro and groups, the current group open on its operations", () => {
    const nav = buildSideNav(generated, GROUP, references);
    const reference = find(nav.entries, 'REST API v3');
    expect(reference?.kind).toBe('folder');
    if (reference?.kind !== 'folder') return;
    expect(reference.open).toBe(true);
    expect(reference.items.map((e) => [e.kind, e.title])).toEqual([
      ['link', 'Kestrel REST API'],
      ['folder', 'Issues'],
      ['link', 'Comments'],
    ]);
    const html = renderToStaticMarkup(<SideNav developerHost="developer.example.com" nav={nav} />);
    const operations = elementsWithTestId(html, 'rest-nav-operation');
    expect(operations.map(textOf)).toEqual([
      'POSTCreate issue Experimental',
      'DELETEDelete issue Deprecated',
    ]);
    expect(tagsWithTestId(html, 'rest-nav-operation').map((tag) => attr(tag, 'href'))).toEqual([
      '/cloud/k/rest/v3/api-group-issues/#api-issue-post',
      '/cloud/k/rest/v3/api-group-issues/#api-issue-id-delete',
    ]);
    expect(html).toMatch(
      /<a href="\/cloud\/k\/rest\/v3\/api-group-issues\/" [^>]*aria-current="page">Issues<\/a>/,
    );
  });

  it('lists no operations on other pages, so every page carries only its own group', () => {
    const html = renderToStaticMarkup(
      <SideNav
        developerHost="developer.example.com"
        nav={buildSideNav(generated, '/cloud/k/document-format/', references)}
      />,
    );
    expect(html).not.toContain('rest-nav-operation');
    expect(html).toContain('href="/cloud/k/rest/v3/api-group-comments/"');
  });

  it('keeps hand-written lists, adding the operations under the current group page', () => {
    const nav = buildSideNav(handWritten, GROUP, references);
    const issues = find(nav.entries, 'Issues');
    expect(issues?.kind).toBe('folder');
    if (issues?.kind === 'folder')
      expect(issues.items.map((e) => e.kind)).toEqual(['link', 'operation', 'operation']);
    const other = buildSideNav(handWritten, '/cloud/k/rest/v3/intro/', references);
    expect(find(other.entries, 'Issues')?.kind).toBe('link');
  });
});

describe('product header with REST references', () => {
  const reduced = reduceNavigation(generated, { references, route: GROUP });

  it('condenses the REST subcategory into a REST API tab at the /rest/ path, selected on REST pages', () => {
    const model = buildProductHeaderModel(reduced, GROUP);
    expect(model.items.map((item) => [item.label, item.kind, item.url, item.selected])).toEqual([
      ['Guides', 'link', '/cloud/k/', false],
      ['Reference', 'menu', undefined, false],
      ['REST API', 'link', '/cloud/k/rest/', true],
    ]);
    // The Reference menu keeps only what is not REST.
    expect(model.items[1]?.children.map((node) => node.title)).toEqual(['Formats']);
    const intro = buildProductHeaderModel(
      reduceNavigation(generated, { references, route: '/cloud/k/rest/v3/intro/' }),
      '/cloud/k/rest/v3/intro/',
    );
    expect(intro.items.find((item) => item.selected)?.label).toBe('REST API');
  });

  it('leaves categories alone when none of their subcategories is all REST', () => {
    const model = buildProductHeaderModel(
      reduceNavigation(generated, { references, route: '/cloud/k/' }),
      '/cloud/k/',
    );
    expect(model.items.find((item) => item.label === 'Guides')?.selected).toBe(true);
    const mixed = NavigationSchema.parse({
      ...generated,
      categories: [
        {
          name: 'reference',
          title: 'Reference',
          subcategories: [
            {
              title: 'All',
              items: [
                { title: 'v3', url: '/cloud/k/rest/v3/' },
                { title: 'Doc', url: '/cloud/k/doc/' },
              ],
            },
          ],
        },
      ],
    });
    expect(buildProductHeaderModel(reduceNavigation(mixed), '/cloud/k/').items.map((i) => i.label)).toEqual([
      'Reference',
    ]);
  });

  it('sends the island only the current group operations, and reaches them in the drawer with badges and flags', () => {
    expect(JSON.stringify(reduced).match(/"method"/g)?.length).toBe(2);
    expect(JSON.stringify(reduceNavigation(generated, { references, route: '/cloud/k/' }))).not.toContain(
      '"method"',
    );
    const model = buildProductHeaderModel(reduced, GROUP);
    const tab = model.items.find((item) => item.label === 'REST API');
    const reference = tab?.children.find((node) => node.title === 'REST API v3');
    const issues = reference?.children.find((node) => node.title === 'Issues');
    expect(issues?.current).toBe(true);
    expect(issues?.children.every((node: MenuNode) => !node.current && node.method !== undefined)).toBe(true);
    const html = renderToStaticMarkup(
      <DocsNavDrawer
        developerHost="developer.example.com"
        id="d"
        title="Kestrel"
        items={issues?.children ?? []}
        fixed={[]}
        onClose={() => undefined}
      />,
    );
    expect(elementsWithTestId(html, 'rest-nav-operation').map(textOf)).toEqual([
      'POSTCreate issue Experimental',
      'DELETEDelete issue Deprecated',
    ]);
  });
});

describe('VersionSwitcher', () => {
  it('links every version, keeping the group page where it exists, the current one marked', () => {
    const html = renderToStaticMarkup(
      <VersionSwitcher
        versions={restVersionLinks(references, '/cloud/k/rest/v3/api-group-comments/')}
        label="API version"
      />,
    );
    const links = tagsWithTestId(html, 'rest-version');
    expect(links.map((tag) => [attr(tag, 'href'), attr(tag, 'aria-current')])).toEqual([
      ['/cloud/k/rest/v2/intro/', undefined],
      ['/cloud/k/rest/v3/api-group-comments/', 'page'],
    ]);
    expect(html).toContain('aria-label="API version"');
    expect(textOf(html)).toContain('v2');
  });

  it('renders nothing for a single version', () => {
    expect(
      renderToStaticMarkup(<VersionSwitcher versions={restVersionLinks([v3], GROUP)} label="API version" />),
    ).toBe('');
  });
});
