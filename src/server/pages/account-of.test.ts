import { describe, expect, it } from 'vitest';
import { accountOf } from './account-of.ts';

describe('accountOf', () => {
  it('is undefined without an account on locals, or with an invalid one', () => {
    expect(accountOf({})).toBeUndefined();
    expect(accountOf({ account: null })).toBeUndefined();
    expect(accountOf({ account: { email: 'a@b.c' } })).toBeUndefined();
    expect(accountOf({ account: 'someone' })).toBeUndefined();
  });

  it('keeps only the spec fields and drops an empty avatar URL', () => {
    const account = accountOf({
      account: { id: 'u1', email: 'Ann@Example.com', avatarUrl: '', screenName: 'Ann', token: 'secret' },
    });
    expect(account).toEqual({ id: 'u1', email: 'Ann@Example.com', avatarUrl: undefined, screenName: 'Ann' });
    expect(JSON.stringify(account)).not.toContain('secret');
    expect(accountOf({ account: { id: 'u2', avatarUrl: '/a.png' } })).toEqual({
      id: 'u2',
      email: '',
      avatarUrl: '/a.png',
      screenName: '',
    });
  });
});
