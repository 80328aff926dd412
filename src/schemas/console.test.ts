import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  AddMemberInputSchema,
  AppDetailsSchema,
  AppTypeSchema,
  CallbackUrlSchema,
  ConsoleAppSchema,
  CreateAppInputSchema,
  DeploymentReportSchema,
  DeploymentStatusSchema,
  DistributionStatusSchema,
  EnvironmentTypeSchema,
  FeatureTagSchema,
  AuthenticationTypeSchema,
  ListingStatusSchema,
  MyAppsQuerySchema,
  OutboundAuthProviderSchema,
  OutboundAuthServiceInputSchema,
  OwnerSchema,
  PrincipalSiteProductSchema,
  StoredCredentialsSchema,
} from './console.ts';
import type { z } from 'zod';
import type { AppDetails, CreateAppInput, DeploymentReport } from './console.ts';

/** `field: message` for each issue, as a 400 answer would name them. */
function problems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('enumerations (spec §4)', () => {
  it('holds exactly the values of the spec', () => {
    expect(DistributionStatusSchema.options).toEqual(['development', 'public']);
    expect(ListingStatusSchema.options).toEqual([
      'PRIVATE',
      'PUBLIC',
      'SUBMITTED',
      'READY_TO_LAUNCH',
      'REJECTED',
    ]);
    expect(EnvironmentTypeSchema.options).toEqual(['DEVELOPMENT', 'STAGING', 'PRODUCTION']);
    expect(DeploymentStatusSchema.options).toEqual(['DONE', 'FAILED', 'IN_PROGRESS']);
    expect(AuthenticationTypeSchema.options).toEqual(['media', 'threeLO', 'twoLO']);
    expect(FeatureTagSchema.options).toEqual(['forge', 'classic_3lo']);
    expect(OutboundAuthProviderSchema.options).toEqual(['dropbox', 'google', 'oauth2']);
    expect(PrincipalSiteProductSchema.options).toEqual(['jira', 'confluence', 'compass']);
    expect(AppTypeSchema.options).toEqual(['oauth2', 'forge']);
  });
});

describe('AppDetailsSchema (spec §3 App details)', () => {
  it('fills the defaults of the spec', () => {
    expect(AppDetailsSchema.parse({ name: ' My app ' })).toEqual({
      name: 'My app',
      description: '',
      vendorType: 'third-party',
      distributionStatus: 'development',
      storesPersonalData: false,
      hasPDReportingApiImplemented: false,
      refreshTokenRotation: true,
    });
  });

  it('reads a posted form: blank fields are missing, checkboxes post "on"', () => {
    const details = AppDetailsSchema.parse({
      name: 'App',
      vendorName: '  ',
      privacyPolicy: 'https://example.org/privacy',
      contactLink: 'mailto:help@example.org',
      storesPersonalData: 'on',
      distributionStatus: 'public',
    });
    expect(details.vendorName).toBeUndefined();
    expect(details.storesPersonalData).toBe(true);
    expect(details.contactLink).toBe('mailto:help@example.org');
    expect(details.distributionStatus).toBe('public');
  });

  it('never lets refresh-token rotation be switched off', () => {
    expect(problems(AppDetailsSchema, { name: 'App', refreshTokenRotation: false })).toEqual([
      'refreshTokenRotation: Refresh token rotation is always on and cannot be switched off',
    ]);
  });

  it('names the field in each error', () => {
    expect(
      problems(AppDetailsSchema, {
        name: '',
        privacyPolicy: 'http://example.org/privacy',
        termsOfService: 'javascript:alert(1)',
        contactLink: 'ftp://example.org',
        distributionStatus: 'secret',
      }),
    ).toEqual([
      'name: App name is required',
      'distributionStatus: Distribution status must be one of development, public',
      'privacyPolicy: Privacy policy must be an absolute https URL',
      'termsOfService: Terms of service must be an absolute https URL',
      'contactLink: Contact link must be an https URL or a mailto: address',
    ]);
  });

  it('refuses unknown fields', () => {
    expect(AppDetailsSchema.safeParse({ name: 'App', clientSecret: 'x' }).success).toBe(false);
  });
});

