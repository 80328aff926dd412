export { ConsentPage, type ConsentPageProps, type ConsentScopeProps } from './consent-page.tsx';
export { OAUTH_CONSENT_CATALOGUES } from './catalogues.ts';
export { oauthConsentMessages } from './messages.ts';
