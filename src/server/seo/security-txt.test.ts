import { describe, expect, it } from 'vitest';
import { SiteConfigSchema, type SecurityContact } from '../../schemas/site.ts';
import { securityTxt, securityTxtResponse } from './security-txt.ts';

const contact: SecurityContact = {
  contacts: ['mailto:security@example.com', 'https://example.com/security/report'],
  expires: '2027-06-30',
  policy: 'https://example.com/security/policy',
};

describe('/.well-known/security.txt', () => {
  it('writes the RFC 9116 fields, with the canonical address on the public origin', () => {
    expect(securityTxt(contact, ['en', 'en_GB', 'en_ZZ', 'fr'], 'https://developer.example.com')).toBe(
      [
        'Contact: mailto:security@example.com',
        'Contact: https://example.com/security/report',
        'Expires: 2027-06-30T00:00:00.000Z',
        'Policy: https://example.com/security/policy',
        'Preferred-Languages: en, fr',
        'Canonical: https://developer.example.com/.well-known/security.txt',
        '',
      ].join('\n'),
    );
  });

  it('leaves the canonical line out without a public origin', () => {
    expect(securityTxt(contact, ['en'], undefined)).not.toContain('Canonical:');
  });

  it('answers 404 when the site names no contact', async () => {
    const response = securityTxtResponse(undefined, ['en'], undefined);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('no security contact');
  });

  it('refuses contacts that are not mailto:, https: or tel: URIs, and a missing expiry', () => {
    const site = {
      vendorName: 'V',
      vendorWebDomain: 'example.com',
      developerHost: 'developer.example.com',
      employeeEmailDomain: 'example.com',
      aiBrandName: 'AI',
      portalName: 'P',
      mainPackage: 'm',
      locales: ['en'],
      defaultLocale: 'en',
      environments: {},
    };
    const parse = (securityContact: unknown) =>
      SiteConfigSchema.safeParse({ ...site, securityContact }).success;
    expect(parse(contact)).toBe(true);
    expect(parse({ ...contact, contacts: ['javascript:alert(1)'] })).toBe(false);
    expect(parse({ ...contact, contacts: ['http://example.com/report'] })).toBe(false);
    expect(parse({ contacts: contact.contacts })).toBe(false);
  });
});
