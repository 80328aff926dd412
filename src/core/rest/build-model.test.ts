import { describe, expect, it } from 'vitest';
import { buildRestApi } from './build-model.ts';
import { parseOpenApi } from './load-openapi.node.ts';
import { apiOf, sampleApi } from './rest-fixtures.test-helper.ts';

const spec = (paths: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  openapi: '3.0.1',
  info: { title: 'T', version: '1' },
  paths,
  ...extra,
});
const ok = { responses: { 200: { description: 'OK' } } };

describe('the sample model', () => {
  const api = sampleApi();
  const operation = (method: string, path: string) =>
    api.groups.flatMap((g) => g.operations).find((o) => o.method === method && o.path === path)!;

  it('has the document facts', () => {
    expect(api.title).toBe('Kestrel Tracker REST API');
    expect(api.version).toBe('3.4.0');
    expect(api.servers).toEqual([
      { url: 'https://{site}.kestrel.example/', description: 'Your Kestrel Tracker site.', variables: {} },
    ]);
  });

  it('groups by tag in declared order, drops unused tags and groups untagged operations by path segment', () => {
    expect(api.groups.map((g) => [g.title, g.slug, g.fromTag, g.operations.length])).toEqual([
      ['Issues', 'issues', true, 5],
      ['Projects', 'projects', true, 2],
      ['Comments', 'comments', true, 3],
      ['health', 'health', false, 1],
    ]);
    expect(api.groups[0]!.description).toBe('Create, read, edit and delete issues.');
  });

  it('keeps document order inside a group', () => {
    expect(api.groups[0]!.operations.map((o) => `${o.method} ${o.path}`)).toEqual([
      'post /rest/api/3/issue',
      'get /rest/api/3/issue/{issueIdOrKey}',
      'put /rest/api/3/issue/{issueIdOrKey}',
      'delete /rest/api/3/issue/{issueIdOrKey}',
      'post /rest/api/3/issue/{issueIdOrKey}/archive',
    ]);
  });

  it('reads the flags and generates a missing summary', () => {
    const archive = operation('post', '/rest/api/3/issue/{issueIdOrKey}/archive');
    expect(archive).toMatchObject({
      summary: 'Post rest api 3 issue {issueIdOrKey} archive',
      summaryGenerated: true,
      experimental: true,
      deprecated: false,
      preview: false,
      operationId: 'archiveIssue',
      anchorId: 'api-rest-api-3-issue-issueidorkey-archive-post',
    });
    expect(operation('delete', '/rest/api/3/issue/{issueIdOrKey}').deprecated).toBe(true);
    expect(operation('get', '/rest/api/3/project/{projectKey}').preview).toBe(true);
    expect(operation('get', '/rest/api/3/issue/{issueIdOrKey}')).toMatchObject({
      summary: 'Get issue',
      summaryGenerated: false,
      tags: ['Issues'],
    });
  });

  it('follows refs of parameters, request bodies and responses, and merges path-item parameters', () => {
    const getIssue = operation('get', '/rest/api/3/issue/{issueIdOrKey}');
    expect(getIssue.parameters.map((p) => [p.name, p.in, p.required])).toEqual([
      ['issueIdOrKey', 'path', true],
      ['fields', 'query', false],
      ['expand', 'query', false],
    ]);
    expect(getIssue.responses.map((r) => [r.status, r.description])).toEqual([
      ['200', 'Returned if the request is successful.'],
      ['401', 'Returned if the authentication credentials are missing or invalid.'],
      ['404', 'Returned if the issue is not found or the user cannot see it.'],
    ]);
    const edit = operation('put', '/rest/api/3/issue/{issueIdOrKey}');
    expect(edit.requestBody).toEqual({
      description: '',
      required: true,
      content: [
        { contentType: 'application/json', schema: { $ref: '#/components/schemas/IssueUpdateDetails' } },
      ],
    });
    const comments = operation('get', '/rest/api/3/issue/{issueIdOrKey}/comment');
    expect(comments.parameters.map((p) => p.name)).toEqual(['issueIdOrKey']);
  });
});

