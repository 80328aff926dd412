/**
 * Errors of the sign-in and registration forms reach assistive technology: after a refused
 * post (the no-script path, the server renders the page again) each field in error is marked
 * invalid, carries the error as its accessible description, and focus lands on the first one;
 * the browser's own checks (empty or too-short fields) stop the post and focus the first field too.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { e2eSpec, portal, PORTAL_START_TIMEOUT_MS, type View, waitForHydration } from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const WIDTHS = { widths: [375, 1280] };

/** What assistive technology is told about the focused element (Chromium's accessibility tree). */
async function focusedField(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: {
      ignored: boolean;
      role?: { value: string };
      name?: { value: string };
      description?: { value: string };
      properties?: { name: string; value: { value: unknown } }[];
    }[];
  };
  await cdp.detach();
  const property = (node: (typeof nodes)[number], name: string) =>
    node.properties?.find((p) => p.name === name)?.value.value;
  // The document itself reports focus too; the element is the one inside it.
  const focused = nodes.find(
    (node) => !node.ignored && node.role?.value !== 'RootWebArea' && property(node, 'focused') === true,
  );
  return {
    name: focused?.name?.value ?? '',
    description: focused?.description?.value ?? '',
    invalid: (focused === undefined ? undefined : property(focused, 'invalid')) ?? 'false',
  };
}

/** A cookie decision already made: no consent banner. */
async function decided(view: View): Promise<void> {
  await view.page
    .context()
    .addCookies([{ name: 'portico_consent_test', value: 'v1:1', url: (await portal()).baseUrl }]);
}

/** Posts the form as a browser without constraint validation would: the server judges it. */
async function postWithoutBrowserChecks(page: Page, form: string, submit: string, landing: string) {
  await page.getByTestId(form).evaluate((element) => element.setAttribute('novalidate', ''));
  await Promise.all([
    page.waitForURL((url) => url.pathname === landing && url.searchParams.has('error')),
    page.getByTestId(submit).click(),
  ]);
}

describe('account form errors', () => {
  before(() => portal(), { timeout: PORTAL_START_TIMEOUT_MS + 30_000 });

  it('sign-in: a refused post marks the fields invalid, describes them by the error, and focuses the first', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await decided(view);
        await view.goto('/account/login');
        await page.getByLabel('Email').fill(`nobody-${randomBytes(4).toString('hex')}@example.org`);
        await page.getByLabel('Password').fill('not the password at all');
        await postWithoutBrowserChecks(page, 'login-form', 'login-submit', '/account/login');
        const field = await focusedField(page);
        assert.equal(field.name, 'Email', 'focus is on the first field in error');
        assert.equal(field.invalid, 'true');
        assert.match(field.description, /The email or password is incorrect\./);
        await page.keyboard.press('Tab');
        const password = await focusedField(page);
        assert.equal(password.name, 'Password');
        assert.equal(password.invalid, 'true');
        assert.match(password.description, /The email or password is incorrect\./);
      },
      WIDTHS,
    );
  });

  it('registration: the server refuses a short password: that field is invalid, described and focused', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await decided(view);
        await view.goto('/account/register');
        await page.getByLabel('Email').fill(`short-${randomBytes(4).toString('hex')}@example.org`);
        await page.getByLabel('Screen name').fill('Short Password');
        await page.getByLabel('Password').fill('short');
        await postWithoutBrowserChecks(page, 'register-form', 'register-submit', '/account/register');
        const field = await focusedField(page);
        assert.equal(field.name, 'Password', 'focus is on the field in error');
        assert.equal(field.invalid, 'true');
        assert.match(field.description, /The password needs at least 10 characters\./);
        // Fields that are fine are not marked.
        await page.keyboard.press('Shift+Tab');
        const screenName = await focusedField(page);
        assert.equal(screenName.name, 'Screen name');
        assert.equal(screenName.invalid, 'false');
      },
      WIDTHS,
    );
  });

  it("the browser's own checks stop an incomplete form and focus its first invalid field", async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await decided(view);
        await view.goto('/account/register');
        await waitForHydration(page);
        await page.getByLabel('Email').fill(`short-${randomBytes(4).toString('hex')}@example.org`);
        await page.getByLabel('Password').fill('short');
        await page.getByTestId('register-submit').click();
        const field = await focusedField(page);
        assert.equal(field.name, 'Screen name', 'focus moves to the first invalid field');
        assert.equal(field.invalid, 'true', 'the refused field is marked invalid');
        assert.match(field.description, /Enter a screen name\./, 'and described by the reason');
        assert.equal(new URL(page.url()).pathname, '/account/register');
        assert.equal(new URL(page.url()).searchParams.has('error'), false, 'nothing was posted');
        // Putting it right clears the mark.
        await page.keyboard.type('Checked Name');
        assert.equal((await focusedField(page)).invalid, 'false');
      },
      { widths: [1280] },
    );
  });
});
