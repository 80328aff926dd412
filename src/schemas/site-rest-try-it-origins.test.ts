import { describe, expect, it } from 'vitest';
import { SiteConfigSchema } from './site.ts';

const site = {
  vendorName: 'Test Co',
  vendorWebDomain: 'test.example',
  developerHost: 'developer.test.example',
  employeeEmailDomain: 'test.example',
  aiBrandName: 'Test AI',
  portalName: 'Developer',
  mainPackage: 'main',
  locales: ['en'],
  defaultLocale: 'en',
  environments: { local: ['localhost'] },
};
const parse = (origins: string[]) => SiteConfigSchema.safeParse({ ...site, restTryItOrigins: origins });

describe('site restTryItOrigins', () => {
  it('accepts https origins, a leading wildcard label and loopback http origins', () => {
    expect(
      parse([
        'https://*.atlassian.net',
        'https://api.example.com:8443',
        'http://localhost:4000',
        'http://127.0.0.1:39111',
      ]).success,
    ).toBe(true);
  });

  it('refuses other http origins, paths and keywords', () => {
    for (const origin of [
      'http://api.example.com',
      'https://api.example.com/path',
      "'self'",
      'http://10.0.0.1:80',
    ]) {
      expect(parse([origin]).success, origin).toBe(false);
    }
  });
});
