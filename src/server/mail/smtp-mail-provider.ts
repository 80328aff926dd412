import { createTransport } from 'nodemailer';
import type { MailMessage, MailProvider } from './mail-provider.ts';

/** How long one SMTP step may take: a stuck mail server must not hold a request for minutes. */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * Delivers through an SMTP server given as a URL (smtp://user:password@host:587, STARTTLS when
 * offered; smtps:// for TLS from the start), with nodemailer. The URL is never logged: it may
 * hold the password.
 */
export class SmtpMailProvider implements MailProvider {
  readonly kind = 'smtp';
  private readonly transport: ReturnType<typeof createTransport>;

  constructor(smtpUrl: string, from: string) {
    // nodemailer reads host, port, TLS (smtps:) and credentials from the URL itself.
    this.transport = createTransport(
      {
        url: smtpUrl,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
        logger: false,
      },
      { from },
    );
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail(message);
  }
}
