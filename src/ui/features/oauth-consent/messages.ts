/** UI strings of the OAuth 2.0 consent screen and the authorization server's error page. */
export const oauthConsentMessages = {
  'oauthConsent.title': 'Allow {appName} to use your account?',
  'oauthConsent.intro': '{appName} is asking for access to your account. Allow it only if you trust the app.',
  'oauthConsent.owner': 'Made by {owner}',
  'oauthConsent.vendor': 'Published by {vendor}',
  'oauthConsent.scopesHeading': 'The app will be able to:',
  'oauthConsent.scope.openid': 'Know who you are (your account id)',
  'oauthConsent.scope.offlineAccess': 'Keep this access while you are not using the app',
  'oauthConsent.allow': 'Allow access',
  'oauthConsent.deny': 'Deny',
  'oauthConsent.expiredTitle': 'This authorization request has expired',
  'oauthConsent.expired': 'Go back to the app and start again.',
  'oauthConsent.errorTitle': 'The app could not be authorized',
  'oauthConsent.errorCode': 'Error code: {code}',
  'oauthConsent.errorHelp':
    'Go back to the app and try again. If it keeps failing, contact the app’s developer.',
  'oauthConsent.home': 'Back to the portal home page',
} as const;
