import type { SiteManifest } from '../../schemas/built.ts';
import type { Logger } from '../log/logger.ts';
import { mailLinkBase, isLocalRequest } from '../mail/mail-link-base.ts';
import type { MailProvider } from '../mail/mail-provider.ts';
import { readCookie } from '../http/cookies.ts';
import { LOCALE_COOKIE, negotiateLocale } from '../../core/i18n/locale.ts';
import { AccountMailer, mailTranslator } from './account-mailer.ts';

/** What the account mailer of a request is made from; the composition root supplies them. */
export interface AccountMailerSources {
  mail: () => MailProvider;
  manifest: () => Promise<Pick<SiteManifest, 'site'>>;
  /** PUBLIC_URL, already reduced to its origin; undefined when unset. */
  publicUrl: string | undefined;
  log: Logger;
}

/** The account mailer for one request: its locale, the site's name, PUBLIC_URL. */
export async function accountMailerFor(
  request: Request,
  sources: AccountMailerSources,
): Promise<AccountMailer> {
  const { site } = await sources.manifest();
  const mail = sources.mail();
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
    linkBase: mailLinkBase(request, sources.publicUrl, site),
    logLinks: mail.kind === 'outbox' && isLocalRequest(request, site),
    log: sources.log,
  });
}
