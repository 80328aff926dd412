import { z } from 'zod';
import { emptyToUndefined } from './env-helpers.ts';

/**
 * An smtp:// or smtps:// URL. The refusal never repeats the value: it may hold the SMTP password,
 * and the start-up message names only the variable.
 */
const smtpUrl = () =>
  z.string().refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587');

/** A sender address, optionally with a display name: `Portal <no-reply@example.com>`. */
const sender = () =>
  z
    .string()
    .regex(
      /^([^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
      'must be an address such as no-reply@example.com or "Portal <no-reply@example.com>"',
    );

/** Environment of outgoing mail (src/server/mail). */
export const MailEnvShape = {
  /**
   * The SMTP server that delivers the portal's mail (verification links, notices), as
   * smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465 (TLS from the start);
   * a secret, since it may hold the password. Unset: mail is written as .eml files to
   * DATA_DIR/outbox/ and nothing is delivered.
   */
  SMTP_URL: z.preprocess(emptyToUndefined, smtpUrl().optional()),
  /** The From address of the portal's mail. */
  MAIL_FROM: z.preprocess(emptyToUndefined, sender().default('Portico <no-reply@localhost>')),
};
