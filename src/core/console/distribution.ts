import type { AccountFeatureFlag, AppDetails, AppType, DistributionStatus } from '../../schemas/console.ts';
import type { FieldProblem } from './field-problem.ts';

/** What besides the details decides whether an app may go public. */
export interface DistributionContext {
  appType: AppType;
  /** The app's OAuth 2.0 (3LO) callback URLs. */
  callbackUrls: readonly string[];
  /** The developer's console features (directAppDistribution lets them go public). */
  features: ReadonlySet<AccountFeatureFlag>;
}

/** Details an app must have before it goes public, each with the message naming it. */
const REQUIRED_WHEN_PUBLIC = [
  ['vendorName', 'Vendor name is required to make an app public'],
  ['privacyPolicy', 'Privacy policy is required to make an app public'],
  ['termsOfService', 'Terms of service is required to make an app public'],
  ['contactLink', 'Contact link is required to make an app public'],
] as const satisfies readonly (readonly [keyof AppDetails, string])[];

/**
 * The distribution requirements: why `details` may not be saved as they are, or an empty list.
 * Development is always allowed (going back to it included). Going public needs the
 * directAppDistribution feature, the vendor name, privacy policy, terms of service and contact
 * link; an app that declares it stores personal data must implement the personal data reporting
 * API; an OAuth 2.0 integration needs a callback URL to be installable at all.
 */
export function distributionProblems(details: AppDetails, context: DistributionContext): FieldProblem[] {
  if (details.distributionStatus !== 'public') return [];
  const problems: FieldProblem[] = [];
  if (!context.features.has('directAppDistribution')) {
    problems.push({
      field: 'distributionStatus',
      message: 'Distribution status: making an app public needs the direct app distribution permission',
    });
  }
  for (const [field, message] of REQUIRED_WHEN_PUBLIC) {
    if (details[field] === undefined) problems.push({ field, message });
  }
  if (details.storesPersonalData && !details.hasPDReportingApiImplemented) {
    problems.push({
      field: 'hasPDReportingApiImplemented',
      message:
        'Personal data reporting API: an app that stores personal data must implement it before it is made public',
    });
  }
  if (context.appType === 'oauth2' && context.callbackUrls.length === 0) {
    problems.push({
      field: 'callbackUrls',
      message: 'Callback URL: add at least one before making an OAuth 2.0 integration public',
    });
  }
  return problems;
}

/** What the install URL of an OAuth 2.0 integration is built from. */
export interface InstallUrlInput {
  appType: AppType;
  distributionStatus: DistributionStatus;
  /** The authorization server's authorization endpoint (from its discovery document). */
  authorizationEndpoint: string;
  clientId: string;
  callbackUrls: readonly string[];
  /** The scopes the app may be granted, without offline_access. */
  scopes: readonly string[];
}

/**
 * The install URL of a public OAuth 2.0 integration: the authorization request that sends a
 * user to the consent screen, with the first callback URL, the app's scopes plus offline_access
 * (so it gets a refresh token) and prompt=consent. The app adds its own `state` and PKCE
 * `code_challenge` (S256) before sending users there. Undefined until the app is public, and for
 * Forge apps, which are installed by the platform's tooling, not by a URL.
 */
export function installUrlFor(input: InstallUrlInput): string | undefined {
  const callbackUrl = input.callbackUrls[0];
  if (input.distributionStatus !== 'public' || input.appType !== 'oauth2' || callbackUrl === undefined) {
    return undefined;
  }
  const url = new URL(input.authorizationEndpoint);
  url.searchParams.set('client_id', input.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', callbackUrl);
  url.searchParams.set('scope', [...input.scopes, 'offline_access'].join(' '));
  url.searchParams.set('prompt', 'consent');
  return url.href;
}
