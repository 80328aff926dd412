import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { readServerEnv } from '../config/env.ts';
import { mailProviderFor } from './mail-provider-of.ts';
import { OutboxMailProvider } from './outbox-mail-provider.ts';

const MESSAGE = {
  to: 'Ann Example <ann@example.com>',
  subject: 'Vérifiez votre adresse',
  text: 'Hello Ann,\n\nhttp://localhost/account/verify?token=abc_DEF-123\n\nÉté 🙂',
};

describe('the outbox (embedded default)', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('writes each message as a complete .eml file that parses back to what was sent', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'portico-outbox-'));
    dirs.push(dataDir);
    const provider = mailProviderFor({
      SMTP_URL: undefined,
      MAIL_FROM: 'Portal <no-reply@example.com>',
      DATA_DIR: dataDir,
    });
    expect(provider).toBeInstanceOf(OutboxMailProvider);
    await provider.send(MESSAGE);
    await provider.send({ ...MESSAGE, subject: 'Second' });
    const files = (await readdir(join(dataDir, 'outbox'))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((name) => name.endsWith('.eml'))).toBe(true);
    const parsed = await simpleParser(await readFile(join(dataDir, 'outbox', files[0]!)));
    expect(parsed.subject).toBe(MESSAGE.subject);
    expect(parsed.text?.trim()).toBe(MESSAGE.text);
    expect(parsed.from?.value).toEqual([{ name: 'Portal', address: 'no-reply@example.com' }]);
    const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
    expect(to?.value).toEqual([{ name: 'Ann Example', address: 'ann@example.com' }]);
    expect(parsed.messageId).toMatch(/^<.+@.+>$/);
  });
});

describe('SMTP_URL', () => {
  it('delivers through a real SMTP server, logging in with the credentials of the URL', async () => {
    const received: { from: string; to: string[]; raw: Buffer; user: string | undefined }[] = [];
    const server = new SMTPServer({
      // The test server speaks plain SMTP on loopback; production servers offer STARTTLS.
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 's3cret:p@ss')
          callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks),
            user: session.user as string | undefined,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const env = readServerEnv({
        SMTP_URL: `smtp://mailer:${encodeURIComponent('s3cret:p@ss')}@127.0.0.1:${port}`,
        MAIL_FROM: 'no-reply@example.com',
      });
      const provider = mailProviderFor(env);
      expect(provider.kind).toBe('smtp');
      await provider.send(MESSAGE);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({
        from: 'no-reply@example.com',
        to: ['ann@example.com'],
        user: 'mailer',
      });
      const parsed = await simpleParser(received[0]!.raw);
      expect(parsed.subject).toBe(MESSAGE.subject);
      expect(parsed.text?.trim()).toBe(MESSAGE.text);

      const refused = mailProviderFor({ ...env, SMTP_URL: `smtp://mailer:wrong@127.0.0.1:${port}` });
      await expect(refused.send(MESSAGE)).rejects.toThrow();
      expect(received).toHaveLength(1);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('stops the start on a URL that does not parse, naming the variable but never the value', () => {
    for (const bad of ['mail.example.com:587', 'http://mail.example.com', 'smtp://', 'smtp://u:hunter2@']) {
      let message = '';
      try {
        readServerEnv({ SMTP_URL: bad });
      } catch (error) {
        message = String(error);
      }
      expect(message, bad).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
      expect(message).not.toContain('hunter2');
    }
    expect(readServerEnv({ SMTP_URL: 'smtps://u:p@mail.example.com:465' }).SMTP_URL).toBe(
      'smtps://u:p@mail.example.com:465',
    );
    expect(() => readServerEnv({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
  });
});
