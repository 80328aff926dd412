import type { Page } from 'playwright-core';

/**
 * Waits until every island that will hydrate without user action has hydrated. client:visible
 * islands (the footer controls) hydrate when scrolled into view, so they are scrolled to first and
 * the page is scrolled back to the top; client:media islands whose query does not match never
 * hydrate and are not waited for.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pending = [...document.querySelectorAll('astro-island[ssr][client="visible"]')];
    for (const island of pending) {
      // An island is display: contents (no box of its own): scroll its content into view.
      (island.firstElementChild ?? island).scrollIntoView({ block: 'center' });
      // Stay until it has hydrated: scrolling away first would leave it waiting for the viewport.
      const until = Date.now() + 20_000;
      while (island.hasAttribute('ssr') && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    if (pending.length > 0) window.scrollTo(0, 0);
  });
  await page.waitForFunction(
    () => document.querySelectorAll('astro-island[ssr]:not([client="media"])').length === 0,
  );
}
