/**
 * Analytics (spec §7): with no Segment key configured, events go to the
 * portal's own collector, and only once Performance cookies are allowed: nothing is sent before
 * a decision or after 'Reject optional'; allowing Performance flushes the buffered events in
 * one batch, with the CSRF header, and the collector acknowledges them after storing them.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Request } from 'playwright-core';
import { ALL_WIDTHS, e2eSpec, waitForHydration } from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const COLLECTOR = '/api/analytics/events';
type Recorded = { __collector: { status: number; body: unknown }[] };
const quiet = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('analytics collector', () => {
  it('receives events only after Performance consent', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        // Playwright cannot read the body of a keepalive response, so the page records its answers.
        await page.addInitScript((path) => {
          const recorded: { status: number; body: unknown }[] = [];
          (window as unknown as Recorded).__collector = recorded;
          const original = window.fetch.bind(window);
          window.fetch = async (input, init) => {
            const response = await original(input, init);
            if (String(input) === path)
              recorded.push({ status: response.status, body: await response.clone().json() });
            return response;
          };
        }, COLLECTOR);
        const sent: Request[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === COLLECTOR) sent.push(request);
        });
        await view.goto('/cloud/');
        await waitForHydration(page);
        await quiet(1500); // longer than the collector's 1 s batching delay
        assert.equal(sent.length, 0, 'nothing is sent before a decision');

        await page.getByRole('button', { name: 'Reject optional' }).click();
        await quiet(1500);
        assert.equal(sent.length, 0, 'nothing is sent after Reject optional');

        await page.getByTestId('cookie-preferences').click();
        const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
        await dialog.getByRole('checkbox', { name: 'Performance' }).check();
        await dialog.getByRole('button', { name: 'Save preferences' }).click();
        // The first write may open (and migrate) the embedded database: allow for a slow machine.
        await page.waitForFunction(() => (window as unknown as Recorded).__collector.length > 0, undefined, {
          timeout: 120_000,
        });
        const [answer] = await page.evaluate(() => (window as unknown as Recorded).__collector);
        assert.equal(sent.length, 1, 'one batch');
        const request = sent[0]!;
        // /cloud/ is a public page, without a token: the collector asked /api/csrf for one, which
        // set the cookie it must match.
        assert.equal(await page.getAttribute('meta[name="csrf"]', 'content'), '');
        const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'portico_csrf')?.value;
        assert.ok(csrf, 'the page got its CSRF token');
        assert.equal(request.headers()['x-csrf-token'], csrf);
        const body = request.postDataJSON() as {
          page: string;
          events: { eventType: string; name?: string }[];
        };
        assert.equal(body.page, '/cloud/');
        assert.ok(
          body.events.some((e) => e.eventType === 'screen' && e.name === 'cloud'),
          JSON.stringify(body),
        );
        assert.deepEqual(answer, { status: 200, body: { accepted: body.events.length } });
        assert.deepEqual(view.pageErrors, []);
      },
      { widths: ALL_WIDTHS },
    );
  });

  it('refuses events from a reader without Performance consent, and bad input with 400', async () => {
    const view = await spec.open(1280);
    try {
      await view.goto('/cloud/');
      const post = (body: string, cookie: string) =>
        view.page.evaluate(
          async ({ body, cookie }) => {
            document.cookie = cookie;
            const { token } = (await (await fetch('/api/csrf')).json()) as { token: string };
            const r = await fetch('/api/analytics/events', {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-csrf-token': token },
              body,
            });
            return { status: r.status, body: (await r.json()) as { error?: string } };
          },
          { body, cookie },
        );
      const events = JSON.stringify({ page: '/cloud/', events: [{ eventType: 'screen', name: 'cloud' }] });
      assert.equal((await post(events, 'portico_consent_test=v1:1; path=/')).status, 403);
      const bad = await post(
        JSON.stringify({ page: '/', events: [{ eventType: 'ui' }] }),
        'portico_consent_test=v1:1.2; path=/',
      );
      assert.equal(bad.status, 400);
      assert.match(bad.body.error ?? '', /^Invalid analytics events: events\.0\.action/);
    } finally {
      await view.close();
    }
  });
});
