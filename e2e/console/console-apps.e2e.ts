/**
 * The developer console (spec §2.1 /console/myapps/, /apps/create; §3), driven as a developer
 * does: create an OAuth 2.0 integration and see its credentials once (the secret is gone from any
 * later page), add an API, set a callback URL, rotate the secret (the new one shown once), delete
 * the app. Another developer gets the portal's 404 at the app's URL. The tab bar is reachable by
 * keyboard, and the pages fit 320 px without scrolling sideways.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import {
  e2eSpec,
  expectNoAxeViolations,
  portal,
  PORTAL_START_TIMEOUT_MS,
  registerOverHttp,
  waitForHydration,
  type View,
} from '../harness/index.ts';
import { solidPng } from '../../src/server/accounts/png.test-helper.ts';

const spec = e2eSpec(import.meta.url);
const PASSWORD = 'a long console e2e password';
const developer = (name: string) => ({
  email: `${name}-${randomBytes(4).toString('hex')}@partner.example`,
  screenName: name,
  password: PASSWORD,
});

/** Signs in through the login form, coming back to `returnTo`. */
async function signIn(view: View, email: string, returnTo: string): Promise<void> {
  await view.goto(`/account/login?returnTo=${encodeURIComponent(returnTo)}`);
  await view.page.getByLabel('Email').fill(email);
  await view.page.getByLabel('Password').fill(PASSWORD);
  await Promise.all([
    view.page.waitForURL((url) => url.pathname !== '/account/login'),
    view.page.getByTestId('login-submit').click(),
  ]);
}

/** Clicks a form's submit button (or a link) and waits for the next page to load. */
async function submit(page: Page, button: Locator): Promise<void> {
  await Promise.all([page.waitForEvent('load'), button.click()]);
}

