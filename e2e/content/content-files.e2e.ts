/** Images beside the pages: they load, carry their size, pick a WebP variant, and move nothing. */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { e2eSpec, portal, PORTAL_START_TIMEOUT_MS } from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const PAGE = '/portico/authoring/images-and-files/';

/**
 * Records every layout shift not caused by input, from the first paint on (buffered), with the
 * moved nodes that lie inside the article: an image without a reserved box moves what follows it
 * there. (The page as a whole can move for reasons outside the article, such as a banner the
 * chrome inserts above it; those shifts have no source inside the article.)
 */
const RECORD_LAYOUT_SHIFTS = `
  window.__articleShifts = [];
  const record = (entries) => {
    for (const entry of entries) {
      if (entry.hadRecentInput) continue;
      const moved = entry.sources
        .map((source) => source.node)
        .filter((node) => node && node.parentElement && node.parentElement.closest('[data-article-root]'))
        .map((node) => node.nodeName + ' ' + (node.textContent || '').slice(0, 40));
      if (moved.length > 0) window.__articleShifts.push({ value: entry.value, moved });
    }
  };
  const observer = new PerformanceObserver((list) => record(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  // Entries not yet delivered to the callback, then everything recorded.
  window.__takeArticleShifts = () => {
    record(observer.takeRecords());
    return window.__articleShifts;
  };
`;

describe('content files', () => {
  before(() => portal(), { timeout: PORTAL_START_TIMEOUT_MS + 30_000 });

  it('images load with their size, a WebP variant and no layout shift', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        await view.page.addInitScript(RECORD_LAYOUT_SHIFTS);
        assert.equal((await view.goto(PAGE)).status(), 200);
        const images = view.page.locator('[data-article-root] img');
        assert.equal(await images.count(), 2);
        const states = [];
        for (const image of await images.all()) {
          await image.scrollIntoViewIfNeeded();
          await view.page.waitForFunction(
            (element) => (element as HTMLImageElement).complete,
            await image.elementHandle(),
          );
          states.push(
            await image.evaluate((element: HTMLImageElement) => ({
              naturalWidth: element.naturalWidth,
              width: element.getAttribute('width'),
              height: element.getAttribute('height'),
              currentSrc: element.currentSrc,
              renderedRatio: element.clientWidth / element.clientHeight,
            })),
          );
        }
        const shifts = await view.page.evaluate(() =>
          (window as unknown as { __takeArticleShifts: () => unknown[] }).__takeArticleShifts(),
        );
        assert.deepEqual(shifts, [], 'nothing in the article moves');
        for (const state of states) {
          assert.ok(state.naturalWidth > 0, `${state.currentSrc} loaded`);
          assert.match(state.width ?? '', /^\d+$/);
          assert.match(state.height ?? '', /^\d+$/);
          const ratio = Number(state.width) / Number(state.height);
          assert.ok(Math.abs(state.renderedRatio - ratio) < 0.05, `aspect ratio kept: ${state.currentSrc}`);
        }
        const [first, second] = await images.evaluateAll((elements) =>
          elements.map((element) => ({
            src: (element as HTMLImageElement).currentSrc,
            loading: element.getAttribute('loading'),
          })),
        );
        // The PNG's WebP variant is what the browser took; the SVG is served as it is.
        assert.match(first!.src, /\/api\/content-file\/[0-9a-f]{16}\/file-publishing-\d+w\.r1\.webp$/);
        assert.equal(first!.loading, null);
        assert.match(second!.src, /\/api\/content-file\/[0-9a-f]{16}\/file-publishing\.svg$/);
        assert.equal(second!.loading, 'lazy');
        assert.deepEqual(view.pageErrors, []);
        await view.screenshot('images-and-files');
      },
      { widths: [375, 1280] },
    );
  });

  it('serves a published file with its type, a year of caching and nosniff', async () => {
    const view = await spec.open(1280);
    try {
      await view.goto(PAGE);
      const svg = await view.page.locator('[data-article-root] img[src$=".svg"]').getAttribute('src');
      const response = await view.page.request.get((await portal()).url(svg!));
      assert.equal(response.status(), 200);
      const headers = response.headers();
      assert.equal(headers['content-type'], 'image/svg+xml');
      assert.equal(headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(headers['x-content-type-options'], 'nosniff');
      assert.equal(
        headers['content-security-policy'],
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
      const missing = await view.page.request.get(
        (await portal()).url('/api/content-file/0000000000000000/none.png'),
      );
      assert.equal(missing.status(), 404);
    } finally {
      await view.close();
    }
  });
});
