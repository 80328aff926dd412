import { describe, expect, it } from 'vitest';
import { fetchAccount } from './fetch-account.ts';

describe('fetchAccount (spec §2, §7, §8)', () => {
  it('GETs /api/account with credentials in cors mode and keeps the spec §3 fields', async () => {
    const seen: [string, RequestInit | undefined][] = [];
    const account = await fetchAccount((async (url: string, init?: RequestInit) => {
      seen.push([url, init]);
      return Response.json({ id: 'a', email: 'a@b.org', screenName: 'A', avatarUrl: '', secret: 'x' });
    }) as typeof fetch);
    expect(seen).toEqual([['/api/account', { credentials: 'include', mode: 'cors' }]]);
    expect(account).toEqual({ id: 'a', email: 'a@b.org', screenName: 'A', avatarUrl: undefined });
  });

  it('treats a non-ok answer, a bad body or an error as no account', async () => {
    expect(
      await fetchAccount((async () => new Response(null, { status: 401 })) as typeof fetch),
    ).toBeUndefined();
    expect(await fetchAccount((async () => new Response('nope')) as typeof fetch)).toBeUndefined();
    expect(
      await fetchAccount((async () => {
        throw new TypeError('offline');
      }) as typeof fetch),
    ).toBeUndefined();
  });
});

describe('accountFromJson reads what AccountSchema reads', () => {
  it('agrees with the schema on valid and invalid answers', async () => {
    const { AccountSchema } = await import('../../../schemas/account.ts');
    const { accountFromJson } = await import('./fetch-account.ts');
    const answers: unknown[] = [
      { id: 'a', email: 'e@x.org', avatarUrl: '/a.png', screenName: 'A' },
      { id: 'a', avatarUrl: '  ', screenName: '' },
      { id: 'a', avatarUrl: null },
      { id: 'a', extra: 'dropped' },
      { id: 1 },
      { email: 'x' },
      { id: 'a', email: 3 },
      { id: 'a', avatarUrl: 5 },
      null,
      'text',
    ];
    for (const answer of answers) {
      const parsed = AccountSchema.safeParse(answer);
      expect(accountFromJson(answer)).toEqual(parsed.success ? parsed.data : undefined);
    }
  });
});
