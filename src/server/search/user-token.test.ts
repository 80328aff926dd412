import { describe, expect, it } from 'vitest';
import { ANONYMOUS } from '../../core/policy/principal.ts';
import { signedIn } from './test-fixtures.ts';
import { ANONYMOUS_USER_TOKEN, sanitizeUserToken, searchUserToken } from './user-token.ts';

describe('sanitizeUserToken', () => {
  it('keeps only 0-9, a-z, A-Z, _ and - (spec §5)', () => {
    expect(sanitizeUserToken('"abc-DEF_123"')).toBe('abc-DEF_123');
    expect(sanitizeUserToken('a b/c+d=e.f@g<script>')).toBe('abcdefgscript');
    expect(sanitizeUserToken('ünïcödé-✓')).toBe('ncd-');
    expect(sanitizeUserToken('"" ')).toBeUndefined();
  });

  it("cuts at Algolia's 129 characters", () => {
    expect(sanitizeUserToken('x'.repeat(500))).toHaveLength(129);
  });
});

describe('searchUserToken', () => {
  it("is 'nonLoggedInUser' for anonymous visitors, whatever the cookie says", () => {
    expect(ANONYMOUS_USER_TOKEN).toBe('nonLoggedInUser');
    expect(searchUserToken(ANONYMOUS, 'ajs_user_id=%22abc%22')).toBe('nonLoggedInUser');
  });

  it('takes the analytics user id cookie of a signed-in visitor, sanitised', () => {
    expect(searchUserToken(signedIn(), 'x=1; ajs_user_id=%22557058%3Aab-cd%22')).toBe('557058ab-cd');
  });

  it('falls back to the sanitised account id', () => {
    expect(searchUserToken(signedIn(), null)).toBe('acc-1');
    expect(searchUserToken({ ...signedIn(), accountId: 'id:with/odd chars' }, 'ajs_user_id=%22%22')).toBe(
      'idwithoddchars',
    );
  });
});
