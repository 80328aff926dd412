import { describe, expect, it } from 'vitest';
import { isSignedIn } from './signed-in.ts';

describe('isSignedIn', () => {
  it('needs a non-empty screen name (spec §3)', () => {
    const account = { id: 'u', email: 'a@example.com', avatarUrl: undefined, screenName: 'Ann' };
    expect(isSignedIn(account)).toBe(true);
    expect(isSignedIn({ ...account, screenName: '' })).toBe(false);
    expect(isSignedIn({ ...account, screenName: '  ' })).toBe(false);
    expect(isSignedIn(undefined)).toBe(false);
  });
});
