/**
 * Avatars for built-in accounts (spec §3 Account.avatarUrl, §4 avatar states):
 * register → sign in → profile page → upload an avatar → the header shows it (loaded) and so does the
 * profile drawer; refused uploads are explained; the screen name changes; the avatar is removed
 * again. The forms work without JavaScript, by keyboard, and pass axe in light and dark.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { solidPng } from '../../src/server/accounts/png.test-helper.ts';
import {
  browser,
  e2eSpec,
  expectNoAxeViolations,
  portal,
  PORTAL_START_TIMEOUT_MS,
  registerOverHttp,
  waitForHydration,
} from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const PASSWORD = 'a long e2e password';
const PNG = Buffer.from(solidPng(48, [220, 90, 30]));

/** Registers through the form, then signs in from "check your email" and lands on the profile page. */
async function registerToProfile(page: Page, baseUrl: string, screenName: string): Promise<void> {
  const email = `avatar-${randomBytes(4).toString('hex')}@customer.example.org`;
  await page.goto(`${baseUrl}/account/register?returnTo=%2Faccount%2Fprofile`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Screen name').fill(screenName);
  await page.getByLabel('Password').fill(PASSWORD);
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/account/check-email'),
    page.getByTestId('register-submit').click(),
  ]);
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/account/login'),
    page.getByTestId('check-email-sign-in').click(),
  ]);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/account/profile'),
    page.getByTestId('login-submit').click(),
  ]);
}

/**
 * One account for the checks that only need someone signed in, registered over HTTP once
 * (registrations are rate-limited per address).
 */
const shared = { email: `avatar-shared-${randomBytes(4).toString('hex')}@customer.example.org` };

async function createSharedAccount(baseUrl: string): Promise<void> {
  await registerOverHttp(baseUrl, { email: shared.email, screenName: 'Shared Avatar', password: PASSWORD });
}

