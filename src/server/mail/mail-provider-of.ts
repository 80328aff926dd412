import { join, resolve } from 'node:path';
import type { ServerEnv } from '../config/env.ts';
import type { MailProvider } from './mail-provider.ts';
import { OutboxMailProvider } from './outbox-mail-provider.ts';
import { SmtpMailProvider } from './smtp-mail-provider.ts';

/** The mail provider the environment chooses: SMTP_URL set, SMTP; else the outbox in DATA_DIR. */
export function mailProviderFor(env: Pick<ServerEnv, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>): MailProvider {
  if (env.SMTP_URL !== undefined) return new SmtpMailProvider(env.SMTP_URL, env.MAIL_FROM);
  return new OutboxMailProvider(join(resolve(env.DATA_DIR), 'outbox'), env.MAIL_FROM);
}