describe('CallbackUrlSchema', () => {
  it('accepts https anywhere and http on the loopback hosts only', () => {
    for (const url of [
      'https://app.example.com/callback',
      'https://app.example.com:8443/cb?x=1',
      'http://localhost:3000/callback',
      'http://127.0.0.1/cb',
      'http://[::1]:8080/cb',
    ])
      expect(CallbackUrlSchema.safeParse(url).success, url).toBe(true);
  });

  it('refuses http elsewhere, relative and non-web URLs, fragments and credentials', () => {
    const https = 'Callback URL must be an absolute https URL (http only for localhost, 127.0.0.1 or [::1])';
    expect(problems(CallbackUrlSchema, 'http://app.example.com/cb')).toEqual([`: ${https}`]);
    expect(problems(CallbackUrlSchema, 'http://localhost.evil.com/cb')).toEqual([`: ${https}`]);
    expect(problems(CallbackUrlSchema, 'http://127.0.0.2/cb')).toEqual([`: ${https}`]);
    expect(problems(CallbackUrlSchema, '/callback')).toEqual([`: ${https}`]);
    expect(problems(CallbackUrlSchema, 'javascript:alert(1)')).toEqual([`: ${https}`]);
    expect(problems(CallbackUrlSchema, 'https://app.example.com/cb#x')).toEqual([
      ': Callback URL must not contain a fragment (#…)',
    ]);
    expect(problems(CallbackUrlSchema, 'https://user:pw@app.example.com/cb')).toEqual([
      ': Callback URL must not contain a user name or password',
    ]);
    expect(problems(CallbackUrlSchema, '  ')).toEqual([': Callback URL is required']);
    expect(problems(CallbackUrlSchema, `https://a.example/${'x'.repeat(2048)}`)).toEqual([
      ': Callback URL must be at most 2048 characters',
    ]);
  });

  it('keeps the URL as typed, only trimmed, because the server compares it verbatim', () => {
    expect(CallbackUrlSchema.parse(' https://App.example.com/cb ')).toBe('https://App.example.com/cb');
  });
});

describe('CreateAppInputSchema (/apps/create)', () => {
  it('accepts a name, a kind and the accepted terms from a form', () => {
    expect(CreateAppInputSchema.parse({ name: 'Weather', appType: 'forge', acceptTerms: 'on' })).toEqual({
      name: 'Weather',
      appType: 'forge',
      acceptTerms: true,
    });
  });

  it('requires the name and the terms, and names each field', () => {
    expect(problems(CreateAppInputSchema, { appType: 'oauth2' })).toEqual([
      'name: App name is required',
      'acceptTerms: Terms acceptance is required: accept the developer terms to create an app',
    ]);
    expect(
      problems(CreateAppInputSchema, { name: 'x'.repeat(81), appType: 'connect', acceptTerms: true }),
    ).toEqual([
      'name: App name must be at most 80 characters',
      'appType: App type must be one of oauth2, forge',
    ]);
    expect(problems(CreateAppInputSchema, { name: 'a\nb', appType: 'forge', acceptTerms: 'on' })).toEqual([
      'name: App name must be a single line of text',
    ]);
  });
});

