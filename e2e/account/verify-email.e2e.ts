/**
 * Employee privileges need a verified address (spec §6). A portal delivering through a real SMTP
 * server (smtp-server, started here): a visitor registers an address at the vendor's domain and
 * signs in, yet sees no internal content (the internal page is a 404, search has no internal hits,
 * /feedback/ is forbidden). Only after following the link from the mail the SMTP server received
 * does the same session see it all. Registering the address again answers the same page and
 * mails the owner; the used link then explains itself.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { BrowserContext, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import {
  browser,
  EXTRA_PORTAL_HOOK_TIMEOUT_MS,
  expectNoAxeViolations,
  startExtraPortal,
  type ExtraPortal,
} from '../harness/index.ts';

/** The sample set's internal page (content/packages/forge/content/internal/, FORGE_DOCS). */
const INTERNAL_ROUTE = '/platform/forge/internal/release-checklist/';
const INTERNAL_TITLE = 'Forge platform release checklist';
const PASSWORD = 'a long e2e password';
// site.yaml's employeeEmailDomain is example.com.
const EMAIL = `verify-${randomBytes(4).toString('hex')}@example.com`;

/** An SMTP server in this process that keeps every message it accepts, parsed. */
async function startSmtp(): Promise<{ port: number; mails: ParsedMail[]; close: () => Promise<void> }> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback; a production server would offer STARTTLS.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'portal' && auth.password === 'mail-secret') callback(null, { user: 'portal' });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The mails received for `address`, waiting until there are at least `count`. */
async function mailsTo(mails: ParsedMail[], address: string, count: number): Promise<ParsedMail[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = mails.filter((mail) =>
      (Array.isArray(mail.to) ? mail.to : mail.to === undefined ? [] : [mail.to]).some((list) =>
        list.value.some((entry) => entry.address?.toLowerCase() === address.toLowerCase()),
      ),
    );
    if (found.length >= count) return found;
    if (Date.now() > deadline) assert.fail(`${found.length} of ${count} mails to ${address} arrived`);
    await new Promise((wake) => setTimeout(wake, 100));
  }
}

describe('a vendor address gets employee access only once verified', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let portal: ExtraPortal;
  let context: BrowserContext;
  let page: Page;

  before(
    async () => {
      smtp = await startSmtp();
      portal = await startExtraPortal('verify-email', {
        SMTP_URL: `smtp://portal:mail-secret@127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Portico <no-reply@example.com>',
      });
      context = await (await browser()).newContext({ baseURL: portal.baseUrl, reducedMotion: 'reduce' });
      page = await context.newPage();
    },
    { timeout: EXTRA_PORTAL_HOOK_TIMEOUT_MS },
  );

  after(async () => {
    await context?.close();
    await portal?.stop();
    await smtp?.close();
  });

  /** What this browser's session may see: the internal page, internal search hits, the report. */
  async function access() {
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const get = (path: string, init: RequestInit = {}) =>
      fetch(portal.url(path), { ...init, headers: { ...init.headers, cookie }, redirect: 'manual' });
    const internal = await get(INTERNAL_ROUTE);
    const internalText = await internal.text();
    const { key } = (await (await get('/api/search/token')).json()) as { key: string };
    const search = await get('/1/indexes/*/queries', {
      method: 'POST',
      headers: {
        'x-algolia-application-id': 'PORTICO',
        'x-algolia-api-key': key,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        requests: [{ indexName: 'portico_docs', params: 'query=release%20checklist&hitsPerPage=50' }],
      }),
    });
    assert.equal(search.status, 200);
    const { results } = (await search.json()) as { results: { hits: { url: string; access: string }[] }[] };
    const report = await get('/feedback/');
    await report.body?.cancel();
    return {
      internalStatus: internal.status,
      internalShown: internalText.includes(INTERNAL_TITLE),
      internalHits: results[0]!.hits.filter((hit) => hit.access !== 'NONE').map((hit) => hit.url),
      reportStatus: report.status,
    };
  }

  it('registers, signs in unverified (no internal content), verifies by mail, then sees it', async () => {
    await page.goto('/account/register');
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Screen name').fill('Vera Vendor');
    await page.getByLabel('Password').fill(PASSWORD);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/account/check-email'),
      page.getByTestId('register-submit').click(),
    ]);
    await expectNoAxeViolations(page);
    await page.getByTestId('check-email-sign-in').click();
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await Promise.all([
      page.waitForURL((url) => url.pathname !== '/account/login'),
      page.getByTestId('login-submit').click(),
    ]);
    assert.ok(
      (await context.cookies()).some((c) => c.name === 'portico_session'),
      'signed in',
    );

    assert.deepEqual(await access(), {
      internalStatus: 404,
      internalShown: false,
      internalHits: [],
      reportStatus: 403,
    });
    await page.goto('/account/profile');
    assert.equal(await page.getByTestId('email-state').getAttribute('data-verified'), 'false');

    const [mail] = await mailsTo(smtp.mails, EMAIL, 1);
    assert.equal(mail!.from?.value[0]?.address, 'no-reply@example.com');
    const link = /http:\/\/127\.0\.0\.1:\d+\/account\/verify\?token=[\w%-]+/.exec(mail!.text ?? '')?.[0];
    assert.ok(link, `a verification link on the portal's origin in: ${mail!.text}`);
    assert.equal(new URL(link).origin, portal.baseUrl);
    await page.goto(link);
    assert.equal(await page.getByTestId('verify-email-page').getAttribute('data-outcome'), 'verified');
    await expectNoAxeViolations(page);

    const after = await access();
    assert.equal(after.internalStatus, 200);
    assert.equal(after.internalShown, true);
    assert.ok(
      after.internalHits.some((url) => new URL(url).pathname === INTERNAL_ROUTE),
      'search finds the internal page',
    );
    assert.equal(after.reportStatus, 200);
    await page.goto('/account/profile');
    assert.equal(await page.getByTestId('email-state').getAttribute('data-verified'), 'true');

    // The link works once.
    const again = await page.goto(link);
    assert.equal(again?.status(), 400);
    assert.equal(await page.getByTestId('verify-email-page').getAttribute('data-outcome'), 'used');
    assert.equal(await page.getByTestId('verify-resend').count(), 1, 'a way to send a new link');
  });

  it('answers a second registration of the address the same way and mails its owner instead', async () => {
    const fresh = await (await browser()).newContext({ baseURL: portal.baseUrl, reducedMotion: 'reduce' });
    try {
      const other = await fresh.newPage();
      await other.goto('/account/register');
      await other.getByLabel('Email').fill(EMAIL.toUpperCase());
      await other.getByLabel('Screen name').fill('Mallory');
      await other.getByLabel('Password').fill('another long password');
      await Promise.all([
        other.waitForURL((url) => url.pathname === '/account/check-email'),
        other.getByTestId('register-submit').click(),
      ]);
      assert.equal(
        (await fresh.cookies()).some((c) => c.name === 'portico_session'),
        false,
      );
      const mails = await mailsTo(smtp.mails, EMAIL, 2);
      assert.match(mails[1]!.subject ?? '', /Someone tried to register with your address/);
      assert.doesNotMatch(mails[1]!.text ?? '', /token=/);
    } finally {
      await fresh.close();
    }
  });
});
