/**
 * Accounts and sessions in the browser: register → check your email → sign in →
 * signed-in header → profile drawer → heartbeat → the session ends on the server → signed-out state; sign-in returnTo honoured
 * and open redirects refused; logout ends the session; the mobile avatar tap opens the profile menu.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { profileDrawerLeft } from '../../src/ui/chrome/drawers/profile-position.ts';
import {
  e2eSpec,
  expectNoAxeViolations,
  portal,
  PORTAL_START_TIMEOUT_MS,
  registerOverHttp,
  waitForHydration,
  type View,
} from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const HEARTBEAT_PATH = '/gateway/api/session/heartbeat';
const PASSWORD = 'a long e2e password';

const uniqueEmail = (name: string) => `${name}-${randomBytes(4).toString('hex')}@Customer.example.org`;

const isHeartbeat = (url: string, method: string) =>
  method === 'POST' && new URL(url).pathname === HEARTBEAT_PATH;

/**
 * Registers through the form (no script needed): registering signs nobody in, so the "check your
 * email" page follows, whose sign-in link keeps returnTo; signing in then lands on `returnTo`.
 */
async function register(view: View, email: string, screenName: string, returnTo: string): Promise<void> {
  await view.goto(`/account/register?returnTo=${encodeURIComponent(returnTo)}`);
  await view.page.getByLabel('Email').fill(email);
  await view.page.getByLabel('Screen name').fill(screenName);
  await view.page.getByLabel('Password').fill(PASSWORD);
  await Promise.all([
    view.page.waitForURL((url) => url.pathname === '/account/check-email'),
    view.page.getByTestId('register-submit').click(),
  ]);
  assert.equal(
    (await view.page.context().cookies()).some((c) => c.name === 'portico_session'),
    false,
  );
  await Promise.all([
    view.page.waitForURL((url) => url.pathname === '/account/login'),
    view.page.getByTestId('check-email-sign-in').click(),
  ]);
  await view.page.getByLabel('Email').fill(email);
  await view.page.getByLabel('Password').fill(PASSWORD);
  await Promise.all([
    view.page.waitForURL((url) => url.pathname !== '/account/login'),
    view.page.getByTestId('login-submit').click(),
  ]);
}

async function signIn(view: View, email: string, password: string, returnTo: string): Promise<void> {
  await view.goto(`/account/login?returnTo=${encodeURIComponent(returnTo)}`);
  await view.page.getByLabel('Email').fill(email);
  await view.page.getByLabel('Password').fill(password);
  await Promise.all([view.page.waitForNavigation(), view.page.getByTestId('login-submit').click()]);
}

