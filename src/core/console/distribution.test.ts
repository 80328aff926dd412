import { describe, expect, it } from 'vitest';
import { AppDetailsSchema, type AccountFeatureFlag } from '../../schemas/console.ts';
import { distributionProblems, installUrlFor } from './distribution.ts';

const complete = AppDetailsSchema.parse({
  name: 'Weather',
  distributionStatus: 'public',
  vendorName: 'Acme',
  privacyPolicy: 'https://acme.example/privacy',
  termsOfService: 'https://acme.example/terms',
  contactLink: 'mailto:apps@acme.example',
});
const context = {
  appType: 'oauth2' as const,
  callbackUrls: ['https://acme.example/cb'],
  features: new Set<AccountFeatureFlag>(['directAppDistribution']),
};

describe('distribution requirements', () => {
  it('always allows development', () => {
    expect(
      distributionProblems(AppDetailsSchema.parse({ name: 'x' }), { ...context, features: new Set() }),
    ).toEqual([]);
  });

  it('lets a complete app with the permission go public', () => {
    expect(distributionProblems(complete, context)).toEqual([]);
  });

  it('names every missing field when going public', () => {
    const bare = AppDetailsSchema.parse({ name: 'Weather', distributionStatus: 'public' });
    expect(distributionProblems(bare, { ...context, callbackUrls: [], features: new Set() })).toEqual([
      {
        field: 'distributionStatus',
        message: 'Distribution status: making an app public needs the direct app distribution permission',
      },
      { field: 'vendorName', message: 'Vendor name is required to make an app public' },
      { field: 'privacyPolicy', message: 'Privacy policy is required to make an app public' },
      { field: 'termsOfService', message: 'Terms of service is required to make an app public' },
      { field: 'contactLink', message: 'Contact link is required to make an app public' },
      {
        field: 'callbackUrls',
        message: 'Callback URL: add at least one before making an OAuth 2.0 integration public',
      },
    ]);
  });

  it('holds back an app that stores personal data without the reporting API', () => {
    const personal = { ...complete, storesPersonalData: true };
    expect(distributionProblems(personal, context).map((problem) => problem.field)).toEqual([
      'hasPDReportingApiImplemented',
    ]);
    expect(distributionProblems({ ...personal, hasPDReportingApiImplemented: true }, context)).toEqual([]);
  });

  it('does not ask a Forge app for a callback URL', () => {
    expect(distributionProblems(complete, { ...context, appType: 'forge', callbackUrls: [] })).toEqual([]);
  });
});

describe('installUrlFor', () => {
  const input = {
    appType: 'oauth2' as const,
    distributionStatus: 'public' as const,
    authorizationEndpoint: 'https://portal.example/oauth2/auth',
    clientId: 'c'.repeat(32),
    callbackUrls: ['https://acme.example/cb', 'https://acme.example/other'],
    scopes: ['read:jira-work'],
  };

  it('builds the consent request of a public OAuth 2.0 integration', () => {
    const url = new URL(installUrlFor(input) ?? '');
    expect(url.origin + url.pathname).toBe('https://portal.example/oauth2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: input.clientId,
      response_type: 'code',
      redirect_uri: 'https://acme.example/cb',
      scope: 'read:jira-work offline_access',
      prompt: 'consent',
    });
  });

  it('gives none before the app is public, for Forge apps, or without a callback URL', () => {
    expect(installUrlFor({ ...input, distributionStatus: 'development' })).toBeUndefined();
    expect(installUrlFor({ ...input, appType: 'forge' })).toBeUndefined();
    expect(installUrlFor({ ...input, callbackUrls: [] })).toBeUndefined();
  });
});
