import { consentTriggerMessages } from './trigger-messages.ts';

/** UI strings of the cookie consent banner, the footer toggle and the preferences dialog. */
export const consentMessages = {
  ...consentTriggerMessages,
  'consent.dialog.title': 'Cookie preferences',
  'consent.dialog.intro':
    'Choose which cookies this site may use. Strictly necessary cookies are always on, because the site cannot work without them.',
  'consent.dialog.save': 'Save preferences',
  'consent.dialog.close': 'Close',
  'consent.alwaysOn': 'Always on',
  'consent.category.1': 'Strictly necessary',
  'consent.category.1.description': 'Keep the site secure and working, and remember your cookie choices.',
  'consent.category.2': 'Performance',
  'consent.category.2.description': 'Count visits and clicks, so we can measure and improve the site.',
  'consent.category.3': 'Functional',
  'consent.category.3.description':
    'Remember your choices and enable enhanced features such as embedded media.',
  'consent.category.4': 'Targeting',
  'consent.category.4.description': 'Let advertising partners show you relevant ads on other sites.',
} as const;

const only = <K extends keyof typeof consentMessages>(...ids: K[]) =>
  Object.fromEntries(ids.map((id) => [id, consentMessages[id]])) as Pick<typeof consentMessages, K>;

/** What the footer toggle shows before its dialog loads (the dialog's strings load with it). */
export const consentToggleMessages = only('consent.toggle');

/** What the consent banner shows before its dialog loads (the dialog's strings load with it). */
export const consentBannerMessages = only(
  'consent.banner.label',
  'consent.banner.text',
  'consent.acceptAll',
  'consent.rejectOptional',
  'consent.manage',
);

/**
 * What the preferences dialog adds to its trigger's strings, loaded with its code
 * (GET /api/island-data/consent): its own, and the two choices the footer toggle does not show.
 */
export const consentDialogMessages = only(
  'consent.acceptAll',
  'consent.rejectOptional',
  'consent.dialog.title',
  'consent.dialog.intro',
  'consent.dialog.save',
  'consent.dialog.close',
  'consent.alwaysOn',
  'consent.category.1',
  'consent.category.1.description',
  'consent.category.2',
  'consent.category.2.description',
  'consent.category.3',
  'consent.category.3.description',
  'consent.category.4',
  'consent.category.4.description',
);
