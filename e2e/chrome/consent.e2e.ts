/**
 * Cookie consent (spec §3, §4): a first visit shows the banner (Accept all,
 * Reject optional, Manage preferences); the preferences dialog is modal, keeps Tab inside,
 * closes on Escape and returns focus; a decision persists across reloads, after which the server
 * no longer renders the banner and the footer's Cookie preferences toggle reopens the dialog.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ALL_WIDTHS, e2eSpec, expectNoAxeViolations, type View, waitForHydration } from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const focusInDialog = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[data-testid="consent-dialog"]') !== null);
/** Waits until every island has hydrated (client:media ones may never need to). */
const hydrated = (view: View) => waitForHydration(view.page);

describe('cookie consent', () => {
  it('banner and dialog work with the keyboard, trap focus, pass axe, and the decision persists', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto('/');
        await hydrated(view);
        const banner = page.getByTestId('consent-banner');
        await banner.waitFor({ state: 'visible' });
        assert.equal(await banner.getAttribute('aria-label'), 'Cookie consent');
        assert.deepEqual(
          (await banner.getByRole('button').allInnerTexts()).map((s) => s.trim()),
          ['Accept all', 'Reject optional', 'Manage preferences'],
        );
        const box = await banner.boundingBox();
        assert.ok(
          box && Math.round(box.y + box.height) === 900,
          'the banner sits at the bottom of the viewport',
        );
        await expectNoAxeViolations(page);
        await view.screenshot('banner', { fullPage: false });

        // Keyboard: open the dialog from the banner.
        const manage = banner.getByRole('button', { name: 'Manage preferences' });
        await manage.focus();
        await page.keyboard.press('Enter');
        // The dialog's code loads on this first use; wait for the native dialog to be open, then
        // check it by its role and name.
        await page.waitForFunction(
          () => document.querySelector<HTMLDialogElement>('[data-testid="consent-dialog"]')?.open === true,
        );
        const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
        await dialog.waitFor({ state: 'visible' });
        assert.ok(await focusInDialog(page), 'focus moves into the dialog');
        const checkboxes = dialog.getByRole('checkbox');
        assert.deepEqual(
          await checkboxes.evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).checked)),
          [true, false, false, false],
        );
        // Tab never leaves the dialog, forwards or backwards.
        for (let i = 0; i < 10; i += 1) {
          await page.keyboard.press('Tab');
          assert.ok(await focusInDialog(page), `Tab ${i + 1} stays in the dialog`);
        }
        for (let i = 0; i < 10; i += 1) {
          await page.keyboard.press('Shift+Tab');
          assert.ok(await focusInDialog(page), `Shift+Tab ${i + 1} stays in the dialog`);
        }
        await expectNoAxeViolations(page);
        await view.screenshot('dialog', { fullPage: false });
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        assert.equal(await focusedText(page), 'Manage preferences', 'focus returns to the trigger');

        // Allow Performance only, with the keyboard.
        await page.keyboard.press('Enter');
        await dialog.waitFor({ state: 'visible' });
        await dialog.getByRole('checkbox', { name: 'Performance' }).focus();
        await page.keyboard.press('Space');
        await dialog.getByRole('button', { name: 'Save preferences' }).focus();
        await page.keyboard.press('Enter');
        await dialog.waitFor({ state: 'hidden' });
        await banner.waitFor({ state: 'detached' });

        // Reload: the banner is never drawn, from the first frame (the page is the same for every
        // reader; a head script hides it for one who decided), and hydration removes it.
        await page.addInitScript(() => {
          requestAnimationFrame(() => {
            const element = document.querySelector('[data-testid="consent-banner"]');
            Object.assign(window, { bannerInFirstFrame: element !== null && element.checkVisibility() });
          });
        });
        await view.goto('/');
        assert.equal(
          await page.evaluate(
            () => (window as unknown as { bannerInFirstFrame: boolean }).bannerInFirstFrame,
          ),
          false,
        );
        await banner.waitFor({ state: 'detached' });
        const toggle = page.getByTestId('cookie-preferences');
        await toggle.waitFor({ state: 'visible' });
        assert.equal((await toggle.innerText()).trim(), 'Cookie preferences');
        await toggle.focus();
        await page.keyboard.press('Enter');
        await dialog.waitFor({ state: 'visible' });
        assert.deepEqual(
          await checkboxes.evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).checked)),
          [true, true, false, false],
        );
        await dialog.getByRole('button', { name: 'Close' }).click();
        await dialog.waitFor({ state: 'hidden' });
        assert.equal(await focusedText(page), 'Cookie preferences', 'focus returns to the footer toggle');
        assert.deepEqual(view.pageErrors, []);
      },
      { widths: ALL_WIDTHS },
    );
  });

  it('Reject optional persists too, and Accept all from the dialog overrides it', async () => {
    const view = await spec.open(1280);
    try {
      await view.goto('/cloud/');
      await hydrated(view);
      await view.page.getByRole('button', { name: 'Reject optional' }).click();
      await view.page.getByTestId('consent-banner').waitFor({ state: 'detached' });
      const cookies = await view.page.context().cookies();
      assert.equal(cookies.find((c) => c.name === 'portico_consent_test')?.value, 'v1:1');
      await view.goto('/cloud/');
      assert.equal(await view.page.getByTestId('consent-banner').isVisible(), false);
      await view.page.getByTestId('consent-banner').waitFor({ state: 'detached' });
      const toggle = view.page.getByTestId('cookie-preferences');
      await toggle.click();
      await view.page.getByRole('dialog').getByRole('button', { name: 'Accept all' }).click();
      const after = await view.page.context().cookies();
      assert.equal(after.find((c) => c.name === 'portico_consent_test')?.value, 'v1:1.2.3.4');
    } finally {
      await view.close();
    }
  });
  it('never hides a focus stop under the banner, at 375 × 640 and at 1280', async () => {
    for (const [width, height] of [
      [375, 640],
      [1280, 900],
    ] as const) {
      const view = await spec.open(width, { height });
      try {
        const { page } = view;
        await view.goto('/platform/forge/getting-started/');
        await hydrated(view);
        await page.getByTestId('consent-banner').waitFor({ state: 'visible' });
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        const hidden: string[] = [];
        let stops = 0;
        for (let i = 0; i < 400; i += 1) {
          await page.keyboard.press('Tab');
          const stop = await page.evaluate(() => {
            const active = document.activeElement;
            if (active === null || active === document.body) return undefined;
            const banner = document.querySelector('[data-testid="consent-banner"]')!;
            const name = `${active.tagName} ${(active.textContent ?? '').trim().slice(0, 40)}`;
            if (banner.contains(active)) return { name, covered: false, inBanner: true };
            const a = active.getBoundingClientRect();
            const b = banner.getBoundingClientRect();
            const covered = a.top >= b.top && a.bottom <= b.bottom && a.left >= b.left && a.right <= b.right;
            return { name, covered, inBanner: false };
          });
          if (stop === undefined) break;
          if (stop.inBanner) {
            // The banner's own buttons come after the page; once there, every stop has been seen.
            if (stops > 0) break;
            continue;
          }
          stops += 1;
          if (stop.covered) hidden.push(stop.name);
        }
        assert.ok(stops > 10, `walked ${stops} focus stops at ${width}`);
        assert.deepEqual(hidden, [], `focus stops hidden under the banner at ${width} × ${height}`);
      } finally {
        await view.close();
      }
    }
  });

  it('Accept all and Reject optional put focus back where it was, not on the page body', async () => {
    const view = await spec.open(1280);
    try {
      const { page } = view;
      for (const choice of ['Accept all', 'Reject optional']) {
        await page.context().clearCookies();
        await view.goto('/cloud/');
        await hydrated(view);
        const banner = page.getByTestId('consent-banner');
        await banner.waitFor({ state: 'visible' });
        // A reader working through the page reaches the banner by keyboard and decides.
        await page.getByTestId('skip-link').focus();
        const before = await focusedText(page);
        await banner.getByRole('button', { name: choice }).focus();
        await page.keyboard.press('Enter');
        await banner.waitFor({ state: 'detached' });
        const after = await page.evaluate(() => {
          const active = document.activeElement;
          return active === null || active === document.body ? 'BODY' : (active.textContent ?? '').trim();
        });
        assert.notEqual(after, 'BODY', `${choice}: focus is not dropped to the body`);
        assert.equal(after, before, `${choice}: focus returns to the element focused before`);

        // Reached without an earlier focus (a click right after load): focus goes to the main content.
        await page.context().clearCookies();
        await view.goto('/cloud/');
        await hydrated(view);
        await banner.waitFor({ state: 'visible' });
        await banner.getByRole('button', { name: choice }).click();
        await banner.waitFor({ state: 'detached' });
        assert.equal(
          await page.evaluate(() => document.activeElement?.tagName),
          'MAIN',
          `${choice}: with nothing focused before, focus goes to the main content`,
        );
      }
    } finally {
      await view.close();
    }
  });
});
