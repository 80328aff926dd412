import type { Page } from 'playwright-core';

/**
 * Waits until every island has hydrated, so a test's first action meets a live component.
 * client:visible islands hydrate when scrolled into view, so they are scrolled to first and the
 * page is scrolled back to the top; client:interaction islands (src/ui/kit/islands) are hydrated the
 * way a reader would start them, by a pointer moving over them (pass `interaction: false` to leave
 * them untouched, to test that path itself); client:media islands whose query does not match
 * never hydrate and are not waited for.
 */
export async function waitForHydration(page: Page, options: { interaction?: boolean } = {}): Promise<void> {
  const interaction = options.interaction ?? true;
  if (interaction) {
    await page.evaluate(() => {
      for (const island of document.querySelectorAll('astro-island[ssr][client="interaction"]')) {
        // The element it watches: its own content, or the one its directive value names.
        const { value } = JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: unknown };
        const watched = typeof value === 'string' && value !== '' ? document.querySelector(value) : null;
        const target = watched ?? island.firstElementChild ?? island;
        target.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      }
    });
  }
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
    (skip) => document.querySelectorAll(`astro-island[ssr]:not([client="media"])${skip}`).length === 0,
    interaction ? '' : ':not([client="interaction"])',
  );
}
