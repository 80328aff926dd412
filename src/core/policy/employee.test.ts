import { describe, expect, it } from 'vitest';
import { isEmployee } from './employee.ts';

describe('isEmployee (spec §6)', () => {
  it('needs a verified address at the employee domain or a subdomain of it', () => {
    expect(isEmployee({ emailDomain: 'example.com', emailVerified: true }, 'example.com')).toBe(true);
    expect(isEmployee({ emailDomain: 'mail.example.com', emailVerified: true }, 'Example.com')).toBe(true);
  });

  it('refuses an unverified or unknown verification state, whatever the domain', () => {
    expect(isEmployee({ emailDomain: 'example.com', emailVerified: false }, 'example.com')).toBe(false);
    expect(isEmployee({ emailDomain: 'example.com' }, 'example.com')).toBe(false);
  });

  it('refuses verified addresses elsewhere, look-alike domains included', () => {
    expect(isEmployee({ emailDomain: 'notexample.com', emailVerified: true }, 'example.com')).toBe(false);
    expect(isEmployee({ emailDomain: 'example.com.evil.org', emailVerified: true }, 'example.com')).toBe(
      false,
    );
    expect(isEmployee({ emailVerified: true }, 'example.com')).toBe(false);
  });
});