/** Signs the shared account in through the form and lands on the profile page. */
async function signInToProfile(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/account/login?returnTo=%2Faccount%2Fprofile`);
  await page.getByLabel('Email').fill(shared.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/account/profile'),
    page.getByTestId('login-submit').click(),
  ]);
}

/** Chooses a file and submits the avatar form. */
async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page.locator('#profile-avatar-file').setInputFiles(file);
  await Promise.all([page.waitForURL(/\/account\/profile\?/), page.getByTestId('avatar-submit').click()]);
}

const headerAvatarStatus = (page: Page) =>
  page
    .locator('[data-testid="profile-trigger"] [data-testid="avatar"]')
    .getAttribute('data-status', { timeout: 1000 })
    .catch(() => null);

describe('avatars for built-in accounts', () => {
  before(async () => createSharedAccount((await portal()).baseUrl), { timeout: PORTAL_START_TIMEOUT_MS });

  it('uploads an avatar that the header and the profile drawer show, then changes the name and removes it', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        const { baseUrl } = await portal();
        await registerToProfile(page, baseUrl, 'Avatar E2E');
        await waitForHydration(page);
        // Built-in accounts start without an avatar: no image in the header.
        assert.equal(await page.locator('[data-testid="profile-trigger"] img').count(), 0);

        await upload(page, { name: 'me.png', mimeType: 'image/png', buffer: PNG });
        assert.equal(new URL(page.url()).searchParams.get('saved'), 'avatar');
        assert.match(
          (await page.getByTestId('profile-saved').textContent()) ?? '',
          /Your new avatar was uploaded\./,
        );
        const account = (await page.evaluate(async () => (await fetch('/api/account')).json())) as Record<
          string,
          string
        >;
        assert.match(account['avatarUrl']!, new RegExp(`^/api/account/avatar/${account['id']}\\?v=[\\w-]+$`));

        // The header shows it, loaded (spec §4), from the portal's own stable URL.
        await waitForHydration(page);
        const headerImage = page.locator('[data-testid="profile-trigger"] [data-testid="avatar"] img');
        assert.equal(await headerImage.getAttribute('src'), account['avatarUrl']);
        await page.waitForFunction(
          () =>
            document
              .querySelector('[data-testid="profile-trigger"] [data-testid="avatar"]')
              ?.getAttribute('data-status') === 'loaded',
        );
        assert.equal(await headerImage.evaluate((img: HTMLImageElement) => img.naturalWidth), 48);
        const served = await page.evaluate(async (src) => {
          const response = await fetch(src);
          return Object.fromEntries(response.headers);
        }, account['avatarUrl']!);
        assert.equal(served['content-type'], 'image/png');
        assert.equal(served['x-content-type-options'], 'nosniff');
        assert.equal(served['cache-control'], 'public, max-age=31536000, immutable');

        // The profile drawer shows it too, next to the email, and links back to the profile page.
        await page.getByTestId('profile-trigger').click();
        const drawer = page.getByTestId('profile-drawer');
        await drawer.waitFor();
        assert.equal(
          await drawer.getByTestId('avatar').locator('img').getAttribute('src'),
          account['avatarUrl'],
        );
        await page.waitForFunction(
          () =>
            document
              .querySelector('[data-testid="profile-drawer"] [data-testid="avatar"]')
              ?.getAttribute('data-status') === 'loaded',
        );
        assert.equal(
          await drawer.getByRole('link', { name: 'Your profile' }).getAttribute('href'),
          '/account/profile',
        );
        await view.screenshot('drawer-with-avatar');
        await page.keyboard.press('Escape');

        // Refused uploads are explained, and the avatar stays.
        const big = Buffer.from(solidPng(8, [0, 0, 0], 300 * 1024));
        await upload(page, { name: 'big.png', mimeType: 'image/png', buffer: big });
        assert.equal(new URL(page.url()).searchParams.get('error'), 'avatar-too-large');
        assert.match(
          (await page.getByTestId('account-error').textContent()) ?? '',
          /The image is larger than 256 KB\. Choose a smaller one\./,
        );
        await upload(page, {
          name: 'page.png',
          mimeType: 'image/png',
          buffer: Buffer.from('<html>not an image</html>'),
        });
        assert.match(
          (await page.getByTestId('account-error').textContent()) ?? '',
          /The file is not a PNG, JPEG, WebP or GIF image\./,
        );
        assert.equal(
          await page.locator('[data-testid="profile-trigger"] img').getAttribute('src'),
          account['avatarUrl'],
        );

        // The screen name, by keyboard: focus the field, type, Enter submits.
        await page.getByRole('textbox', { name: 'Screen name' }).focus();
        await page.keyboard.press('ControlOrMeta+a');
        await page.keyboard.type('Renamed E2E');
        await Promise.all([page.waitForURL(/saved=screen-name/), page.keyboard.press('Enter')]);
        await waitForHydration(page);
        assert.equal((await page.getByTestId('profile-trigger').textContent())?.trim(), 'Renamed E2E');

        // Removing it: the header falls back to the name alone.
        await Promise.all([
          page.waitForURL(/saved=avatar-removed/),
          page.getByTestId('avatar-remove').click(),
        ]);
        assert.equal(await page.locator('[data-testid="profile-trigger"] img').count(), 0);
        assert.equal(await headerAvatarStatus(page), null);
        assert.deepEqual(view.pageErrors, []);
      },
      { widths: [1280] },
    );
  });

  it('works without JavaScript', async () => {
    const { baseUrl } = await portal();
    const context = await (
      await browser()
    ).newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await signInToProfile(page, baseUrl);
      await upload(page, { name: 'me.png', mimeType: 'image/png', buffer: PNG });
      assert.equal(new URL(page.url()).searchParams.get('saved'), 'avatar');
      // The server-rendered header already carries the image.
      const src = await page.locator('[data-testid="profile-trigger"] img').getAttribute('src');
      assert.match(src ?? '', /^\/api\/account\/avatar\/[\w-]+\?v=[\w-]+$/);
      assert.equal(
        await page.locator('[data-testid="profile-page"] [data-testid="avatar"] img').getAttribute('src'),
        src,
      );
    } finally {
      await context.close();
    }
  });

  it('has an accessible profile page (axe) in light and dark, before and after a refusal', async (t) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await spec.atWidths(
        t,
        async (view) => {
          const { page } = view;
          const { baseUrl } = await portal();
          // The shared account has the avatar the check without JavaScript uploaded.
          await signInToProfile(page, baseUrl);
          await waitForHydration(page);
          await expectNoAxeViolations(page);
          await upload(page, { name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('nope') });
          await waitForHydration(page);
          await expectNoAxeViolations(page);
          await view.screenshot(`profile-error-${colorScheme}`);
        },
        { widths: colorScheme === 'light' ? [375, 1280] : [1280], colorScheme },
      );
    }
  });
});
