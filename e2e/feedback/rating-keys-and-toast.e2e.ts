/**
 * The page feedback rating by keyboard (arrow keys move, Enter or Space choose, the dialog's
 * rating is required) and the thank-you toast: announced through a live region that exists
 * before it, on screen for at least 10 s and for as long as it is hovered or focused (time moved
 * on with page.clock, never slept).
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { e2eSpec, portal, PORTAL_START_TIMEOUT_MS } from '../harness/index.ts';
import {
  activeTestId,
  decided,
  PAGE,
  modal,
  modalStep,
  openPage,
  pageStep,
  submit,
  toast,
  WIDTHS,
} from './page-feedback-helpers.ts';

const spec = e2eSpec(import.meta.url);

describe('page feedback rating keys and toast', () => {
  before(() => portal(), { timeout: PORTAL_START_TIMEOUT_MS + 60_000 });

  it('arrow keys move between the steps, Space chooses, and the dialog states that a rating is required', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await openPage(view);
        await pageStep(page, 1).focus();
        for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowLeft']) {
          await page.keyboard.press(key);
          assert.equal(await modal(page).count(), 0, `${key} does not open the dialog`);
        }
        assert.equal(await activeTestId(page), 'page-feedback-rating-3');
        // Nothing is sent or opened until the reader chooses: let any late open show itself.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
        );
        assert.equal(await modal(page).count(), 0, 'moving never opens the dialog');
        await page.keyboard.press('Space');
        await modal(page).waitFor({ state: 'visible' });
        assert.equal(await modalStep(page, 3).isChecked(), true, 'Space chose the focused step');
        assert.equal(await activeTestId(page), 'page-feedback-modal-rating-3');
        // The rating is required in the dialog, and assistive technology is told so.
        const cdp = await page.context().newCDPSession(page);
        const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
          nodes: {
            ignored: boolean;
            role?: { value: string };
            name?: { value: string };
            properties?: { name: string; value: { value: unknown } }[];
          }[];
        };
        const group = nodes.find(
          (n) => !n.ignored && n.role?.value === 'radiogroup' && n.name?.value === 'Rating',
        );
        assert.ok(group, 'the dialog has a radio group named Rating');
        assert.equal(
          group.properties?.find((p) => p.name === 'required')?.value.value,
          true,
          'it is required',
        );
      },
      WIDTHS,
    );
  });

  it('the rating group is one Tab stop, once its island has hydrated too', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await decided(view);
        await view.goto(PAGE);
        // As a keyboard reader meets it: focus reaches the first step before its island has
        // hydrated (it hydrates when scrolled into view, here by that focus). Tab must then leave
        // the group, not visit its other steps.
        await pageStep(page, 1).focus();
        await page.waitForFunction(
          () => !document.querySelector('astro-island[ssr]:has([data-testid="page-feedback"])'),
        );
        await page.keyboard.press('Tab');
        assert.doesNotMatch((await activeTestId(page)) ?? '', /^page-feedback-rating-/);
        await page.keyboard.press('Shift+Tab');
        assert.match(
          (await activeTestId(page)) ?? '',
          /^page-feedback-rating-/,
          'Shift+Tab comes back to one step',
        );
        await page.keyboard.press('Shift+Tab');
        assert.doesNotMatch((await activeTestId(page)) ?? '', /^page-feedback-rating-/);
      },
      WIDTHS,
    );
  });

  it('announces the thank-you in a live region that was there before, and keeps it 10 s or while hovered or focused', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await page.clock.install();
        await openPage(view);
        // From here the page's time moves only when the test moves it, however slow the machine.
        await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
        // Mark every live region present before anything is sent.
        await page.evaluate(() => {
          for (const region of document.querySelectorAll('[aria-live], [role="status"], [role="alert"]')) {
            region.setAttribute('data-e2e-live-before', '');
          }
        });
        await pageStep(page, 4).click();
        await modal(page).waitFor({ state: 'visible' });
        await submit(page).click();
        await modal(page).waitFor({ state: 'detached' });
        await toast(page).waitFor();
        const announcedBy = await page.evaluate(() => {
          const title = [...document.querySelectorAll('p, span, div')].find(
            (e) => e.textContent === 'Thank you!',
          );
          const region = title?.closest('[aria-live], [role="status"], [role="alert"]');
          return region === null || region === undefined
            ? 'none'
            : region.hasAttribute('data-e2e-live-before')
              ? 'existing'
              : 'new';
        });
        assert.equal(announcedBy, 'existing', 'the text lands in a live region that already existed');

        // At least 10 s on screen.
        await page.clock.runFor(9_500);
        assert.equal(await toast(page).isVisible(), true, 'still shown after 9.5 s');
        // Hovered, it stays as long as the pointer is there.
        await toast(page).hover();
        await page.clock.runFor(30_000);
        assert.equal(await toast(page).isVisible(), true, 'hovered, it stays');
        await page.mouse.move(0, 0);
        // Focused, it stays too; the reader dismisses it with the keyboard.
        await toast(page).getByRole('button', { name: 'Dismiss' }).focus();
        await page.clock.runFor(30_000);
        assert.equal(await toast(page).isVisible(), true, 'focused, it stays');
        await page.keyboard.press('Enter');
        await toast(page).waitFor({ state: 'detached' });
        assert.notEqual(
          await page.evaluate(() => document.activeElement?.tagName),
          'BODY',
          'dismissing it does not drop focus to the page',
        );

        // Left alone, the next one goes by itself after its time.
        await pageStep(page, 2).click();
        await modal(page).waitFor({ state: 'visible' });
        await submit(page).click();
        await toast(page).waitFor();
        await page.clock.runFor(9_000);
        assert.equal(await toast(page).isVisible(), true);
        await page.clock.runFor(2_000);
        await toast(page).waitFor({ state: 'detached' });
      },
      WIDTHS,
    );
  });
});
