/**
 * Article media (spec §2.11): an image opens large in the media viewer (by click or keyboard), which
 * zooms with its buttons and the + and - keys and closes on Escape, focus back on the image; a
 * link to a published PDF opens the PDF viewer, allowed by the page's policy, with a link to the
 * file itself. Neither viewer's code is loaded before first use.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { e2eSpec, expectNoAxeViolations, waitForHydration } from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const PAGE = '/portico/authoring/images-and-files/';
const IMAGE_ALT = /A file beside a page is hashed/;

/** Script files the page has loaded whose name says they are one of the viewers. */
const viewerScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /(media|pdf)-viewer[^/]*\.js/.test(name)),
  );

/** Collects Content-Security-Policy violations, which the console does not show to a test. */
const recordViolations = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __violations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

const imageWidth = async (page: Page) =>
  (await page.getByRole('dialog').locator('img').boundingBox())?.width ?? 0;

describe('article media viewers', () => {
  it('opens an image in the media viewer by keyboard, zooms, and returns focus on Escape', async () => {
    const view = await spec.open(1280);
    try {
      const { page } = view;
      await view.goto(PAGE);
      await waitForHydration(page);
      assert.deepEqual(await viewerScripts(page), [], 'no viewer code before first use');

      const trigger = page.locator('[data-article-root]').getByRole('button', { name: IMAGE_ALT });
      await trigger.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      assert.ok((await viewerScripts(page)).length > 0, 'the viewer loaded on first use');
      const img = dialog.locator('img');
      await page.waitForFunction(() => {
        const shown = document.querySelector<HTMLImageElement>('dialog[open] img');
        return shown !== null && shown.complete && shown.naturalWidth > 0;
      });
      assert.match((await img.getAttribute('alt')) ?? '', IMAGE_ALT);

      const start = await imageWidth(page);
      await page.keyboard.press('+');
      await page.waitForFunction((w) => {
        const shown = document.querySelector('dialog[open] img');
        return (shown?.getBoundingClientRect().width ?? 0) > w;
      }, start);
      const zoomed = await imageWidth(page);
      await dialog.getByRole('button', { name: 'Zoom out' }).click();
      await page.waitForFunction((w) => {
        const shown = document.querySelector('dialog[open] img');
        return (shown?.getBoundingClientRect().width ?? 0) < w;
      }, zoomed);
      await page.keyboard.press('-');
      await dialog.getByRole('button', { name: 'Zoom in' }).click();
      await expectNoAxeViolations(page, { include: ['dialog[open]'] });

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.equal(
        await trigger.evaluate((el) => el === document.activeElement),
        true,
        'focus back on the image',
      );
      assert.deepEqual(view.pageErrors, []);
    } finally {
      await view.close();
    }
  });

  it('opens a linked PDF in the PDF viewer, allowed by the policy, and returns focus on Escape', async () => {
    const view = await spec.open(1280);
    try {
      const { page } = view;
      await recordViolations(page);
      // A frame refused by the file's own headers (X-Frame-Options, frame-ancestors) is only logged.
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/refused/i.test(message.text())) refused.push(message.text());
      });
      await view.goto(PAGE);
      await waitForHydration(page);
      const link = page.locator('[data-article-root]').getByRole('link', { name: 'sample PDF' });
      const href = (await link.getAttribute('href')) ?? '';
      const pdfAnswer = page.waitForResponse((response) => response.url().endsWith(href));
      const framed = page.waitForEvent('framenavigated', {
        predicate: (frame) => frame !== page.mainFrame(),
      });
      await link.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      assert.equal(page.url().endsWith(PAGE), true, 'the page stays');
      const answer = await pdfAnswer;
      assert.equal(answer.status(), 200);
      assert.equal(answer.headers()['content-type'], 'application/pdf');
      // The frame is shown, not refused: its document is the PDF, not an error page.
      await page.waitForFunction((url) => {
        const frame = document.querySelector<HTMLIFrameElement>('dialog[open] iframe');
        return frame !== null && new URL(frame.src, location.href).pathname === url;
      }, href);
      assert.deepEqual(await violations(page), []);
      // A refused frame shows the browser's error page instead of the PDF.
      assert.equal(new URL((await framed).url()).pathname, href, 'the PDF is the document of the frame');
      assert.deepEqual(refused, []);
      const open = dialog.getByRole('link', { name: /Open the PDF/ });
      assert.equal(new URL((await open.getAttribute('href')) ?? '', page.url()).pathname, href);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.equal(
        await link.evaluate((el) => el === document.activeElement),
        true,
        'focus back on the link',
      );
      assert.deepEqual(view.pageErrors, []);
    } finally {
      await view.close();
    }
  });
});
