/**
 * Accounts for specs: registration no longer signs anyone in, and employee access needs a
 * verified address. These register and sign in over HTTP (the forms' posts, no browser), and
 * verify an address by reading the portal's mail outbox (DATA_DIR/outbox/*.eml, the embedded mail
 * provider) and following the link in it.
 */
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

/** What a registration posts. */
export interface NewAccount {
  email: string;
  screenName: string;
  password: string;
}

const cookieOf = (response: Response, name: string): string | undefined =>
  response.headers
    .getSetCookie()
    .map((line) => new RegExp(`^${name}=([^;]*)`).exec(line)?.[1])
    .find((value) => value !== undefined && value !== '');

/** A fresh CSRF token and its cookie, from a page of the portal at `baseUrl`. */
async function csrfFrom(baseUrl: string, path: string): Promise<string> {
  const page = await fetch(new URL(path, baseUrl));
  await page.body?.cancel();
  return cookieOf(page, 'portico_csrf') ?? '';
}

/** Registers over HTTP; the answer is "check your email", without a session. */
export async function registerOverHttp(baseUrl: string, account: NewAccount): Promise<void> {
  const csrf = await csrfFrom(baseUrl, '/account/register');
  const response = await fetch(new URL('/api/account/register', baseUrl), {
    method: 'POST',
    headers: { cookie: `portico_csrf=${csrf}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf, ...account }),
    redirect: 'manual',
  });
  assert.equal(response.status, 303);
  assert.match(response.headers.get('location') ?? '', /^\/account\/check-email/);
  assert.equal(cookieOf(response, 'portico_session'), undefined, 'registering signs nobody in');
}

/** Signs in over HTTP and returns the session cookie's value. */
export async function signInOverHttp(baseUrl: string, email: string, password: string): Promise<string> {
  const csrf = await csrfFrom(baseUrl, '/account/login');
  const response = await fetch(new URL('/api/account/login', baseUrl), {
    method: 'POST',
    headers: { cookie: `portico_csrf=${csrf}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf, email, password }),
    redirect: 'manual',
  });
  assert.equal(response.status, 303);
  const session = cookieOf(response, 'portico_session');
  assert.ok(session, `signed in as ${email}: ${response.headers.get('location')}`);
  return session;
}

/** The verification links mailed to `email` so far, oldest first, read from the outbox. */
async function linksIn(outbox: string, email: string): Promise<string[]> {
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const links: string[] = [];
  for (const name of names.sort()) {
    const mail = await simpleParser(await readFile(join(outbox, name)));
    const to = (Array.isArray(mail.to) ? mail.to : mail.to === undefined ? [] : [mail.to]).flatMap((list) =>
      list.value.map((address) => address.address?.toLowerCase()),
    );
    const link = /https?:\/\/\S+\/account\/verify\?token=[\w%-]+/.exec(mail.text ?? '')?.[0];
    if (to.includes(email.toLowerCase()) && link !== undefined) links.push(link);
  }
  return links;
}

/**
 * The newest verification link mailed to `email` by the portal whose DATA_DIR is `dataDir`,
 * waiting (up to `timeoutMs`) for the mail to be written.
 */
export async function verificationLinkFor(
  dataDir: string | undefined,
  email: string,
  timeoutMs = 10_000,
): Promise<string> {
  assert.ok(dataDir, 'the portal’s DATA_DIR is needed to read its mail (not with E2E_BASE_URL)');
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const links = await linksIn(outbox, email);
    if (links.length > 0) return links.at(-1)!;
    if (Date.now() > deadline) assert.fail(`no verification mail to ${email} in ${outbox}`);
    await new Promise((wake) => setTimeout(wake, 100));
  }
}

/** Follows the newest verification link mailed to `email`; the page says the address is verified. */
export async function verifyFromOutbox(dataDir: string | undefined, email: string): Promise<void> {
  const response = await fetch(await verificationLinkFor(dataDir, email));
  assert.equal(response.status, 200);
  assert.match(await response.text(), /data-outcome="verified"/);
}
