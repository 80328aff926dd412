/**
 * OpenID Connect sign-in in the browser (docs/decisions/0013): a real issuer
 * (oidc-provider) runs in the test process and a second portal has ACCOUNT_PROVIDER=oidc. Sign in
 * → the issuer's login form → back on the portal, signed in, with the picture claim as the header
 * avatar and the email in the profile drawer; logout; registration goes to the issuer; a forged
 * callback and a cancel at the issuer get a clear error page, never a redirect elsewhere.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { solidPng } from '../../src/server/accounts/png.test-helper.ts';
import { startTestIssuer, type TestIssuer } from '../../src/server/accounts/oidc-test-issuer.test-helper.ts';
import {
  e2eSpec,
  expectNoAxeViolations,
  EXTRA_PORTAL_HOOK_TIMEOUT_MS,
  startExtraPortal,
  waitForHydration,
  type ExtraPortal,
} from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const CLIENT = { clientId: 'portico-e2e', clientSecret: randomBytes(24).toString('base64url') };
const ANN = { login: 'ann-oidc', email: 'ann.oidc@customer.example.org', name: 'Ann OIDC' };

describe('OpenID Connect sign-in', () => {
  let issuer: TestIssuer;
  let oidcPortal: ExtraPortal;
  const people: Record<string, Record<string, unknown>> = {};
  const pictureUrl = () => `${issuer.issuer}/pictures/ann.png`;

  before(
    async () => {
      issuer = await startTestIssuer(people);
      people[ANN.login] = { email: ANN.email, email_verified: true, name: ANN.name, picture: pictureUrl() };
      issuer.serve('/pictures/ann.png', 'image/png', solidPng(64, [30, 120, 200]));
      oidcPortal = await startExtraPortal('oidc', {
        ACCOUNT_PROVIDER: 'oidc',
        OIDC_ISSUER: issuer.issuer,
        OIDC_CLIENT_ID: CLIENT.clientId,
        OIDC_CLIENT_SECRET: CLIENT.clientSecret,
      });
      issuer.registerClient({ ...CLIENT, redirectUris: [oidcPortal.url('/account/callback')] });
    },
    { timeout: EXTRA_PORTAL_HOOK_TIMEOUT_MS },
  );

  after(async () => {
    await oidcPortal?.stop();
    await issuer?.close();
  });

  const accountStatus = (page: Page) =>
    page.evaluate(async () => (await fetch('/api/account', { credentials: 'include' })).status);

  /** On the issuer's development login form: any password, the login is the subject. */
  async function signInAtIssuer(page: Page, login: string): Promise<void> {
    await page.waitForURL((url) => url.origin === issuer.issuer && url.pathname.startsWith('/interaction/'));
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('any password');
    await Promise.all([
      page.waitForURL((url) => url.origin === oidcPortal.baseUrl),
      page.locator('button[type="submit"]').click(),
    ]);
  }

  it('signs in at the issuer, shows the picture claim and email, and logs out', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto(oidcPortal.url('/cloud/?from=oidc'));
        await waitForHydration(page);
        await page.getByTestId('sign-in-link').first().click();
        await signInAtIssuer(page, ANN.login);
        await page.waitForURL((url) => url.pathname === '/cloud/');
        assert.equal(new URL(page.url()).search, '?from=oidc');
        assert.equal(await accountStatus(page), 200);
        const account = (await page.evaluate(async () => (await fetch('/api/account')).json())) as Record<
          string,
          string
        >;
        assert.equal(account['email'], ANN.email);
        assert.equal(account['avatarUrl'], pictureUrl());

        // The session cookie is the portal's own; the attempt's cookie is gone.
        const cookies = await page.context().cookies(oidcPortal.baseUrl);
        assert.ok(cookies.some((c) => c.name === 'portico_session' && c.httpOnly));
        assert.equal(cookies.filter((c) => c.name === 'portico_oidc').length, 0);

        // The header: the picture claim as the avatar (loaded), and the screen name from `name`.
        await waitForHydration(page);
        const trigger = page.getByTestId('profile-trigger');
        assert.equal((await trigger.textContent())?.trim(), ANN.name);
        const avatar = trigger.getByTestId('avatar');
        assert.equal(await avatar.locator('img').getAttribute('src'), pictureUrl());
        await page.waitForFunction(
          () =>
            document
              .querySelector('[data-testid="profile-trigger"] [data-testid="avatar"]')
              ?.getAttribute('data-status') === 'loaded',
        );
        const size = await avatar.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth);
        assert.equal(size, 64);

        // The profile drawer: email and avatar.
        await trigger.click();
        const drawer = page.getByTestId('profile-drawer');
        await drawer.waitFor();
        assert.equal(await page.getByTestId('profile-email').textContent(), ANN.email);
        assert.equal(await drawer.getByTestId('avatar').locator('img').getAttribute('src'), pictureUrl());
        await view.screenshot('signed-in-drawer');
        await page.keyboard.press('Escape');

        // Logout stays the portal's own POST with the CSRF token.
        await view.goto(oidcPortal.url('/account/logout'));
        await Promise.all([
          page.waitForURL((url) => url.pathname === '/'),
          page.getByTestId('logout-submit').click(),
        ]);
        assert.equal(await accountStatus(page), 401);
        await page.getByTestId('sign-in-link').first().waitFor();

        // Signing in again finds the same account, and the issuer's session skips its form.
        await view.goto(oidcPortal.url('/account/login?returnTo=%2Fserver%2F'));
        await page.waitForURL((url) => url.origin === oidcPortal.baseUrl && url.pathname === '/server/');
        const again = (await page.evaluate(async () => (await fetch('/api/account')).json())) as Record<
          string,
          string
        >;
        assert.equal(again['id'], account['id']);
        assert.deepEqual(view.pageErrors, []);
      },
      { widths: [1280] },
    );
  });

  it('sends registration to the issuer, and explains a cancel and a forged callback (400)', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto(oidcPortal.url('/account/register?returnTo=%2Fcloud%2F'));
        await page.waitForURL((url) => url.origin === issuer.issuer);

        // Cancel at the issuer: back on the portal with an explanation, and a way to try again.
        await Promise.all([
          page.waitForURL((url) => url.origin === oidcPortal.baseUrl),
          page.getByRole('link', { name: /cancel/i }).click(),
        ]);
        assert.equal(new URL(page.url()).pathname, '/account/callback');
        const error = page.getByTestId('account-error');
        assert.equal(await error.getAttribute('data-error'), 'access-denied');
        assert.match((await error.textContent()) ?? '', /Sign-in was cancelled at the identity provider\./);
        assert.equal(
          await page.getByTestId('sign-in-retry').getAttribute('href'),
          '/account/login?returnTo=%2Fcloud%2F',
        );
        await waitForHydration(page);
        await expectNoAxeViolations(page);
        await view.screenshot('cancelled');

        // A callback nobody started here (a forged or replayed link): 400, no session, no redirect.
        const forged = await view.goto(oidcPortal.url('/account/callback?code=abc&state=forged&iss=x'));
        assert.equal(forged.status(), 400);
        assert.equal(new URL(page.url()).pathname, '/account/callback');
        assert.equal(await page.getByTestId('account-error').getAttribute('data-error'), 'state-mismatch');
        assert.equal(await accountStatus(page), 401);
      },
      { widths: [375] },
    );
  });
});
