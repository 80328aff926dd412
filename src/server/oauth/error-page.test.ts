import { describe, expect, it } from 'vitest';
import { knownErrorCode, oauthErrorLocation } from './error-page.ts';

describe('the authorization error page', () => {
  it('is reached with a known error code only', () => {
    expect(oauthErrorLocation('invalid_client')).toBe('/oauth2/error?code=invalid_client');
    expect(oauthErrorLocation('<img src=x>')).toBe('/oauth2/error?code=invalid_request');
    expect(oauthErrorLocation(undefined)).toBe('/oauth2/error?code=invalid_request');
    expect(knownErrorCode('access_denied')).toBe('access_denied');
    expect(knownErrorCode('made_up')).toBe('invalid_request');
  });
});
