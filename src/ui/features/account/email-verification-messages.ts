/**
 * Strings of email verification (spec §6: employee privileges need a verified address): the
 * "check your email" page after registering, the page a verification link opens, the email
 * section of the profile page, and the mails themselves (plain text; `{link}` and the like are
 * filled in by src/server/accounts/account-mails.ts).
 */
export const emailVerificationMessages = {
  'emailVerification.checkTitle': 'Check your email',
  'emailVerification.checkBody':
    'We sent a message to the address you entered. Follow the link in it to verify your address.',
  'emailVerification.checkSignIn':
    'You can sign in now. Access reserved for employees starts once your address is verified.',
  'emailVerification.signIn': 'Sign in',
  'emailVerification.verifiedTitle': 'Email address verified',
  'emailVerification.verifiedBody': 'Thank you. Your email address is verified.',
  'emailVerification.continue': 'Continue',
  'emailVerification.failedTitle': 'This link cannot be used',
  'emailVerification.failedInvalid': 'This verification link is not valid. Check that you copied all of it.',
  'emailVerification.failedUsed':
    'This verification link was already used. If you followed it before, your address is verified.',
  'emailVerification.failedExpired': 'This verification link has expired. Links work for 24 hours.',
  'emailVerification.failedAddressChanged':
    'This link was sent to an address your account no longer has. Use the link sent to your current address.',
  'emailVerification.failedUnavailable':
    'Your address could not be verified right now. Please try again in a moment.',
  'emailVerification.resend': 'Send a new link',
  'emailVerification.resendSignIn': 'Sign in to send a new link',
  'emailVerification.heading': 'Email address',
  'emailVerification.current': 'Your email address is {email}.',
  'emailVerification.stateVerified': 'Verified',
  'emailVerification.stateUnverified': 'Not verified',
  'emailVerification.unverifiedHint':
    'Follow the link we sent to this address. Until then, your account has no employee access.',
  'emailVerification.issuerHint': 'Your identity provider manages this address.',
  'emailVerification.newEmail': 'New email address',
  'emailVerification.currentPassword': 'Current password',
  'emailVerification.changeHint':
    'We send a verification link to the new address and a notice to the current one.',
  'emailVerification.change': 'Change email address',
  'emailVerification.mailVerifySubject': 'Verify your email address for {portalName}',
  'emailVerification.mailVerifyBody':
    'Hello {screenName},\n\nFollow this link within 24 hours to verify your email address for {portalName}:\n\n{link}\n\nIf you did not ask for this, you can ignore this message.',
  'emailVerification.mailExistingSubject': 'Someone tried to register with your address at {portalName}',
  'emailVerification.mailExistingBody':
    'Hello {screenName},\n\nSomeone tried to create a {portalName} account with this email address, which already has an account. No new account was created.\n\nIf it was you, sign in instead:\n\n{link}\n\nIf it was not you, you can ignore this message.',
  'emailVerification.mailChangedSubject': 'The email address of your {portalName} account changed',
  'emailVerification.mailChangedBody':
    'Hello {screenName},\n\nThe email address of your {portalName} account was changed to {newEmail}. Mail for the account now goes there.\n\nIf you did not make this change, sign in and change it back, or contact the {portalName} team.\n\n{link}',
} as const;
