import { describe, expect, it } from 'vitest';
import { restReferenceSummary } from './reference-summary.ts';
import { apiOf } from './rest-fixtures.test-helper.ts';
import {
  referenceForNavUrl,
  referenceOfRoute,
  restNavTree,
  restRootOf,
  restVersionLinks,
} from './rest-nav.ts';

const op = (tags: string[], extra: Record<string, unknown> = {}) => ({ tags, responses: {}, ...extra });
const spec = (withComments: boolean) => ({
  openapi: '3.0.0',
  info: { title: 'Kestrel', version: '1' },
  tags: [{ name: 'Issues' }, { name: 'Comments' }],
  paths: {
    '/issue': { post: op(['Issues'], { summary: 'Create issue', 'x-experimental': true }) },
    '/issue/{id}': {
      get: op(['Issues'], { summary: 'Get issue' }),
      delete: op(['Issues'], { deprecated: true, 'x-preview': true }),
    },
    ...(withComments ? { '/comment': { get: op(['Comments'], { summary: 'Get comments' }) } } : {}),
  },
});
const v2 = restReferenceSummary(apiOf(spec(false)), { publishPath: '/cloud/k/', version: 2 }, 'k');
const v3 = restReferenceSummary(apiOf(spec(true)), { publishPath: '/cloud/k/', version: 3 }, 'k');
const refs = [v3, v2];

describe('referenceForNavUrl', () => {
  it('matches only the base path, with or without its trailing slash', () => {
    expect(referenceForNavUrl(refs, '/cloud/k/rest/v3/')).toBe(v3);
    expect(referenceForNavUrl(refs, '/cloud/k/rest/v2')).toBe(v2);
    expect(referenceForNavUrl(refs, '/cloud/k/rest/v3/intro/')).toBeUndefined();
    expect(referenceForNavUrl(refs, 'https://example.com/cloud/k/rest/v3/')).toBeUndefined();
  });
});

describe('restNavTree', () => {
  it('lists every group, with operations for the current group only', () => {
    const tree = restNavTree(v3, '/cloud/k/rest/v3/api-group-issues/');
    expect(tree.intro).toEqual({ url: '/cloud/k/rest/v3/intro/', current: false });
    expect(tree.groups.map((g) => [g.title, g.current, g.operations.length])).toEqual([
      ['Issues', true, 3],
      ['Comments', false, 0],
    ]);
    expect(tree.groups[0]?.operations).toEqual([
      {
        label: 'Create issue',
        url: '/cloud/k/rest/v3/api-group-issues/#api-issue-post',
        method: 'POST',
        flags: ['experimental'],
      },
      {
        label: 'Get issue',
        url: '/cloud/k/rest/v3/api-group-issues/#api-issue-id-get',
        method: 'GET',
        flags: [],
      },
      // No summary: the derived item's label is the path (spec §3).
      {
        label: 'Delete issue {id}',
        url: '/cloud/k/rest/v3/api-group-issues/#api-issue-id-delete',
        method: 'DELETE',
        flags: ['deprecated', 'preview'],
      },
    ]);
  });

  it('marks the intro and expands no group on the intro', () => {
    const tree = restNavTree(v3, '/cloud/k/rest/v3/intro/');
    expect(tree.intro.current).toBe(true);
    expect(tree.groups.every((g) => !g.current && g.operations.length === 0)).toBe(true);
  });
});

describe('restVersionLinks', () => {
  it('keeps the group page when the other version has it, else goes to its intro', () => {
    expect(restVersionLinks(refs, '/cloud/k/rest/v3/api-group-issues/')).toEqual([
      { label: 'v2', url: '/cloud/k/rest/v2/api-group-issues/', current: false },
      { label: 'v3', url: '/cloud/k/rest/v3/api-group-issues/', current: true },
    ]);
    expect(restVersionLinks(refs, '/cloud/k/rest/v3/api-group-comments/')[0]?.url).toBe(
      '/cloud/k/rest/v2/intro/',
    );
  });

  it('is empty outside a reference and for a single version', () => {
    expect(restVersionLinks(refs, '/cloud/k/guide/')).toEqual([]);
    expect(restVersionLinks([v3], '/cloud/k/rest/v3/intro/')).toEqual([]);
  });
});

describe('restRootOf and referenceOfRoute', () => {
  it('finds the REST root and the reference of a route', () => {
    expect(restRootOf('/cloud/k/rest/v3/api-group-issues/')).toBe('/cloud/k/rest/');
    expect(restRootOf('/cloud/k/guide/')).toBeUndefined();
    expect(referenceOfRoute(refs, '/cloud/k/rest/v2/intro/')).toBe(v2);
  });
});