describe('ConsoleAppSchema, OwnerSchema, StoredCredentialsSchema', () => {
  it('defaults a new app to development with no enrolments or environments', () => {
    const app = ConsoleAppSchema.parse({
      id: 'a1',
      name: 'A',
      updatedAt: '2026-11-26T10:00:00Z',
      appType: 'oauth2',
    });
    expect(app.distributionStatus).toBe('development');
    expect(app.enrolments).toEqual([]);
    expect(app.caasEnvironments).toEqual([]);
    expect(app.hasPDReportingApiImplemented).toBe(false);
  });

  it('treats an owner as unverified unless told otherwise', () => {
    expect(OwnerSchema.parse({ id: 'u1', email: 'ann@example.com' }).emailVerified).toBe(false);
    expect(problems(OwnerSchema, { id: 'u1', email: 'ann' })).toEqual([
      'email: Owner email must be an email address',
    ]);
  });

  it('stores a secret hash, never a secret', () => {
    const stored = {
      clientId: 'a'.repeat(32),
      clientSecretHash: `sha256:${'b'.repeat(43)}`,
      secretIssuedAt: '2026-11-26T10:00:00Z',
    };
    expect(StoredCredentialsSchema.safeParse(stored).success).toBe(true);
    expect(StoredCredentialsSchema.safeParse({ ...stored, clientSecret: 'x' }).success).toBe(false);
    expect(StoredCredentialsSchema.safeParse({ ...stored, clientSecretHash: 'plain-secret' }).success).toBe(
      false,
    );
  });
});

describe('members, deployments, outbound auth, the my-apps query', () => {
  it('normalises a member email and names the role field', () => {
    expect(AddMemberInputSchema.parse({ email: ' Ann@Example.com ', role: 'viewer' }).email).toBe(
      'ann@example.com',
    );
    expect(problems(AddMemberInputSchema, { email: 'ann', role: 'owner' })).toEqual([
      'email: Member email must be an email address',
      'role: Role must be one of admin, viewer',
    ]);
  });

  it('validates a deployment report from a CLI', () => {
    expect(DeploymentReportSchema.parse({ environment: 'STAGING', status: 'DONE', version: ' ' })).toEqual({
      environment: 'STAGING',
      status: 'DONE',
    });
    expect(problems(DeploymentReportSchema, { environment: 'QA', status: 'OK' })).toEqual([
      'environment: Environment must be one of DEVELOPMENT, STAGING, PRODUCTION',
      'status: Status must be one of DONE, FAILED, IN_PROGRESS',
    ]);
  });

  it('needs the endpoints and the profile retriever URL for a generic oauth2 provider only', () => {
    const base = { key: 'drive', clientId: 'c', clientSecret: 's' };
    expect(OutboundAuthServiceInputSchema.safeParse({ ...base, provider: 'google' }).success).toBe(true);
    expect(
      problems(OutboundAuthServiceInputSchema, { ...base, provider: 'oauth2', tokenUrl: 'http://x.org/t' }),
    ).toEqual([
      'authorizationUrl: Authorization URL is required',
      'tokenUrl: Token URL must be an absolute https URL',
      'profileRetrieverUrl: Profile retriever URL is required',
    ]);
    expect(problems(OutboundAuthServiceInputSchema, { ...base, provider: 'github' })).toEqual([
      'provider: Provider must be one of dropbox, google, oauth2',
    ]);
  });

  it('falls back to defaults for unknown list parameters', () => {
    expect(MyAppsQuerySchema.parse({})).toEqual({ q: '', sort: 'updated' });
    expect(
      MyAppsQuerySchema.parse({ q: ' wea ', type: 'forge', status: 'nope', sort: 'colour', dir: 'up' }),
    ).toEqual({
      q: 'wea',
      type: 'forge',
      sort: 'updated',
    });
  });
});

describe('derived types', () => {
  it('keep the enumerations as literal unions, not plain strings', () => {
    expectTypeOf<CreateAppInput['appType']>().toEqualTypeOf<'oauth2' | 'forge'>();
    expectTypeOf<AppDetails['distributionStatus']>().toEqualTypeOf<'development' | 'public'>();
    expectTypeOf<AppDetails['refreshTokenRotation']>().toEqualTypeOf<true>();
    expectTypeOf<DeploymentReport['environment']>().toEqualTypeOf<'DEVELOPMENT' | 'STAGING' | 'PRODUCTION'>();
  });
});
