import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailMessage, MailProvider } from './mail-provider.ts';

/**
 * The embedded mail provider: nodemailer's buffer transport builds the complete RFC 822 message
 * (headers, encoding, Message-ID), and it is written to `<dir>/<time>-<uuid>.eml`. The file
 * appears under its final name only once complete (written aside, then renamed), so a reader
 * polling the folder never sees half a message.
 */
export class OutboxMailProvider implements MailProvider {
  readonly kind = 'outbox';
  readonly dir: string;
  private readonly from: string;
  private readonly transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(dir: string, from: string) {
    this.dir = dir;
    this.from = from;
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    const bytes = info.message as Buffer;
    await mkdir(this.dir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
    const partial = join(this.dir, `.${name}.partial`);
    await writeFile(partial, bytes, { mode: 0o600 });
    await rename(partial, join(this.dir, name));
  }
}
