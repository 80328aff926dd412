import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../schemas/account.ts';
import { createLogger } from '../log/logger.ts';
import { MemoryMailProvider, testMailer, tokenIn } from '../mail/memory-mail.test-helper.ts';
import type { Database } from '../storage/database.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { openTestPglite } from '../storage/test-pglite.test-helper.ts';
import { findAccountById, insertAccount } from './account-store.ts';
import { BuiltinAccountProvider } from './builtin-account-provider.ts';
import { handleEmailChange } from './email-change-handler.ts';
import type { EmailHandlerDeps } from './email-handler-deps.ts';
import { consumeVerificationToken, VERIFICATIONS_PER_HOUR } from './email-verification-store.ts';
import { upsertOidcAccount } from './oidc-account-store.ts';
import { hashPassword } from './password-hash.ts';
import { handleResendVerification } from './resend-verification-handler.ts';

const FAST = { N: 1024, r: 8, p: 1 };
const log = createLogger('silent', {});
const NOW = new Date('2026-05-01T10:00:00Z');

describe('email change and "send a new link" (profile page)', () => {
  let db: Database;
  let ann: Account;
  const mail = new MemoryMailProvider();
  beforeAll(async () => {
    db = await openTestPglite();
    await migrate(db, MIGRATIONS);
    const record = await insertAccount(db, {
      email: 'ann@customer.org',
      screenName: 'Ann',
      provider: 'builtin',
      passwordHash: await hashPassword('the right password', FAST),
    });
    ann = { id: record!.id, email: record!.email, screenName: 'Ann', avatarUrl: undefined };
    await insertAccount(db, { email: 'taken@example.com', screenName: 'T', provider: 'builtin' });
  }, 60_000);
  afterAll(() => db.close());

  const deps = (account: Account | undefined = ann): EmailHandlerDeps => ({
    account,
    db: async () => db,
    now: () => NOW,
    log,
    provider: new BuiltinAccountProvider(async () => db, FAST),
    clientAddress: '10.0.0.1',
    mailer: testMailer(mail),
  });
  const post = (path: string, fields: Record<string, string> = {}) =>
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams(fields),
    });
  const change = (email: string, password: string, account?: Account) =>
    handleEmailChange(post('/api/account/email', { email, password }), deps(account)).then((r) =>
      r.headers.get('location'),
    );
  const state = async () => {
    const record = await findAccountById(db, ann.id);
    return { email: record?.email, emailVerified: record?.emailVerified };
  };

  it('needs the current password, a valid new address and a free one', async () => {
    expect(await change('ann@example.com', 'a wrong password')).toBe('/account/profile?error=wrong-password');
    expect(await change('not an address', 'the right password')).toBe('/account/profile?error=email-invalid');
    expect(await change('ANN@customer.org', 'the right password')).toBe(
      '/account/profile?error=email-unchanged',
    );
    expect(await change('taken@example.com', 'the right password')).toBe(
      '/account/profile?error=email-unavailable',
    );
    expect(await state()).toEqual({ email: 'ann@customer.org', emailVerified: false });
    expect(mail.sent).toEqual([]);
  });

  it('changes the address unverified, links the new one and tells the old one', async () => {
    const response = await handleEmailChange(
      new Request('http://localhost/api/account/email', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'ann@example.com', password: 'the right password' }),
      }),
      deps(),
    );
    expect(await response.json()).toEqual({ saved: 'email', email: 'ann@example.com', emailVerified: false });
    expect(await state()).toEqual({ email: 'ann@example.com', emailVerified: false });
    const [link] = mail.to('ann@example.com');
    const [notice] = mail.to('ann@customer.org');
    expect(notice?.subject).toBe('The email address of your Test Portal account changed');
    expect(notice?.text).toContain('was changed to ann@example.com');
    expect(tokenIn(notice)).toBeUndefined();
    expect((await consumeVerificationToken(db, tokenIn(link)!, NOW)).ok).toBe(true);
    expect(await state()).toEqual({ email: 'ann@example.com', emailVerified: true });

    // A verified address changed again is unverified again until its own link is followed.
    expect(await change('ann@vendor.example.com', 'the right password')).toBe('/account/profile?saved=email');
    expect(await state()).toEqual({ email: 'ann@vendor.example.com', emailVerified: false });
  });

  it('sends a new link while unverified, rate-limited, and never for an issuer account', async () => {
    const resend = (account?: Account) =>
      handleResendVerification(post('/api/account/verification'), deps(account)).then((r) =>
        r.headers.get('location'),
      );
    mail.sent.length = 0;
    // Two links went out in the last hour for this account already (the two changes).
    for (let i = 2; i < VERIFICATIONS_PER_HOUR; i += 1) {
      expect(await resend()).toBe('/account/profile?saved=verification-sent');
    }
    expect(await resend()).toBe('/account/profile?error=verify-rate-limited');
    expect(mail.to('ann@vendor.example.com')).toHaveLength(VERIFICATIONS_PER_HOUR - 2);
    expect((await consumeVerificationToken(db, tokenIn(mail.sent.at(-1))!, NOW)).ok).toBe(true);
    expect(await resend()).toBe('/account/profile?error=already-verified');

    const oidc = await upsertOidcAccount(db, 'https://id.example.com/', {
      subject: 's',
      email: 'o@example.com',
      screenName: 'O',
      pictureUrl: undefined,
      emailVerified: false,
    });
    const issuerAccount: Account = { id: oidc.id, email: oidc.email, screenName: 'O', avatarUrl: undefined };
    expect(await resend(issuerAccount)).toBe('/account/profile?error=email-not-builtin');
    expect(await change('x@example.org', 'anything at all', issuerAccount)).toBe(
      '/account/profile?error=email-not-builtin',
    );
    expect(
      (
        await handleResendVerification(post('/api/account/verification'), { ...deps(), account: undefined })
      ).headers.get('location'),
    ).toBe('/account/login?returnTo=%2Faccount%2Fprofile');
  });
});