describe('grouping rules', () => {
  it('puts an operation with several tags in its first tag only', () => {
    const api = apiOf(
      spec({ '/a': { get: { tags: ['B', 'A'], ...ok } }, '/b': { get: { tags: ['A'], ...ok } } }),
    );
    expect(api.groups.map((g) => [g.title, g.operations.map((o) => o.path)])).toEqual([
      ['B', ['/a']],
      ['A', ['/b']],
    ]);
  });

  it('names untagged groups after the first path segment that is not rest, api, latest or a version', () => {
    const api = apiOf(
      spec({
        '/admin/config': { get: ok, put: ok },
        '/api/latest/plan/{key}': { get: { tags: [], ...ok } },
        '/rest/api/2/plan': { post: ok },
        '/rest/api/2': { put: ok },
        '/api/latest/user': { get: { tags: ['api'], ...ok } },
        '/api/v1.0/latest': { get: ok },
        '/api': { get: ok },
        '/': { get: ok },
      }),
    );
    expect(api.groups.map((g) => [g.title, g.slug, g.fromTag, g.operations.length])).toEqual([
      ['api', 'api', true, 3],
      ['admin', 'admin', false, 2],
      ['plan', 'plan', false, 2],
      ['rest', 'rest', false, 1],
      ['/', 'group', false, 1],
    ]);
  });

  it('titles a group with its x-displayName, keeping the slug and name of the tag', () => {
    const api = apiOf(
      spec(
        {
          '/widgets': { get: { tags: ['widgets'], ...ok } },
          '/gadgets': { get: { tags: ['gadgets'], ...ok } },
        },
        {
          tags: [
            { name: 'widgets', 'x-displayName': 'Widgets and parts', description: 'All *widgets*.' },
            { name: 'gadgets', 'x-displayName': '  ' },
          ],
        },
      ),
    );
    expect(api.groups.map((g) => [g.title, g.name, g.slug, g.description])).toEqual([
      ['Widgets and parts', 'widgets', 'widgets', 'All *widgets*.'],
      ['gadgets', 'gadgets', 'gadgets', ''],
    ]);
  });

  it('reads server variables, security schemes and requirements, and carries the source flags', () => {
    const api = buildRestApi(
      parseOpenApi(
        JSON.stringify(
          spec(
            {
              '/open': { get: { security: [], ...ok } },
              '/mine': { get: ok },
            },
            {
              servers: [
                {
                  url: 'https://{region}.api.example.com/{base}',
                  variables: {
                    region: { enum: ['eu', 'us'], default: 'eu', description: 'Where your data lives.' },
                    base: { default: 'v1' },
                  },
                },
              ],
              security: [{ oauth: ['read:things'] }],
              components: {
                securitySchemes: {
                  oauth: { $ref: '#/components/x-schemes/oauth' },
                  key: { type: 'apiKey', in: 'header', name: 'X-Key' },
                },
                'x-schemes': { oauth: { type: 'oauth2', flows: {} } },
              },
            },
          ),
        ),
        'x.json',
      ),
      { experimental: true, postman: true, connectScopes: 'jira' },
    );
    expect(api.servers[0]!.variables).toEqual({
      region: { default: 'eu', enum: ['eu', 'us'], description: 'Where your data lives.' },
      base: { default: 'v1', description: '' },
    });
    expect(api.securitySchemes).toEqual({
      oauth: { type: 'oauth2', flows: {} },
      key: { type: 'apiKey', in: 'header', name: 'X-Key' },
    });
    expect(api.flags).toEqual({ experimental: true, postman: true, connectScopes: 'jira' });
    const [open, mine] = api.groups.flatMap((g) => g.operations);
    expect(open!.security).toEqual([]);
    expect(mine!.security).toEqual([{ oauth: ['read:things'] }]);
    expect(apiOf(spec({})).flags).toEqual({ experimental: false, postman: false });
  });

  it('gives groups unique slugs and operations unique anchors within their group', () => {
    const api = apiOf(
      spec({
        '/x/a_b': { get: { tags: ['Issue links'], ...ok } },
        '/x/a-b': { get: { tags: ['Issue links'], ...ok } },
        '/y': { get: { tags: ['Issue-links'], ...ok } },
        '/z': { get: { tags: ['Issue (links)'], ...ok } },
      }),
    );
    expect(api.groups.map((g) => g.slug)).toEqual(['issue-links', 'issue-links-1', 'issue--links-']);
    expect(api.groups[0]!.operations.map((o) => o.anchorId)).toEqual(['api-x-a-b-get', 'api-x-a-b-get-1']);
  });

  it('skips what is not an operation and tolerates broken refs', () => {
    const api = apiOf(
      spec({
        '/a': {
          summary: 'path summary',
          parameters: [{ $ref: '#/components/parameters/Missing' }, { in: 'query' }],
          get: { ...ok, requestBody: { $ref: 'other.json#/x' } },
          'x-vendor': { get: 1 },
        },
        '/b': 'not an object',
      }),
    );
    const [operation] = api.groups[0]!.operations;
    expect(api.groups).toHaveLength(1);
    expect(operation!.parameters).toEqual([]);
    expect(operation!.requestBody).toBeUndefined();
  });
});
