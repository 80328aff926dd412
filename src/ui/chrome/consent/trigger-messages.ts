/**
 * The consent strings the banner and the footer toggle render before the preferences dialog
 * loads: the only ones their eagerly loaded code carries (the dialog's come with its chunk).
 */
export const consentTriggerMessages = {
  'consent.toggle': 'Cookie preferences',
  'consent.banner.label': 'Cookie consent',
  'consent.banner.text':
    'We use strictly necessary cookies to run this site. With your permission we also use optional cookies to measure and improve it, to remember your choices and to personalise advertising.',
  'consent.acceptAll': 'Accept all',
  'consent.rejectOptional': 'Reject optional',
  'consent.manage': 'Manage preferences',
} as const;
