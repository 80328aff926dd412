import { describe, expect, it } from 'vitest';
import { ANONYMOUS, createPrincipal } from '../../core/policy/principal.ts';
import type { Account } from '../../schemas/account.ts';
import type { ChangelogEntry } from '../../schemas/changelog.ts';
import { CHANGELOG_VISITS_PATH, indicatorHead, packagePageVisit } from './indicator-head.ts';

const entry = (fields: Partial<ChangelogEntry>): ChangelogEntry =>
  ({
    id: 'x',
    packageName: 'api',
    date: '2026-01-01',
    title: 'T',
    type: 'added',
    apiGroups: ['Issues'],
    products: [],
    breaking: false,
    privilege: 'NONE',
    url: '/api/changelog/#x',
    html: '',
    sourceFile: 'x.md',
    ...fields,
  }) as ChangelogEntry;

const entries = [
  entry({ date: '2026-11-20', apiGroups: ['Issues'] }),
  entry({
    date: '2026-11-25',
    apiGroups: ['Issues', 'Staff'],
    privilege: 'FORGE_DOCS',
    url: '/staff/changelog/#s',
  }),
  entry({ date: '2026-10-01', apiGroups: ['Projects'] }),
];

describe('indicatorHead', () => {
  it('takes the newest dates from the entries the reader may read, the same for every anonymous reader', () => {
    expect(indicatorHead(entries, ANONYMOUS, undefined)).toEqual({
      newest: JSON.stringify({ Issues: '2026-11-20', Projects: '2026-10-01' }),
      sync: undefined,
    });
    const staff = createPrincipal({ accountId: 'a', privileges: new Set(['FORGE_DOCS']) });
    const account = { id: 'a', screenName: 'Ann', email: 'a@x.org' } as unknown as Account;
    expect(indicatorHead(entries, staff, account)).toEqual({
      newest: JSON.stringify({ Issues: '2026-11-25', Staff: '2026-11-25', Projects: '2026-10-01' }),
      sync: CHANGELOG_VISITS_PATH,
    });
  });
});

describe('packagePageVisit', () => {
  it('is the API groups a package changelog page lists, and nothing for other pages', () => {
    expect(packagePageVisit('changelog', '/api/changelog/', entries)).toEqual(['Issues', 'Projects']);
    expect(packagePageVisit('markdown', '/api/changelog/', entries)).toEqual([]);
  });
});
