/**
 * The page behind a modal is out of reach for a screen reader, not only for Tab: the docs
 * navigation drawer, the cookie preferences dialog and the page-feedback dialog (the mobile
 * navigation drawer has its own check in mobile-nav.e2e.ts). Read from Chromium's accessibility
 * tree, as assistive technology reads it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { e2eSpec, portal, type View, waitForHydration } from '../harness/index.ts';
import { reachableControls } from './reachable-controls.ts';

const spec = e2eSpec(import.meta.url);
const DOCS_PAGE = '/platform/forge/getting-started/';

/** A cookie decision already made: no consent banner covers the page. */
async function decided(view: View): Promise<void> {
  await view.page
    .context()
    .addCookies([{ name: 'portico_consent_test', value: 'v1:1', url: (await portal()).baseUrl }]);
}

/** Asserts the modal's own controls are reachable and nothing outside it is. */
async function expectOnlyInside(view: View, modal: string) {
  const reachable = await reachableControls(view.page, modal);
  assert.ok(reachable.inside.length > 0, `the modal's controls are reachable at ${view.width}px`);
  assert.deepEqual(reachable.outside, [], `nothing behind the modal is reachable at ${view.width}px`);
}

describe('modals and the page behind them', () => {
  it('docs navigation drawer: the page behind leaves the accessibility tree until it closes', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await decided(view);
        await view.goto(DOCS_PAGE);
        await waitForHydration(page);
        const before = await reachableControls(page, '[data-testid="product-header"]');
        await page.getByTestId('docs-nav-trigger').click();
        await page.getByTestId('docs-nav-drawer').waitFor({ state: 'visible' });
        await expectOnlyInside(view, '[data-testid="docs-nav-drawer"]');
        await page.keyboard.press('Escape');
        await page.getByTestId('docs-nav-drawer').waitFor({ state: 'hidden' });
        // Focus goes back to the trigger, and the page is whole again.
        assert.equal(
          await page.evaluate(() => document.activeElement?.getAttribute('data-testid')),
          'docs-nav-trigger',
        );
        assert.deepEqual(
          (await reachableControls(page, '[data-testid="product-header"]')).outside,
          before.outside,
        );
        if (view.width < 600) return;
        // The overlay still takes the press that closes the drawer.
        await page.getByTestId('docs-nav-trigger').click();
        await page.getByTestId('docs-nav-drawer').waitFor({ state: 'visible' });
        // Left of the 60vw panel, which slides in from the right.
        await page.mouse.click(10, 300);
        await page.getByTestId('docs-nav-drawer').waitFor({ state: 'hidden' });
      },
      // The docs menu button shows below 767px; from 600px the panel leaves the overlay visible.
      { widths: [375, 700] },
    );
  });

  it('cookie preferences and page feedback dialogs: nothing behind them is reachable', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto('/');
        await waitForHydration(page);
        await page.getByTestId('consent-banner').getByRole('button', { name: 'Manage preferences' }).click();
        await page.waitForFunction(
          () => document.querySelector<HTMLDialogElement>('[data-testid="consent-dialog"]')?.open === true,
        );
        await expectOnlyInside(view, '[data-testid="consent-dialog"]');
        await page.keyboard.press('Escape');

        await decided(view);
        await view.goto(DOCS_PAGE);
        await waitForHydration(page);
        await page.getByTestId('page-feedback').scrollIntoViewIfNeeded();
        await page.getByTestId('page-feedback-rating-4').click();
        await page.getByTestId('page-feedback-modal').waitFor({ state: 'visible' });
        await expectOnlyInside(view, '[data-testid="page-feedback-modal"]');
      },
      { widths: [375, 1280] },
    );
  });
});