/** Ends the browser's session on the server, as an expiry would, without touching the browser's cookies. */
async function endSessionOnServer(page: Page): Promise<void> {
  const cookies = await page.context().cookies();
  const header = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const token = cookies.find((c) => c.name === 'portico_csrf')?.value ?? '';
  const response = await fetch((await portal()).url('/api/account/logout'), {
    method: 'POST',
    headers: { cookie: header, 'x-csrf-token': token, 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  assert.equal(response.status, 303);
}

/**
 * One account shared by the checks that only need someone signed in. Created over HTTP once, so a
 * run registers two accounts in all (registrations are rate-limited per address). Sessions are per
 * browser context, so one check signing out never affects another.
 */
const shared = { email: uniqueEmail('shared'), screenName: 'Shared E2E' };

async function createSharedAccount(): Promise<void> {
  await registerOverHttp((await portal()).baseUrl, { ...shared, password: PASSWORD });
}

const accountStatus = (page: Page) =>
  page.evaluate(async () => (await fetch('/api/account', { credentials: 'include' })).status);

describe('accounts and sessions', () => {
  before(
    async () => {
      await portal();
      await createSharedAccount();
    },
    { timeout: PORTAL_START_TIMEOUT_MS },
  );

  it('register → header → profile drawer → heartbeat → session ends → signed out', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await page.clock.install();
        const email = uniqueEmail('ann');
        const beats: { status: number; body: unknown }[] = [];
        page.on('response', async (response) => {
          if (!isHeartbeat(response.url(), response.request().method())) return;
          beats.push({ status: response.status(), body: await response.json().catch(() => undefined) });
        });
        const firstBeat = page.waitForResponse((r) => isHeartbeat(r.url(), r.request().method()));
        await register(view, email, 'Ann E2E', '/cloud/?from=e2e');
        assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, '/cloud/?from=e2e');

        // The heartbeat is called on load, with the CSRF header, and answers two ISO dates.
        const beat = await firstBeat;
        assert.equal(beat.status(), 200);
        assert.equal(
          beat.request().headers()['x-csrf-token'],
          await page.locator('meta[name="csrf"]').getAttribute('content'),
        );
        const times = (await beat.json()) as Record<string, string>;
        assert.match(times['nextCallTimestamp']!, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
        assert.ok(Date.parse(times['sessionExpiryTime']!) > Date.now());

        // Cookie flags: HttpOnly, SameSite=Lax, not Secure on 127.0.0.1.
        const cookie = (await page.context().cookies()).find((c) => c.name === 'portico_session');
        assert.ok(cookie);
        assert.equal(cookie.httpOnly, true);
        assert.equal(cookie.sameSite, 'Lax');
        assert.equal(cookie.secure, false);
        assert.equal(await accountStatus(page), 200);

        // The signed-in header: screen name (no avatar: built-in accounts have no avatarUrl).
        await waitForHydration(page);
        const trigger = page.getByTestId('profile-trigger');
        assert.equal((await trigger.textContent())?.trim(), 'Ann E2E');
        assert.equal(await page.getByTestId('sign-in-link').count(), 0);
        await trigger.click();
        const drawer = page.getByTestId('profile-drawer');
        await drawer.waitFor();
        assert.equal(Math.round((await drawer.boundingBox())!.width), 264);
        assert.equal(await page.getByTestId('profile-email').textContent(), email);
        assert.equal(
          await drawer.getByRole('link', { name: 'Developer Console' }).getAttribute('href'),
          '/console/myapps/',
        );
        assert.equal(
          await drawer.getByRole('link', { name: 'Logout' }).getAttribute('href'),
          '/account/logout',
        );
        const box = (await drawer.boundingBox())!;
        assert.ok(
          box.x >= 0 && box.x + box.width <= 1280,
          `drawer inside the viewport: ${JSON.stringify(box)}`,
        );
        await view.screenshot('profile-drawer');
        await page.keyboard.press('Escape');

        // Idle for the heartbeat's 60 s: another call.
        const idleBeat = page.waitForResponse((r) => isHeartbeat(r.url(), r.request().method()));
        await page.clock.fastForward(61_000);
        assert.equal((await idleBeat).status(), 200);

        // The session ends on the server; the next heartbeat (the tab goes inactive) gets 401.
        await endSessionOnServer(page);
        const lastBeat = page.waitForResponse((r) => isHeartbeat(r.url(), r.request().method()));
        await page.evaluate(() => window.dispatchEvent(new Event('blur')));
        assert.equal((await lastBeat).status(), 401);
        await page.getByTestId('signed-out-notice').waitFor();
        assert.match(
          (await page.getByTestId('signed-out-notice').textContent()) ?? '',
          /Your session has ended\./,
        );
        await page.getByTestId('sign-in-link').first().waitFor();
        assert.equal(await page.getByTestId('profile-trigger').count(), 0);
        await view.screenshot('signed-out');

        // Stopped: focus and idle no longer call.
        const count = beats.length;
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        await page.clock.fastForward(120_000);
        assert.equal(beats.length, count);
        assert.equal(await accountStatus(page), 401);
        await view.goto('/cloud/');
        assert.equal(await page.getByTestId('profile-trigger').count(), 0);
        assert.deepEqual(view.pageErrors, []);
      },
      { widths: [1280] },
    );
  });

  it('shows the idle debug display only with ?debug=heartbeat', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await signIn(view, shared.email, PASSWORD, '/server/');
        await waitForHydration(page);
        assert.equal(await page.getByTestId('heartbeat-debug').count(), 0);
        const beat = page.waitForResponse((r) => isHeartbeat(r.url(), r.request().method()));
        await view.goto('/server/?debug=heartbeat');
        const times = (await (await beat).json()) as Record<string, string>;
        const next = page.getByTestId('heartbeat-debug-next');
        await page.waitForFunction(() =>
          document.querySelector('[data-testid="heartbeat-debug-next"]')?.textContent?.endsWith('Z'),
        );
        assert.equal(await next.textContent(), times['nextCallTimestamp']);
        assert.equal(
          await page.getByTestId('heartbeat-debug-expiry').textContent(),
          times['sessionExpiryTime'],
        );
        assert.equal(await page.getByTestId('heartbeat-debug-state').getAttribute('data-state'), 'running');
        await view.screenshot('heartbeat-debug');
      },
      { widths: [1280] },
    );
  });

  it('honours a same-origin returnTo, refuses open redirects, explains wrong passwords, and logs out', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        const email = shared.email;
        await signIn(view, email, PASSWORD, '/');

        // Logout: GET asks; the button posts; the session is gone.
        await view.goto('/account/logout');
        assert.match(
          (await page.getByTestId('logout-page').textContent()) ?? '',
          /You are signed in as Shared E2E/,
        );
        assert.equal(await accountStatus(page), 200, 'a GET of the logout page does not sign out');
        await Promise.all([
          page.waitForURL((url) => url.pathname === '/'),
          page.getByTestId('logout-submit').click(),
        ]);
        assert.equal(await accountStatus(page), 401);
        await page.getByTestId('sign-in-link').first().waitFor();

        // A wrong password: a clear error, and the returnTo survives.
        await signIn(view, email, 'not the password', '/server/');
        assert.equal(new URL(page.url()).pathname, '/account/login');
        assert.equal(new URL(page.url()).searchParams.get('returnTo'), '/server/');
        assert.equal(
          (await page.getByTestId('account-error').textContent())?.includes(
            'The email or password is incorrect.',
          ),
          true,
        );
        await view.screenshot('login-error');

        // A same-origin returnTo with query and hash is honoured (the header's sign-in link shape).
        await signIn(view, email.toLowerCase(), PASSWORD, '/server/?a=1#frag');
        const back = new URL(page.url());
        assert.equal(`${back.pathname}${back.search}${back.hash}`, '/server/?a=1#frag');
        assert.equal(await accountStatus(page), 200);

        // Open redirects are refused: the reader lands on this site's home.
        const origin = (await portal()).baseUrl;
        for (const payload of [
          '//evil.example',
          '/\\evil.example',
          'https://evil.example/',
          'javascript:alert(1)',
        ]) {
          await view.goto(`/account/logout?returnTo=${encodeURIComponent(payload)}`);
          await Promise.all([page.waitForNavigation(), page.getByTestId('logout-submit').click()]);
          assert.equal(page.url(), `${origin}/`, `logout returnTo ${payload}`);
          await signIn(view, email, PASSWORD, payload);
          assert.equal(page.url(), `${origin}/`, `login returnTo ${payload}`);
        }
      },
      { widths: [1280] },
    );
  });

  it('opens the mobile profile menu when the avatar is tapped below 767px', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        const email = shared.email;
        await signIn(view, email, PASSWORD, '/cloud/');
        await waitForHydration(page);
        await page.getByTestId('profile-trigger').click();
        const drawer = page.getByTestId('mobile-nav-drawer');
        await drawer.waitFor();
        assert.equal(await drawer.getAttribute('data-start'), 'user-profile');
        assert.ok(((await drawer.textContent()) ?? '').includes(email.toLowerCase()));
        assert.equal(await page.getByTestId('profile-drawer').count(), 0);
        await view.screenshot('mobile-profile-menu');
      },
      { widths: [375] },
    );
  });

  it('places the 264px profile drawer by the spec §9 shift at each desktop and tablet width', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page, width } = view;
        await signIn(view, shared.email, PASSWORD, '/cloud/');
        await waitForHydration(page);
        const trigger = (await page.getByTestId('profile-trigger').boundingBox())!;
        await page.getByTestId('profile-trigger').click();
        const drawer = page.getByTestId('profile-drawer');
        await drawer.waitFor();
        await page.waitForFunction(
          () =>
            getComputedStyle(document.querySelector('[data-testid="profile-drawer"]')!).visibility ===
            'visible',
        );
        const box = (await drawer.boundingBox())!;
        const clientWidth = await page.evaluate(() => document.documentElement.clientWidth);
        assert.equal(Math.round(box.width), 264);
        assert.ok(
          Math.abs(box.x - profileDrawerLeft(trigger.x, width, clientWidth)) <= 1,
          `left ${box.x} at ${width}px`,
        );
        assert.ok(box.y >= trigger.y + trigger.height - 1, 'hangs below the trigger');
      },
      { widths: [768, 1024, 1280, 1440] },
    );
  });

  it('has accessible login, registration, logout and error pages (axe), in light and dark', async (t) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await spec.atWidths(
        t,
        async (view) => {
          const { page } = view;
          for (const path of [
            '/account/login?returnTo=%2Fcloud%2F',
            '/account/register',
            '/account/check-email',
            '/account/login?error=rate-limited',
          ]) {
            await view.goto(path);
            await waitForHydration(page);
            await expectNoAxeViolations(page);
          }
          await signIn(view, shared.email, PASSWORD, '/');
          await view.goto('/account/logout');
          await waitForHydration(page);
          await expectNoAxeViolations(page);
        },
        { widths: colorScheme === 'light' ? [375, 1280] : [1280], colorScheme },
      );
    }
  });
});
