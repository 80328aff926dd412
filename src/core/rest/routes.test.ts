import { describe, expect, it } from 'vitest';
import { deriveMenuItems, menuItemHref } from './menu-items.ts';
import { groupRoute, introRoute, restBasePath, restRoutes, versionLabel } from './routes.ts';
import { sampleApi } from './rest-fixtures.test-helper.ts';

describe('route scheme', () => {
  it('puts a versioned source under rest/vN/', () => {
    const base = restBasePath({ publishPath: '/cloud/jira/platform/', version: 3 });
    expect(base).toBe('/cloud/jira/platform/rest/v3/');
    expect(introRoute(base)).toBe('/cloud/jira/platform/rest/v3/intro/');
    expect(groupRoute(base, { slug: 'issues' })).toBe('/cloud/jira/platform/rest/v3/api-group-issues/');
    expect(versionLabel(3)).toBe('v3');
  });

  it('puts an unversioned source under rest/', () => {
    const base = restBasePath({ publishPath: '/cloud/bitbucket/' });
    expect(introRoute(base)).toBe('/cloud/bitbucket/rest/intro/');
    expect(groupRoute(base, { slug: 'repositories' })).toBe('/cloud/bitbucket/rest/api-group-repositories/');
    expect(versionLabel(undefined)).toBeUndefined();
  });
});

describe('restRoutes', () => {
  it('lists the intro and every group page with their anchors, without rendering', () => {
    const routes = restRoutes(sampleApi(), { publishPath: '/cloud/kestrel/', version: 3 });
    expect(routes.map((r) => [r.route, r.kind, r.title])).toEqual([
      ['/cloud/kestrel/rest/v3/intro/', 'rest-intro', 'Kestrel Tracker REST API'],
      ['/cloud/kestrel/rest/v3/api-group-issues/', 'rest-group', 'Issues'],
      ['/cloud/kestrel/rest/v3/api-group-projects/', 'rest-group', 'Projects'],
      ['/cloud/kestrel/rest/v3/api-group-comments/', 'rest-group', 'Comments'],
      ['/cloud/kestrel/rest/v3/api-group-health/', 'rest-group', 'health'],
    ]);
    expect(routes[0]!.anchors).toEqual(['servers', 'api-groups']);
    expect(routes[2]!.anchors).toEqual([
      'api-rest-api-3-project-get',
      'api-rest-api-3-project-projectkey-get',
    ]);
  });
});

describe('derived menu items (spec §3)', () => {
  const items = deriveMenuItems(sampleApi(), '/cloud/kestrel/rest/v3/');

  it('has one item per operation with the spec fields', () => {
    expect(items).toHaveLength(11);
    expect(items[3]).toEqual({
      itemId: 'api-group-issues',
      subItemId: 'api-rest-api-3-issue-issueidorkey-delete',
      label: 'Delete issue',
      method: 'delete',
      isDeprecated: true,
      isExperimental: false,
      isPreview: false,
      basePath: '/cloud/kestrel/rest/v3/',
    });
  });

  it('labels an operation with its summary, or the generated one when it has none', () => {
    expect(items[1]!.label).toBe('Get issue');
    expect(items[4]).toMatchObject({
      label: 'Post rest api 3 issue {issueIdOrKey} archive',
      isExperimental: true,
    });
    expect(items.find((item) => item.isPreview)?.label).toBe('Get project');
  });

  it('links to the group page and anchor', () => {
    expect(menuItemHref(items[1]!)).toBe(
      '/cloud/kestrel/rest/v3/api-group-issues/#api-rest-api-3-issue-issueidorkey-get',
    );
  });
});
