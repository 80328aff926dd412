/**
 * The header's app-switcher and notifications slots (spec §2.3), configured in site.yaml: the app
 * switcher is a button opening a small menu of links, operable by keyboard (Escape closes it and
 * focus returns); the notifications slot holds the configured entry and the Support button (the
 * my-requests feature is off here). The shared portal's content configures neither: no controls.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { minimalContentFiles } from '../../src/core/content/test-fixture.node.ts';
import {
  EXTRA_PORTAL_HOOK_TIMEOUT_MS,
  e2eSpec,
  expectNoAxeViolations,
  startContentPortal,
  type ContentPortal,
  waitForHydration,
} from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const FIRST_LOAD_MS = 90_000;
const base = minimalContentFiles();
const FILES = {
  ...base,
  'site.yaml': {
    ...(base['site.yaml'] as Record<string, unknown>),
    header: {
      appSwitcher: {
        links: [
          { title: 'Community', url: 'https://community.test.example/' },
          { title: 'Status', url: 'https://status.test.example/' },
          { title: 'Guide', url: '/guide/' },
        ],
      },
      notifications: { title: "What's new", url: '/guide/' },
    },
  },
};

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('header slots', () => {
  let started: ContentPortal | undefined;

  before(
    async () => {
      started = await startContentPortal('header-slots', FILES);
    },
    { timeout: EXTRA_PORTAL_HOOK_TIMEOUT_MS },
  );

  after(async () => {
    await started?.close();
  });

  it('app switcher: a keyboard-operable menu of the configured links; Escape returns focus', async () => {
    const { page, portal } = started!;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${portal.baseUrl}/start/`, { waitUntil: 'domcontentloaded', timeout: FIRST_LOAD_MS });
    await waitForHydration(page);
    const header = page.getByTestId('site-header');
    const button = header.getByRole('button', { name: 'Apps' });
    await button.focus();
    await page.keyboard.press('Enter');
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    await page.waitForFunction(() => document.activeElement?.textContent?.includes('Community') === true);
    await page.keyboard.press('ArrowDown');
    assert.match(await focusedText(page), /^Status/);
    await page.keyboard.press('End');
    assert.equal(await focusedText(page), 'Guide');
    // External entries follow the link rules: a new tab, announced.
    assert.equal(
      await header.getByRole('link', { name: /^Community\s*\(opens in a new tab\)$/ }).isVisible(),
      true,
    );
    await expectNoAxeViolations(page, { include: ['[data-testid="site-header"]'] });
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-expanded') === 'false');
    assert.equal(await header.getByRole('link', { name: 'Guide' }).isVisible(), false);
    assert.equal(await focusedText(page), 'Apps');

    // A click outside closes it too.
    await button.click();
    await header.getByRole('link', { name: 'Guide' }).waitFor();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await header.getByRole('link', { name: 'Guide' }).waitFor({ state: 'hidden' });
  });

  it('notifications: the configured entry navigates, beside the Support button', async () => {
    const { page, portal } = started!;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${portal.baseUrl}/start/`, { waitUntil: 'domcontentloaded', timeout: FIRST_LOAD_MS });
    const header = page.getByTestId('site-header');
    assert.equal(await header.getByTestId('support-link').isVisible(), true);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/guide/'),
      header.getByRole('link', { name: "What's new" }).click(),
    ]);
  });

  it('fits a 320 px phone without sideways scrolling', async () => {
    const { page, portal } = started!;
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`${portal.baseUrl}/start/`, { waitUntil: 'domcontentloaded', timeout: FIRST_LOAD_MS });
    await page.getByTestId('site-header').getByRole('button', { name: 'Apps' }).waitFor();
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.equal(sideways, 0);
  });

  it('without configuration the header has neither control', async () => {
    const view = await spec.open(1280);
    try {
      await view.goto('/cloud/');
      await waitForHydration(view.page);
      const header = view.page.getByTestId('site-header');
      await header.getByTestId('home-link').waitFor();
      assert.equal(await header.getByRole('button', { name: 'Apps' }).count(), 0);
    } finally {
      await view.close();
    }
  });
});
