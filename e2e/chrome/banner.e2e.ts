/**
 * Announcement banner (spec §2.11, §4, §7): shown under the header from the sample
 * entry in content/banners.yaml, 876px content, dismissal persists and stops the requests,
 * bad answers are logged and keep it hidden, it shows without JavaScript (rendered by the
 * server, decision 0048), and the endpoint refuses a bad `path`.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page, Request } from 'playwright-core';
import { ALL_WIDTHS, browser, e2eSpec, portal, waitForHydration } from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const API = '/api/contentful-provider/banner-info';
const SAMPLE_TEXT = 'Sample announcement:';
/** How long to wait for the banner request when waiting starts before the navigation. */
const AFTER_NAVIGATION_MS = 90_000;

/** Records every banner-info request the page makes (request interception sees all of them). */
function recordBannerRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === API) requests.push(request);
  });
  return requests;
}

describe('announcement banner', () => {
  it('shows the sample banner under the header with 876px content; dismissing persists and stops requests', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const requests = recordBannerRequests(view.page);
        // Counted from before the navigation, which a cold portal on a busy machine may spend
        // most of the default 30 s on: the navigation's own limit (60 s) and then some.
        const answered = view.page.waitForResponse((response) => new URL(response.url()).pathname === API, {
          timeout: AFTER_NAVIGATION_MS,
        });
        await view.goto('/cloud/');
        const banner = view.page.getByTestId('announcement-banner');
        await banner.waitFor({ state: 'visible' });
        // The server rendered it; the island asks once it has hydrated.
        await waitForHydration(view.page);
        await answered;
        assert.match((await banner.innerText()).trim(), new RegExp(`^${SAMPLE_TEXT}`));
        assert.equal(await banner.getAttribute('aria-label'), 'Announcement');
        assert.equal(requests.length, 1, 'one request on mount');
        assert.equal(new URL(requests[0]!.url()).searchParams.get('path'), '/cloud/');

        // Directly under the header, with its content at most 876px wide and centred.
        const header = await view.page.getByTestId('site-header').boundingBox();
        const box = await banner.boundingBox();
        assert.ok(header && box);
        assert.equal(Math.round(box.y), Math.round(header.y + header.height));
        const viewport = await view.page.evaluate(() => document.documentElement.clientWidth);
        const content = await view.page.getByTestId('announcement-banner-content').boundingBox();
        assert.ok(content);
        assert.equal(Math.round(content.width), Math.min(876, viewport));
        assert.equal(Math.round(content.x * 2 + content.width), viewport, 'centred');
        const cssWidth = await view.page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--banner-max-width').trim(),
        );
        assert.equal(cssWidth, '876px');
        const link = banner.getByRole('link', { name: 'Learn how banners work' });
        assert.equal(await link.getAttribute('href'), '/portico/authoring/banners/');
        await view.screenshot('banner-shown', { fullPage: false });

        await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
        await banner.waitFor({ state: 'detached' });
        assert.equal(await view.page.evaluate(() => localStorage.getItem('shouldDismissBanner')), 'true');

        await view.goto('/platform/forge/getting-started/');
        // The server rendered it, undrawn; the island removes it without asking (any request
        // would have started before that).
        await view.page.getByTestId('announcement-banner').waitFor({ state: 'detached' });
        assert.equal(requests.length, 1, 'no request once dismissed');
        await view.screenshot('banner-dismissed', { fullPage: false });
        assert.deepEqual(view.pageErrors, []);
      },
      { widths: ALL_WIDTHS },
    );
  });

  it('sits right below the transparent header on the home page', async () => {
    const view = await spec.open(1280);
    try {
      await view.goto('/');
      const banner = view.page.getByTestId('announcement-banner');
      await banner.waitFor({ state: 'visible' });
      const header = await view.page.getByTestId('site-header').boundingBox();
      const box = await banner.boundingBox();
      assert.ok(header && box);
      assert.equal(Math.round(box.y), Math.round(header.y + header.height));
      await view.screenshot('banner-home', { fullPage: false });
    } finally {
      await view.close();
    }
  });

  it('logs invalid data, non-JSON answers and network errors, and stays hidden', async () => {
    const cases: [string, Parameters<Page['route']>[1]][] = [
      ['invalid data', (route) => route.fulfill({ json: { showBanner: 'yes', startDate: 1 } })],
      ['non-JSON', (route) => route.fulfill({ body: '<html>oops</html>', contentType: 'text/html' })],
      ['network error', (route) => route.abort('failed')],
      [
        'outside the dates',
        (route) =>
          route.fulfill({
            json: {
              showBanner: true,
              startDate: '2001-01-01T00:00:00Z',
              endDate: '2002-01-01T00:00:00Z',
              bannerMessage: 'x',
            },
          }),
      ],
    ];
    for (const [name, handler] of cases) {
      const view = await spec.open(1280);
      try {
        const errors: string[] = [];
        view.page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        await view.page.route(`**${API}?*`, handler);
        const requested = view.page.waitForRequest((request) => new URL(request.url()).pathname === API, {
          timeout: AFTER_NAVIGATION_MS,
        });
        const logged =
          name === 'outside the dates'
            ? Promise.resolve()
            : view.page.waitForEvent('console', {
                predicate: (message) => message.text().startsWith('Banner:'),
                timeout: AFTER_NAVIGATION_MS,
              });
        await view.goto('/cloud/');
        await waitForHydration(view.page);
        await requested;
        // The server rendered the sample banner; the browser's answer takes it away.
        await view.page.getByTestId('announcement-banner').waitFor({ state: 'detached' });
        await logged;
        const bannerErrors = errors.filter((text) => text.startsWith('Banner:'));
        if (name === 'outside the dates') assert.deepEqual(bannerErrors, [], 'not an error');
        else assert.equal(bannerErrors.length, 1, `${name}: logged once (${errors.join(' | ')})`);
      } finally {
        await view.close();
      }
    }
  });

  it('shows without JavaScript, without a dismiss button that could not work', async () => {
    const context = await (
      await browser()
    ).newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto((await portal()).url('/cloud/'));
      const banner = page.getByTestId('announcement-banner');
      await banner.waitFor({ state: 'visible' });
      assert.match((await banner.innerText()).trim(), new RegExp(`^${SAMPLE_TEXT}`));
      assert.equal(await banner.getByRole('button', { name: 'Dismiss announcement' }).isVisible(), false);
    } finally {
      await context.close();
    }
  });

  it('answers 400 with a JSON error for a missing or invalid path', async () => {
    const { url } = await portal();
    for (const query of ['', '?path=', '?path=cloud', '?path=%2Fa%25ZZ']) {
      const response = await fetch(url(`${API}${query}`));
      assert.equal(response.status, 400, query);
      assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
      const body = (await response.json()) as { error?: string };
      assert.match(body.error ?? '', /^Query parameter 'path'/);
    }
    const ok = await fetch(url(`${API}?path=%2Fcloud%2F`));
    assert.equal(ok.status, 200);
    const info = (await ok.json()) as Record<string, unknown>;
    assert.deepEqual(Object.keys(info).sort(), ['bannerMessage', 'endDate', 'showBanner', 'startDate']);
    assert.equal(info['showBanner'], true);
  });
});
