import type { Logger } from '../log/logger.ts';
import type { MailProvider } from '../mail/mail-provider.ts';
import { catalogueFor } from '../../ui/i18n/catalogues.ts';
import { formatIcu, type MessageValues } from '../../core/i18n/icu-format.ts';
import type { Locale } from '../../core/i18n/locale.ts';
import type { emailVerificationMessages } from '../../ui/features/account/email-verification-messages.ts';
import { LOGIN_PATH, PROFILE_PATH, VERIFY_PATH } from './account-page-urls.ts';

/** Who a mail is for. */
export interface Recipient {
  email: string;
  screenName: string;
}

/** A mail string in one locale. */
export type MailTranslate = (id: keyof typeof emailVerificationMessages, values?: MessageValues) => string;

/** The mail strings of `locale` (src/ui/features/account/email-verification-messages.ts, with its translations). */
export function mailTranslator(locale: Locale): MailTranslate {
  const messages = catalogueFor(locale);
  return (id, values) => formatIcu(messages[id], values, locale);
}

/** What {@link AccountMailer} needs. */
export interface AccountMailerSettings {
  mail: MailProvider;
  t: MailTranslate;
  portalName: string;
  /** Origin of links (mail-link-base.ts); undefined when no trusted one is known. */
  linkBase: string | undefined;
  /** Log verification links too (the outbox in a local environment, where nobody reads mail). */
  logLinks: boolean;
  log: Logger;
}

/**
 * The mails of the account flows, in the visitor's locale: the verification link, the notice to
 * the owner of an address someone tried to register again, and the notice to the old address
 * after an email change. Each rejects when the message could not be handed to the provider.
 */
export class AccountMailer {
  private readonly settings: AccountMailerSettings;

  constructor(settings: AccountMailerSettings) {
    this.settings = settings;
  }

  private link(path: string): string {
    const base = this.settings.linkBase;
    if (base === undefined) {
      throw new Error('No public address to build mail links on: set PUBLIC_URL to the portal origin.');
    }
    return new URL(path, `${base}/`).href;
  }

  /** Mails the link that verifies `to.email` (token from issueVerificationToken). */
  async sendVerification(to: Recipient, token: string): Promise<void> {
    const { t, portalName, mail, log } = this.settings;
    const link = this.link(`${VERIFY_PATH}?token=${encodeURIComponent(token)}`);
    await mail.send({
      to: to.email,
      subject: t('emailVerification.mailVerifySubject', { portalName }),
      text: t('emailVerification.mailVerifyBody', { portalName, screenName: to.screenName, link }),
    });
    // Only ever in a local environment with the outbox: the link is as good as a password there.
    if (this.settings.logLinks) log.info('verification link (local environment only)', { link });
  }

  /** Tells the owner of an existing account that someone tried to register their address. */
  async sendRegistrationAttempt(to: Recipient): Promise<void> {
    const { t, portalName, mail } = this.settings;
    await mail.send({
      to: to.email,
      subject: t('emailVerification.mailExistingSubject', { portalName }),
      text: t('emailVerification.mailExistingBody', {
        portalName,
        screenName: to.screenName,
        link: this.link(LOGIN_PATH),
      }),
    });
  }

  /** Tells the previous address that the account's address changed to `newEmail`. */
  async sendEmailChanged(to: Recipient, newEmail: string): Promise<void> {
    const { t, portalName, mail } = this.settings;
    await mail.send({
      to: to.email,
      subject: t('emailVerification.mailChangedSubject', { portalName }),
      text: t('emailVerification.mailChangedBody', {
        portalName,
        screenName: to.screenName,
        newEmail,
        link: this.link(PROFILE_PATH),
      }),
    });
  }
}
