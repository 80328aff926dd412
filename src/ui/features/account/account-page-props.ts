import type { I18nPayload } from '../../../core/i18n/payload.ts';
import type { AccountErrorCode } from './account-error.ts';

/** What every account page gets from its shell. */
export interface AccountPageProps {
  /** The page's CSRF token, posted in a hidden field so the form works without JavaScript. */
  csrfToken: string;
  /** The same-origin path to return to (already checked by the server). */
  returnTo: string;
  /** The refusal to explain, from `?error=`. */
  error?: AccountErrorCode | undefined;
  /** With 'throttled': the seconds to wait (0 when unknown). */
  waitSeconds?: number | undefined;
  portalName: string;
  /** Locale and messages: `payloadFor(locale, accountMessages)`. */
  i18n: I18nPayload;
}
