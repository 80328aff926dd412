/** One plain-text message the portal sends (verification links and account notices). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends the portal's mail. Two implementations, chosen by SMTP_URL (mail-provider-of.ts):
 * {@link SmtpMailProvider} delivers through an SMTP server; {@link OutboxMailProvider}, the
 * embedded default, writes each message as an RFC 822 `.eml` file under DATA_DIR/outbox/, so
 * `npm start` needs nothing else and a developer (or a test) can read what would have been sent.
 * Both build the message with nodemailer. `send` rejects when the message could not be handed over.
 */
export interface MailProvider {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}
