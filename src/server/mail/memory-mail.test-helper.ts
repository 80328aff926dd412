import { createLogger } from '../log/logger.ts';
import { AccountMailer, mailTranslator } from '../accounts/account-mailer.ts';
import type { MailMessage, MailProvider } from './mail-provider.ts';

/** A mail provider that keeps what it is given, for tests of the flows that send mail. */
export class MemoryMailProvider implements MailProvider {
  readonly kind = 'outbox';
  readonly sent: MailMessage[] = [];

  send(message: MailMessage): Promise<void> {
    this.sent.push(message);
    return Promise.resolve();
  }

  /** The messages sent to `address` (case-insensitive). */
  to(address: string): MailMessage[] {
    return this.sent.filter((message) => message.to.toLowerCase() === address.toLowerCase());
  }
}

/** The verification token in a mail's link, if it has one. */
export function tokenIn(message: MailMessage | undefined): string | undefined {
  const match = /\/account\/verify\?token=([\w%-]+)/.exec(message?.text ?? '');
  return match === null ? undefined : decodeURIComponent(match[1]!);
}

/** An English account mailer over `mail`, with links on http://localhost. */
export function testMailer(mail: MailProvider): (request: Request) => Promise<AccountMailer> {
  const mailer = new AccountMailer({
    mail,
    t: mailTranslator('en'),
    portalName: 'Test Portal',
    linkBase: 'http://localhost',
    logLinks: false,
    log: createLogger('silent', {}),
  });
  return () => Promise.resolve(mailer);
}
