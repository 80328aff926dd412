import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import { MemoryMailProvider, testMailer, tokenIn } from '../mail/memory-mail.test-helper.ts';
import type { Database } from '../storage/database.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { openTestPglite } from '../storage/test-pglite.test-helper.ts';
import type { AccountHandlerDeps } from './account-handler-deps.ts';
import { BuiltinAccountProvider } from './builtin-account-provider.ts';
import { handleRegister } from './register-handler.ts';
import { handleSignIn } from './sign-in-handler.ts';

const FAST = { N: 1024, r: 8, p: 1 };
const log = createLogger('silent', {});

describe('registration reveals nothing about existing accounts', () => {
  let db: Database;
  const mail = new MemoryMailProvider();
  beforeAll(async () => {
    db = await openTestPglite();
    await migrate(db, MIGRATIONS);
  }, 60_000);
  afterAll(() => db.close());

  const deps = (): AccountHandlerDeps => ({
    provider: new BuiltinAccountProvider(async () => db, FAST),
    db: async () => db,
    settings: {
      idleTimeoutSeconds: 600,
      maxLifetimeSeconds: 3600,
      heartbeatPath: '/gateway/api/session/heartbeat',
    },
    clientAddress: '10.0.0.1',
    now: () => new Date('2026-05-01T10:00:00Z'),
    log,
    mailer: testMailer(mail),
  });
  const post = (path: string, fields: Record<string, string>) =>
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
  const register = (email: string, password: string, screenName = 'Someone') =>
    handleRegister(
      post('/api/account/register', { email, screenName, password, returnTo: '/cloud/' }),
      deps(),
    );
  /** Everything a visitor can observe of an answer. */
  const observed = async (response: Response) => ({
    status: response.status,
    headers: [...response.headers],
    body: await response.text(),
  });

  it('answers a new and an already registered address identically, and mails the owner instead', async () => {
    const first = await observed(await register('Owner@Example.com', 'the owner password', 'Owner'));
    expect(mail.to('owner@example.com')).toHaveLength(1);
    expect(tokenIn(mail.to('owner@example.com')[0])).toBeDefined();

    const again = await observed(await register('owner@EXAMPLE.com', 'an attacker password', 'Mallory'));
    const fresh = await observed(await register('newcomer@example.com', 'a newcomer password'));
    expect(again).toEqual(first);
    expect(fresh).toEqual(first);
    expect(first).toEqual({
      status: 303,
      headers: [
        ['cache-control', 'no-store'],
        ['location', '/account/check-email?returnTo=%2Fcloud%2F'],
      ],
      body: '',
    });

    // The owner is told, with no link that could verify anything, and nobody else gets mail.
    const notice = mail.to('owner@example.com')[1];
    expect(notice?.subject).toBe('Someone tried to register with your address at Test Portal');
    expect(notice?.text).toContain('Hello Owner,');
    expect(notice?.text).toContain('http://localhost/account/login');
    expect(tokenIn(notice)).toBeUndefined();
    expect(mail.sent.map((message) => message.to)).toEqual([
      'Owner@Example.com',
      'Owner@Example.com',
      'newcomer@example.com',
    ]);

    // The existing account is untouched: its own password still works, the attacker's does not.
    const rows = await db.query("select screen_name from accounts where email_key = 'owner@example.com'");
    expect(rows).toEqual([{ screen_name: 'Owner' }]);
    const signIn = (password: string) =>
      handleSignIn(post('/api/account/login', { email: 'owner@example.com', password }), deps()).then((r) =>
        r.headers.get('location'),
      );
    expect(await signIn('an attacker password')).toContain('error=invalid-credentials');
    expect(await signIn('the owner password')).toBe('/');
  });

  it('gives the same answer when the mail cannot be sent', async () => {
    const broken: AccountHandlerDeps = {
      ...deps(),
      mailer: () => Promise.reject(new Error('SMTP down')),
    };
    const response = await handleRegister(
      post('/api/account/register', {
        email: 'owner@example.com',
        screenName: 'X',
        password: 'whatever password',
        returnTo: '/cloud/',
      }),
      broken,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/account/check-email?returnTo=%2Fcloud%2F');
  });
});
