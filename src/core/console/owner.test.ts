import { describe, expect, it } from 'vitest';
import { isVendorEmployeeOwner, vendorTypeProblem } from './owner.ts';

const owner = (email: string, emailVerified: boolean) => ({ id: 'u1', email, emailVerified });

describe('owner is a vendor employee', () => {
  it('needs a verified address at the vendor domain or a subdomain of it', () => {
    expect(isVendorEmployeeOwner(owner('ann@example.com', true), 'example.com')).toBe(true);
    expect(isVendorEmployeeOwner(owner('ann@Mail.Example.com', true), 'example.com')).toBe(true);
    expect(isVendorEmployeeOwner(owner('ann@example.com', false), 'example.com')).toBe(false);
    expect(isVendorEmployeeOwner(owner('ann@notexample.com', true), 'example.com')).toBe(false);
    expect(isVendorEmployeeOwner(owner('ann@example.com.evil.org', true), 'example.com')).toBe(false);
  });

  it('lets only such an owner publish an app as internal', () => {
    expect(
      vendorTypeProblem({ vendorType: 'internal' }, owner('ann@example.com', true), 'example.com'),
    ).toBeUndefined();
    expect(
      vendorTypeProblem({ vendorType: 'third-party' }, owner('x@y.org', false), 'example.com'),
    ).toBeUndefined();
    expect(
      vendorTypeProblem({ vendorType: 'internal' }, owner('ann@example.com', false), 'example.com')?.field,
    ).toBe('vendorType');
  });
});
