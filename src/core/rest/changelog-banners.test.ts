import { describe, expect, it } from 'vitest';
import { en } from '../../ui/i18n/messages.ts';
import {
  changelogBannersHtml,
  operationKey,
  resolveChangelogOperations,
  toBannerMessages,
  withoutBanneredChanges,
  type BannerReference,
  type ChangelogOperationRequest,
  type OperationChangelogNotice,
} from './changelog-banners.ts';
import { apiOf, renderTestPages } from './rest-fixtures.test-helper.ts';

const spec = (version: number) => ({
  openapi: '3.0.0',
  info: { title: `Kestrel v${version}`, version: `${version}.0` },
  paths: {
    [`/rest/api/${version}/project`]: {
      get: {
        tags: ['Projects'],
        summary: 'Get projects',
        responses: { '200': { description: 'OK' } },
        'x-changes': [
          {
            type: 'removed',
            announced: '2026-01-15',
            effective: '2026-07-15',
            details: 'https://developer.example.com/cloud/kestrel/changelog/#kestrel-pagination',
          },
          {
            type: 'removed',
            announced: '2025-01-01',
            effective: '2025-06-01',
            details: 'https://x.example/y',
          },
        ],
      },
    },
    [`/rest/api/${version}/issue`]: {
      post: { tags: ['Issues'], responses: { '201': { description: 'Created' } } },
    },
  },
});

const reference = (version: number): BannerReference => ({
  location: { publishPath: '/cloud/kestrel/', version },
  basePath: `/cloud/kestrel/rest/v${version}/`,
  sourceFile: `packages/kestrel/rest/v${version}/swagger.json`,
  api: apiOf(spec(version)),
});

const notice: OperationChangelogNotice = {
  entryId: 'kestrel-pagination',
  type: 'deprecated',
  title: 'Offset <pagination> is deprecated',
  date: '2026-01-15',
  removalDate: '2026-07-15',
  url: '/cloud/kestrel/changelog/#kestrel-pagination',
};

const request = (overrides: Partial<ChangelogOperationRequest>): ChangelogOperationRequest => ({
  entryFile: 'packages/kestrel/changelog/2026-01-15-pagination.md',
  index: 0,
  method: 'get',
  path: '/rest/api/3/project',
  notice,
  ...overrides,
});

describe('resolveChangelogOperations', () => {
  const references = [reference(2), reference(3)];

  it('links the newest version by default, and a named version when asked', () => {
    const resolved = resolveChangelogOperations(references, [
      request({}),
      request({ index: 1, version: 2, method: 'GET', path: '/rest/api/2/project' }),
    ]);
    expect(resolved.problems).toEqual([]);
    expect(resolved.links).toEqual([
      {
        entryId: 'kestrel-pagination',
        index: 0,
        url: '/cloud/kestrel/rest/v3/api-group-projects/#api-rest-api-3-project-get',
        method: 'get',
        path: '/rest/api/3/project',
        label: 'Get projects',
        version: 'v3',
      },
      expect.objectContaining({
        index: 1,
        url: '/cloud/kestrel/rest/v2/api-group-projects/#api-rest-api-2-project-get',
      }),
    ]);
    expect(
      resolved.notices.get('/cloud/kestrel/rest/v3/')?.get(operationKey('GET', '/rest/api/3/project')),
    ).toEqual([notice]);
  });

  it('reports an unknown operation or version on the entry field', () => {
    const resolved = resolveChangelogOperations(references, [
      request({ method: 'delete' }),
      request({ index: 1, version: 7 }),
      request({ index: 2, path: '/rest/api/2/project' }),
    ]);
    expect(resolved.links).toEqual([]);
    expect(resolved.problems).toEqual([
      {
        file: 'packages/kestrel/changelog/2026-01-15-pagination.md',
        field: 'operations[0]',
        message: 'DELETE /rest/api/3/project is not an operation of packages/kestrel/rest/v3/swagger.json',
      },
      expect.objectContaining({
        field: 'operations[1]',
        message: 'version 7 is not a REST version of the package',
      }),
      expect.objectContaining({
        field: 'operations[2]',
        message: 'GET /rest/api/2/project is not an operation of packages/kestrel/rest/v3/swagger.json',
      }),
    ]);
  });
});

describe('banners', () => {
  const messages = toBannerMessages(en);

  it('escapes the entry and links it, with the removal date', () => {
    const html = changelogBannersHtml([notice], messages);
    expect(html).toBe(
      '<p class="rest-notice rest-notice-deprecated" data-changelog-entry="kestrel-pagination">' +
        'Deprecated: see the changelog entry of 2026-01-15, ' +
        '<a href="/cloud/kestrel/changelog/#kestrel-pagination">Offset &lt;pagination&gt; is deprecated</a>. ' +
        'Removal date: 2026-07-15</p>',
    );
  });

  it('drops the x-changes items the entry describes and keeps the others', () => {
    const source = spec(3).paths['/rest/api/3/project']!.get!;
    const byDate = withoutBanneredChanges(source, [notice]);
    expect(byDate['x-changes']).toEqual([source['x-changes']![1]]);
    const byLink = withoutBanneredChanges(source, [{ ...notice, removalDate: undefined }]);
    expect(byLink['x-changes']).toEqual([source['x-changes']![1]]);
    expect(withoutBanneredChanges(source, [])).toBe(source);
  });

  it('puts one banner per change on the named operation of the group page, none elsewhere', async () => {
    const api = apiOf(spec(3));
    const notices = new Map([[operationKey('get', '/rest/api/3/project'), [notice]]]);
    const pages = await renderTestPages(api, { changelogNotices: notices, messages: { ...en } });
    const projects = pages.pages.find((page) => page.route.endsWith('api-group-projects/'))!.html;
    expect(projects.match(/data-changelog-entry="kestrel-pagination"/g)).toHaveLength(1);
    // The x-changes removal of the same date gives way; the unrelated one stays.
    expect(projects.match(/rest-notice-removal/g)).toHaveLength(1);
    expect(projects).toContain('Removal announced on 2025-01-01, effective 2025-06-01.');
    const issues = pages.pages.find((page) => page.route.endsWith('api-group-issues/'))!.html;
    expect(issues).not.toContain('data-changelog-entry');
    const without = await renderTestPages(api);
    const plain = without.pages.find((page) => page.route.endsWith('api-group-projects/'))!.html;
    expect(plain.match(/rest-notice-removal/g)).toHaveLength(2);
  });
});
