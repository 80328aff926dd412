import { readServerEnv } from '../config/env.ts';
import { getContentStore } from '../content/content-store.ts';
import { logger } from '../log/logger.ts';
import { mailLinkBase, isLocalRequest } from '../mail/mail-link-base.ts';
import { mailProvider } from '../mail/mail-provider-of.ts';
import { readCookie } from '../http/cookies.ts';
import { LOCALE_COOKIE, negotiateLocale } from '../../core/i18n/locale.ts';
import { AccountMailer, mailTranslator } from './account-mailer.ts';

let publicUrl: { value: string | undefined } | undefined;

/** The production account mailer for one request: its locale, the site's name, PUBLIC_URL. */
export async function accountMailerFor(request: Request): Promise<AccountMailer> {
  publicUrl ??= { value: readServerEnv().PUBLIC_URL };
  const { manifest } = await getContentStore();
  const { site } = manifest;
  const mail = mailProvider();
  // The locale the visitor reads the portal in (as the page shells choose it).
  const locale = negotiateLocale(
    readCookie(request.headers.get('cookie'), LOCALE_COOKIE),
    request.headers.get('accept-language'),
    site.locales,
    site.defaultLocale,
  );
  return new AccountMailer({
    mail,
    t: mailTranslator(locale),
    portalName: site.portalName,
    linkBase: mailLinkBase(request, publicUrl.value, site),
    logLinks: mail.kind === 'outbox' && isLocalRequest(request, site),
    log: logger,
  });
}
