/**
 * The page Content-Security-Policy (docs/decisions/0020) in a real browser: every island, the
 * speculation rules, the search modal and a consent-gated vendor script work under it, and the
 * browser reports no violation (`securitypolicyviolation` events, CSP console errors).
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  e2eSpec,
  EXTRA_PORTAL_HOOK_TIMEOUT_MS,
  portal,
  PORTAL_START_TIMEOUT_MS,
  startExtraPortal,
  waitForHydration,
  type ExtraPortal,
  type View,
} from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const DOCS_PAGE = '/platform/forge/getting-started/';
type Recorded = { __cspViolations: string[] };

/** Starts recording violations before any page script runs; returns a reader of them all. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as Recorded).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
    );
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as Recorded).__cspViolations)),
    ...console,
  ];
}

/** Opens `path` with violations recorded and every island hydrated. */
async function openHydrated(view: View, path: string) {
  const violations = await recordViolations(view.page);
  const response = await view.goto(path);
  await waitForHydration(view.page);
  return { response, violations };
}

const notHydrated = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('astro-island[ssr]')]
      .filter((island) => island.getAttribute('client') !== 'media')
      .map((island) => island.getAttribute('component-url')),
  );

describe('content security policy in the browser', () => {
  before(() => portal(), { timeout: PORTAL_START_TIMEOUT_MS + 60_000 });

  it('hydrates every island of the home page and a docs page without a violation', async () => {
    const view = await spec.open(1280);
    try {
      for (const path of ['/', DOCS_PAGE]) {
        const { response, violations } = await openHydrated(view, path);
        const policy = response.headers()['content-security-policy'] ?? '';
        assert.match(policy, /script-src 'nonce-[^']+' .*'strict-dynamic'/);
        const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
        // The portal's own inline scripts carry this answer's nonce.
        assert.equal(
          await view.page.locator(`script[type="speculationrules"]`).evaluate((script) => script.nonce),
          nonce,
        );
        assert.deepEqual(await notHydrated(view.page), [], `${path}: every island hydrated`);
        assert.deepEqual(await violations(), [], `${path}: no CSP violation`);
      }
      assert.deepEqual(view.pageErrors, []);
    } finally {
      await view.close();
    }
  });

  it('opens the search modal and shows results without a violation', async () => {
    const view = await spec.open(1280);
    try {
      const { violations } = await openHydrated(view, '/cloud/');
      await view.page.getByTestId('search-link').click();
      await view.page.getByTestId('search-modal').waitFor({ state: 'visible' });
      await view.page.getByTestId('search-input').fill('pagination');
      await view.page.waitForFunction(
        () =>
          document.querySelector('[data-testid="search-body"]')?.getAttribute('data-screen') === 'preview',
      );
      assert.deepEqual(await violations(), []);
      assert.deepEqual(view.pageErrors, []);
    } finally {
      await view.close();
    }
  });
});

describe('content security policy with a vendor analytics script', () => {
  let vendor: Server;
  let vendorOrigin = '';
  let withVendor: ExtraPortal;
  const collected: string[] = [];

  before(
    async () => {
      // A stand-in vendor on another origin: its script is what the consent loader injects, and
      // it reports back to its own host, as analytics scripts do.
      vendor = createServer((req, res) => {
        if (req.url?.startsWith('/collect')) {
          collected.push(req.url);
          res.writeHead(204, { 'Access-Control-Allow-Origin': '*' }).end();
          return;
        }
        res.writeHead(200, { 'Content-Type': 'text/javascript' });
        res.end(
          "window.__vendorLoaded = true; fetch(new URL('/collect?k=1', document.currentScript.src), { method: 'POST', body: 'x' });",
        );
      });
      await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', () => resolve()));
      vendorOrigin = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;
      withVendor = await startExtraPortal('csp-vendor', {
        SEGMENT_WRITE_KEY: 'prodkey',
        SEGMENT_STAGING_WRITE_KEY: 'stagingkey',
        SEGMENT_SCRIPT_URL: `${vendorOrigin}/a/{key}.js`,
        SEGMENT_STAGING_SCRIPT_URL: `${vendorOrigin}/a/{key}.js`,
      });
    },
    { timeout: EXTRA_PORTAL_HOOK_TIMEOUT_MS },
  );
  after(async () => {
    await withVendor?.stop();
    vendor?.close();
  });

  it('loads the vendor script once analytics are allowed, and lets it report home', async () => {
    const view = await spec.open(1280);
    try {
      const { response, violations } = await openHydrated(view, withVendor.url('/cloud/'));
      assert.match(
        response.headers()['content-security-policy'] ?? '',
        new RegExp(`connect-src 'self' ${vendorOrigin}`),
      );
      await view.page.getByRole('button', { name: 'Accept all' }).click();
      await view.page.waitForFunction(
        () => (window as unknown as { __vendorLoaded?: boolean }).__vendorLoaded === true,
      );
      const until = Date.now() + 10_000;
      while (collected.length === 0 && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 100));
      assert.ok(collected.length > 0, 'the vendor script reached its own host');
      assert.deepEqual(await violations(), []);
    } finally {
      await view.close();
    }
  });
});
