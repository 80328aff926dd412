/**
 * Sign-in throttling through the real portal (decisions/0018): of guesses sent at once from one
 * address, three are checked and the rest are told how long to wait, with 429 and Retry-After, in
 * the reader's language; a busy answer is a 503 with Retry-After. Plain HTTP, as a form post would.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { portal, PORTAL_START_TIMEOUT_MS } from '../harness/index.ts';

/** Posts the login form with a fresh CSRF token; returns the redirect's location. */
async function postLogin(email: string, password: string): Promise<string> {
  const { url } = await portal();
  const page = await fetch(url('/account/login'));
  const csrf = /portico_csrf=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const response = await fetch(url('/api/account/login'), {
    method: 'POST',
    headers: { cookie: `portico_csrf=${csrf}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf, email, password }),
    redirect: 'manual',
  });
  assert.equal(response.status, 303);
  return response.headers.get('location') ?? '';
}

describe('sign-in throttling', () => {
  before(() => portal().then(() => undefined), { timeout: PORTAL_START_TIMEOUT_MS });

  it('tells a throttled reader how long to wait, with 429 and Retry-After', async () => {
    const email = `nobody-${randomBytes(4).toString('hex')}@example.org`;
    // At once, so a slow hash cannot let the first wait run out before the later guesses arrive.
    const locations = await Promise.all(
      Array.from({ length: 5 }, (_, i) => postLogin(email, `wrong password ${i}`)),
    );
    const throttled = locations.filter((l) => l.includes('error=throttled'));
    assert.equal(locations.filter((l) => l === '/account/login?error=invalid-credentials').length, 3);
    assert.equal(throttled.length, 2);
    const location = throttled[0]!;
    assert.match(location, /^\/account\/login\?error=throttled&wait=[12]$/);
    const { url } = await portal();
    const page = await fetch(url(location), { headers: { 'accept-language': 'fr' } });
    assert.equal(page.status, 429);
    const wait = new URL(location, 'http://x').searchParams.get('wait') ?? '';
    assert.equal(page.headers.get('retry-after'), wait);
    assert.match(await page.text(), /Trop de tentatives\. Réessayez dans [12] secondes?\./);
  });

  it('answers a busy refusal with 503 and Retry-After', async () => {
    const page = await fetch((await portal()).url('/account/login?error=busy'));
    assert.equal(page.status, 503);
    assert.equal(page.headers.get('retry-after'), '2');
    assert.match(await page.text(), /The service is busy\. Please try again in a moment\./);
  });
});