/** How far the page scrolls sideways (0 when it fits). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('developer console', () => {
  const owner = developer('owner');
  const stranger = developer('stranger');
  before(
    async () => {
      const { baseUrl } = await portal();
      await registerOverHttp(baseUrl, owner);
      await registerOverHttp(baseUrl, stranger);
    },
    { timeout: PORTAL_START_TIMEOUT_MS },
  );

  it('creates an app, shows its secret once, adds an API and a callback URL, rotates, deletes; strangers get 404', async () => {
    const view = await spec.open(1280);
    const other = await spec.open(1280);
    try {
      const { page } = view;
      // Signed out, the console sends to sign in and back.
      await view.goto('/console/myapps/');
      assert.equal(new URL(page.url()).pathname, '/account/login');
      await signIn(view, owner.email, '/console/myapps/');
      assert.equal(new URL(page.url()).pathname, '/console/myapps/');
      await page.getByTestId('console-empty').waitFor();
      assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex');

      // Create: the credentials are in the answer to the post, the secret this once.
      await submit(page, page.getByRole('link', { name: 'Create your first app' }));
      assert.equal(new URL(page.url()).pathname, '/apps/create');
      await page.getByLabel('OAuth 2.0 integration').check();
      await page.getByLabel('App name').fill('E2E weather');
      await page.getByLabel('I accept the developer terms').check();
      await submit(page, page.getByRole('button', { name: 'Create app' }));
      const clientId = (await page.getByTestId('console-client-id').textContent()) ?? '';
      const secret = (await page.getByTestId('console-client-secret').textContent()) ?? '';
      assert.match(clientId, /^[A-Za-z0-9_-]{32}$/);
      assert.match(secret, /^pcs_/);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Copy: Client secret' }).waitFor();
      await expectNoAxeViolations(page);
      await submit(page, page.getByRole('link', { name: 'Go to the app' }));
      const appPath = new URL(page.url()).pathname;
      assert.match(appPath, /^\/console\/myapps\/[^/]+\/$/);

      // The tab bar by keyboard: Tab until the Settings tab has focus, then Enter.
      for (let presses = 0; presses < 40; presses += 1) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(() => document.activeElement?.getAttribute('data-tab') === 'settings')) break;
      }
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-tab')), 'settings');
      await Promise.all([page.waitForURL(`**${appPath}settings/`), page.keyboard.press('Enter')]);
      assert.equal(await page.getByTestId('console-client-id').textContent(), clientId);
      assert.equal(await page.getByTestId('console-client-secret').count(), 0);
      assert.ok(!(await page.content()).includes(secret), 'the secret is not on the settings page');
      await page.reload();
      assert.ok(!(await page.content()).includes(secret), 'nor after a reload');

      // Permissions: add an API with a scope.
      await view.goto(`${appPath}permissions/`);
      const api = page.getByTestId('console-api-platform-api');
      await api.getByLabel('read:me').check();
      await submit(page, api.getByRole('button', { name: 'Add User identity and platform' }));
      await page.getByTestId('console-api-added').waitFor();
      assert.equal(await page.getByTestId('console-api-platform-api').getAttribute('data-enrolled'), 'true');

      // Authorization: a bad callback URL is refused beside its field, a good one is listed.
      await view.goto(`${appPath}authorization/`);
      await page.getByLabel('Callback URL').fill('http://example.com/callback');
      await submit(page, page.getByRole('button', { name: 'Add callback URL' }));
      await page.getByTestId('console-add-callbackUrl-error').waitFor();
      assert.equal(await page.getByLabel('Callback URL').getAttribute('aria-invalid'), 'true');
      await page.getByLabel('Callback URL').fill('https://weather.example.com/callback');
      await submit(page, page.getByRole('button', { name: 'Add callback URL' }));
      await page.getByTestId('console-url-added').waitFor();
      assert.match(
        (await page.getByTestId('console-callback-urls').textContent()) ?? '',
        /weather\.example\.com/,
      );

      // Rotate: the new secret once, the old one different; a later GET shows neither.
      await view.goto(`${appPath}settings/`);
      await submit(page, page.getByRole('button', { name: 'Rotate secret' }));
      const rotated = (await page.getByTestId('console-client-secret').textContent()) ?? '';
      assert.match(rotated, /^pcs_/);
      assert.notEqual(rotated, secret);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      await view.goto(`${appPath}settings/`);
      const later = await page.content();
      assert.ok(!later.includes(rotated) && !later.includes(secret));

      // App avatar: uploaded on settings (a multipart post, no script needed), then shown on the
      // overview, served to anyone with immutable caching.
      await page.getByLabel('Image file').setInputFiles({
        name: 'weather.png',
        mimeType: 'image/png',
        buffer: Buffer.from(solidPng(64, [30, 120, 200])),
      });
      await submit(page, page.getByRole('button', { name: 'Upload avatar' }));
      await page.getByTestId('console-avatar-saved').waitFor();
      await view.goto(appPath);
      const avatar = page
        .getByTestId('console-overview')
        .locator('xpath=preceding-sibling::*[1]')
        .locator('img');
      const avatarSrc = (await avatar.getAttribute('src')) ?? '';
      assert.match(avatarSrc, /^\/api\/console\/app-avatar\/[\w-]+$/);
      await page.waitForFunction(
        (src) =>
          [...document.images].some((img) => img.getAttribute('src') === src && img.naturalWidth === 256),
        avatarSrc,
      );
      const served = await other.page.request.get(new URL(avatarSrc, page.url()).href);
      assert.equal(served.status(), 200);
      assert.equal(served.headers()['cache-control'], 'public, max-age=31536000, immutable');

      // Another developer: the app's URL is the portal's 404, as for a missing page.
      await signIn(other, stranger.email, '/console/myapps/');
      const foreign = await other.goto(`${appPath}settings/`);
      assert.equal(foreign.status(), 404);
      await other.page.getByTestId('not-found').waitFor();
      assert.ok(!(await other.page.content()).includes('E2E weather'));

      // Delete: type the name, land on the list with a confirmation.
      await view.goto(`${appPath}delete/`);
      await page.getByLabel(/Type the app’s name/).fill('E2E weather');
      await submit(page, page.getByRole('button', { name: 'Delete app' }));
      assert.equal(new URL(page.url()).pathname, '/console/myapps/');
      await page.getByTestId('console-deleted').waitFor();
      await page.getByTestId('console-empty').waitFor();
      await expectNoAxeViolations(page);
      assert.equal((await view.goto(appPath)).status(), 404);
      assert.deepEqual(view.pageErrors, []);
    } finally {
      await view.close();
      await other.close();
    }
  });

  it('fits 320 px without scrolling sideways', async () => {
    const view = await spec.open(320);
    try {
      const { page } = view;
      await signIn(view, owner.email, '/apps/create');
      assert.equal(await sideways(page), 0, '/apps/create');
      await page.getByLabel('Forge app').check();
      await page.getByLabel('App name').fill('Narrow app with a rather long name to wrap around');
      await page.getByLabel('I accept the developer terms').check();
      await submit(page, page.getByRole('button', { name: 'Create app' }));
      assert.equal(await sideways(page), 0, 'the credentials');
      await submit(page, page.getByRole('link', { name: 'Go to the app' }));
      const appPath = new URL(page.url()).pathname;
      for (const path of ['', 'settings/', 'authorization/', 'permissions/', 'delete/']) {
        await view.goto(`${appPath}${path}`);
        assert.equal(await sideways(page), 0, `${appPath}${path}`);
      }
      await view.goto('/console/myapps/');
      assert.equal(await sideways(page), 0, '/console/myapps/');
      await view.screenshot('my-apps');
    } finally {
      await view.close();
    }
  });
});
