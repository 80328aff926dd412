import { describe, expect, it } from 'vitest';
import { publicAccount } from './public-account.ts';

describe('publicAccount', () => {
  it('is undefined without an account, or with an invalid one', () => {
    expect(publicAccount(undefined)).toBeUndefined();
    expect(publicAccount(null)).toBeUndefined();
    expect(publicAccount({ email: 'a@b.c' })).toBeUndefined();
    expect(publicAccount('someone')).toBeUndefined();
  });

  it('keeps only the spec fields and drops an empty avatar URL', () => {
    const account = publicAccount({
      id: 'u1',
      email: 'Ann@Example.com',
      avatarUrl: '',
      screenName: 'Ann',
      token: 'secret',
    });
    expect(account).toEqual({ id: 'u1', email: 'Ann@Example.com', avatarUrl: undefined, screenName: 'Ann' });
    expect(JSON.stringify(account)).not.toContain('secret');
    expect(publicAccount({ id: 'u2', avatarUrl: '/a.png' })).toEqual({
      id: 'u2',
      email: '',
      avatarUrl: '/a.png',
      screenName: '',
    });
  });
});
