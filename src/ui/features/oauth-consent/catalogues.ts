import { oauthConsentMessages } from './messages.ts';

/** The catalogues the consent page renders. */
export const OAUTH_CONSENT_CATALOGUES = [oauthConsentMessages] as const;
