import { describe, expect, it } from 'vitest';
import { ConnectScopesFileSchema } from '../../schemas/connect-scopes.ts';
import { connectScopeRules, matchConnectScope } from './connect-scope-match.ts';

const file = ConnectScopesFileSchema.parse({
  restApis: [
    {
      id: 'issues',
      path: '/rest/api/{version}/issue/**',
      public: true,
      versions: ['2', '3'],
      scopes: { GET: 'READ', POST: 'WRITE', DELETE: 'DELETE' },
    },
    {
      id: 'issue-properties',
      path: '/rest/api/{version}/issue/*/properties/*',
      public: true,
      versions: ['3'],
      scopes: { PUT: 'WRITE', GET: 'ACT_AS_USER' },
    },
    { id: 'hidden', path: '/rest/internal/**', public: false, scopes: { GET: 'ADMIN' } },
    { id: 'exact', path: '/rest/api/3/myself', public: true, scopes: { GET: 'READ' } },
  ],
});
const rules = connectScopeRules(file.restApis);

describe('matchConnectScope', () => {
  it('maps a method under a "**" pattern for each listed version', () => {
    expect(matchConnectScope(rules, '/rest/api/3/issue/{issueIdOrKey}', 'get')).toBe('READ');
    expect(matchConnectScope(rules, '/rest/api/2/issue', 'POST')).toBe('WRITE');
    expect(matchConnectScope(rules, '/rest/api/4/issue', 'GET')).toBeUndefined();
  });

  it('prefers the entry with more literal segments', () => {
    expect(matchConnectScope(rules, '/rest/api/3/issue/{id}/properties/{key}', 'GET')).toBe('ACT_AS_USER');
    // The specific entry does not name DELETE, so the general one applies.
    expect(matchConnectScope(rules, '/rest/api/3/issue/{id}/properties/{key}', 'DELETE')).toBe('DELETE');
  });

  it('matches "*" to exactly one segment and literals exactly', () => {
    expect(matchConnectScope(rules, '/rest/api/3/issue/{id}/properties', 'PUT')).toBeUndefined();
    expect(matchConnectScope(rules, '/rest/api/3/myself', 'GET')).toBe('READ');
    expect(matchConnectScope(rules, '/rest/api/3/myself/x', 'GET')).toBeUndefined();
    expect(matchConnectScope(rules, '/rest/api/3/{myself}', 'GET')).toBeUndefined();
  });

  it('never applies entries that are not public', () => {
    expect(matchConnectScope(rules, '/rest/internal/thing', 'GET')).toBeUndefined();
  });
});

describe('ConnectScopesFileSchema', () => {
  it('requires versions exactly when the path holds {version}', () => {
    const missing = ConnectScopesFileSchema.safeParse({
      restApis: [{ id: 'a', path: '/rest/{version}/a', public: true, scopes: { GET: 'READ' } }],
    });
    expect(missing.success).toBe(false);
    const extra = ConnectScopesFileSchema.safeParse({
      restApis: [{ id: 'a', path: '/rest/a', public: true, versions: ['1'], scopes: { GET: 'READ' } }],
    });
    expect(extra.success).toBe(false);
  });

  it('rejects unknown scopes, empty scope maps, "**" before the end and repeated ids', () => {
    const cases = [
      { restApis: [{ id: 'a', path: '/a', public: true, scopes: { GET: 'EVERYTHING' } }] },
      { restApis: [{ id: 'a', path: '/a', public: true, scopes: {} }] },
      { restApis: [{ id: 'a', path: '/a/**/b', public: true, scopes: { GET: 'READ' } }] },
      {
        jsonRpc: [
          { id: 'x', method: 'm', paths: ['/rpc'], scope: 'READ' },
          { id: 'x', method: 'n', paths: ['/rpc'], scope: 'READ' },
        ],
      },
    ];
    for (const value of cases) expect(ConnectScopesFileSchema.safeParse(value).success).toBe(false);
  });
});
