/**
 * The documentation and resources drawers (spec §2.4, §2.5, §4, §9): labels, widths and position,
 * tab switching, exclusivity, Escape with focus return, click outside, keyboard-only use, axe
 * with each drawer open, analytics, and screenshots. Below 1025px the items (and so the drawers)
 * give way to the menu button; there the drawers' pages stand in.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { parse } from 'yaml';
import { GlobalLinksSchema } from '../../src/schemas/global-links.ts';
import { ALL_WIDTHS, e2eSpec, expectNoAxeViolations, type View } from '../harness/index.ts';
import { REPO_ROOT } from '../harness/paths.ts';

const spec = e2eSpec(import.meta.url);
const links = GlobalLinksSchema.parse(
  parse(readFileSync(join(REPO_ROOT, 'content', 'global-links.yaml'), 'utf8')),
);
/** axe on the header and its open drawer; the rest of the page has its own accessibility spec. */
const HEADER_ONLY = { include: ['[data-testid="site-header"]'] };
const titleOf = (id: string) => links.header.find((item) => item.id === id)!.title;

/** Waits until the header is interactive: its drawer items then announce their expanded state. */
const hydrated = (view: View) =>
  view.page.waitForSelector('[data-testid="header-nav-item"][data-drawer][aria-expanded]', {
    state: 'attached',
  });

const trigger = (page: Page, drawer: 'documentation' | 'resources') =>
  page.locator(`[data-testid="header-nav-item"][data-drawer="${drawer}"]`);

const box = async (page: Page, testId: string) => {
  const rect = await page.getByTestId(testId).first().boundingBox();
  assert.ok(rect, `${testId} has a box`);
  return rect;
};

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      testId: el?.getAttribute('data-testid') ?? null,
      text: el?.textContent?.trim() ?? '',
      outline: el === null ? 'none' : getComputedStyle(el).outlineStyle,
    };
  });

async function checkDocumentationDrawer(view: View) {
  const { page } = view;
  const docs = trigger(page, 'documentation');
  await docs.click();
  const drawer = page.getByTestId('documentation-drawer');
  await drawer.waitFor({ state: 'visible' });
  assert.equal(await docs.getAttribute('aria-expanded'), 'true');
  assert.equal(await docs.getAttribute('aria-controls'), await drawer.getAttribute('id'));
  const rect = await box(page, 'documentation-drawer');
  assert.equal(rect.width, 912);
  assert.equal(rect.y, 68);
  const clientWidth = await page.evaluate(() => document.documentElement.clientWidth);
  assert.ok(Math.abs(rect.x - (clientWidth - 912) / 2) <= 0.5, `centred: x=${rect.x}`);

  const tabs = drawer.getByRole('tab');
  assert.deepEqual(
    (await tabs.allTextContents()).map((text) => text.trim()),
    ['Cloud', 'Data Center'],
  );
  assert.deepEqual(await tabs.evaluateAll((els) => els.map((el) => el.getAttribute('aria-selected'))), [
    'true',
    'false',
  ]);
  const cloud = page.getByTestId('drawer-panel-cloud');
  const groups = cloud.getByTestId('drawer-group');
  assert.deepEqual(await groups.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label'))), [
    'Platform',
    'Products',
  ]);
  const cloudTiles = cloud.getByTestId('drawer-tile');
  assert.deepEqual(
    await cloudTiles.evaluateAll((els) => els.map((el) => el.getAttribute('href'))),
    [...links.cloudDocsLinksV2.platform, ...links.cloudDocsLinksV2.products.slice(0, 8)].map(
      (tile) => tile.href,
    ),
  );
  const columns = await cloudTiles.evaluateAll((els) =>
    els.map((el) => el.parentElement!.getBoundingClientRect().width),
  );
  assert.ok(
    columns.every((w) => w === 224),
    `224px option columns: ${columns.join(', ')}`,
  );
  const seeAll = cloud.getByTestId('drawer-see-all');
  assert.deepEqual(
    [(await seeAll.textContent())?.trim(), await seeAll.getAttribute('href')],
    ['See all cloud documentation', '/cloud/'],
  );
  await view.screenshot('documentation-drawer-cloud', { fullPage: false });

  await tabs.nth(1).click();
  const server = page.getByTestId('drawer-panel-server');
  assert.equal(await server.isVisible(), true);
  assert.equal(await cloud.isVisible(), false);
  assert.deepEqual(
    await server.getByTestId('drawer-tile').evaluateAll((els) => els.map((el) => el.getAttribute('href'))),
    links.serverDocsLinksV2.products.slice(0, 8).map((tile) => tile.href),
  );
  const serverAll = server.getByTestId('drawer-see-all');
  assert.deepEqual(
    [(await serverAll.textContent())?.trim(), await serverAll.getAttribute('href')],
    ['See all Data Center documentation', '/server/'],
  );
  await expectNoAxeViolations(page, HEADER_ONLY);
  await view.screenshot('documentation-drawer-data-center', { fullPage: false });
}

async function checkResourcesDrawer(view: View) {
  const { page } = view;
  await trigger(page, 'resources').click();
  await page.getByTestId('resources-drawer').waitFor({ state: 'visible' });
  // Exclusive: opening Resources closed Documentation.
  assert.equal(await page.getByTestId('documentation-drawer').count(), 0);
  assert.equal(await trigger(page, 'documentation').getAttribute('aria-expanded'), 'false');
  const rect = await box(page, 'resources-drawer');
  assert.deepEqual([rect.width, rect.y], [912, 68]);
  const primary = page.getByTestId('resources-primary');
  assert.equal(await primary.count(), 4);
  const columns = page.getByTestId('resources-column');
  const titles = await columns.evaluateAll((els) =>
    els.map((el) => el.firstElementChild?.textContent?.trim()),
  );
  assert.deepEqual(titles.slice(0, 3), ['GET HELP', 'STAY UP TO DATE', 'FIND INSPIRATION']);
  const widths = await columns.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
  assert.ok(
    widths.every((w) => w === 184),
    `184px secondary columns: ${widths.join(', ')}`,
  );
  // The global secondary links, filtered by featureKey (an anonymous visitor has no features).
  const global = columns.nth(3).locator('li a');
  assert.deepEqual(
    (await global.allTextContents()).map((text) => text.replace('(opens in a new tab)', '').trim()),
    links.resourcesSecondaryLinks
      .filter((link) => link.featureKey === undefined)
      .slice(0, 6)
      .map((link) => link.title),
  );
  const seeAll = page.getByTestId('resources-see-all');
  assert.deepEqual(
    [(await seeAll.textContent())?.trim(), await seeAll.getAttribute('href')],
    ['See all', '/resources'],
  );
  assert.equal(await page.getByTestId('resources-social').count(), links.resourcesV2.social.length);
  await expectNoAxeViolations(page, HEADER_ONLY);
  await view.screenshot('resources-drawer', { fullPage: false });

  // Toggling the open one closes it.
  await trigger(page, 'resources').click();
  await page.getByTestId('resources-drawer').waitFor({ state: 'detached' });
}

async function checkEscapeAndOutside(page: Page) {
  const docs = trigger(page, 'documentation');
  await docs.click();
  await page.getByTestId('documentation-drawer').waitFor({ state: 'visible' });
  await page.keyboard.press('Escape');
  await page.getByTestId('documentation-drawer').waitFor({ state: 'detached' });
  assert.equal(
    (await focused(page)).text.startsWith(titleOf('documentation')),
    true,
    'focus back on the trigger',
  );

  await trigger(page, 'resources').click();
  await page.getByTestId('resources-drawer').waitFor({ state: 'visible' });
  await page.mouse.click(10, 860);
  await page.getByTestId('resources-drawer').waitFor({ state: 'detached' });
}

async function checkKeyboardOnly(page: Page) {
  // From the home link, one Tab reaches the Documentation item (keyboard focus: the ring shows).
  await page.getByTestId('home-link').focus();
  await page.keyboard.press('Tab');
  const onTrigger = await focused(page);
  assert.equal(onTrigger.text, titleOf('documentation'));
  assert.notEqual(onTrigger.outline, 'none', 'the focus ring is visible');
  await page.keyboard.press('Enter');
  await page.getByTestId('documentation-drawer').waitFor({ state: 'visible' });
  await page.keyboard.press('Tab');
  assert.deepEqual(await focused(page).then((f) => [f.testId, f.text]), ['drawer-tab', 'Cloud']);
  assert.notEqual((await focused(page)).outline, 'none');
  await page.keyboard.press('ArrowRight');
  assert.deepEqual(await focused(page).then((f) => [f.testId, f.text]), ['drawer-tab', 'Data Center']);
  assert.equal(await page.getByTestId('drawer-panel-server').isVisible(), true);
  await page.keyboard.press('Home');
  assert.equal((await focused(page)).text, 'Cloud');
  await page.keyboard.press('Tab');
  assert.equal((await focused(page)).testId, 'drawer-tile');
  await page.keyboard.press('Escape');
  await page.getByTestId('documentation-drawer').waitFor({ state: 'detached' });
  assert.equal((await focused(page)).testId, 'header-nav-item');
  // Tabbing through an open drawer and out of it closes it.
  await page.keyboard.press('Enter');
  await page.getByTestId('documentation-drawer').waitFor({ state: 'visible' });
  await trigger(page, 'resources').focus();
  await page.getByTestId('documentation-drawer').waitFor({ state: 'detached' });
}

describe('header drawers', () => {
  it('documentation and resources drawers: labels, sizes, tabs, exclusivity, Escape, outside, keyboard', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page, width } = view;
        await page.addInitScript(() => {
          const events: unknown[] = [];
          Object.assign(window, { __drawerEvents: events });
          window.addEventListener('portico:analytics', (event) => events.push((event as CustomEvent).detail));
        });
        await view.goto('/platform/forge/getting-started/');
        await hydrated(view);
        const docs = trigger(page, 'documentation');
        if (width < 1025) {
          // The items are replaced by the menu button; the drawer items still link to their pages.
          assert.equal(await docs.isVisible(), false);
          assert.equal(await docs.getAttribute('href'), '/docs/');
          assert.equal(await trigger(page, 'resources').getAttribute('href'), '/resources');
          assert.equal(await page.getByTestId('menu-button').isVisible(), true);
          return;
        }
        assert.equal(await docs.getAttribute('aria-expanded'), 'false');
        await checkDocumentationDrawer(view);
        await checkResourcesDrawer(view);
        await checkEscapeAndOutside(page);
        await checkKeyboardOnly(page);
        const events = await page.evaluate(
          () => (window as unknown as { __drawerEvents: Record<string, unknown>[] }).__drawerEvents,
        );
        const opened = events.find((event) => event['actionSubjectId'] === 'documentationDrawer');
        assert.deepEqual(opened, {
          eventType: 'ui',
          action: 'clicked',
          actionSubject: 'drawer',
          actionSubjectId: 'documentationDrawer',
          attributes: { drawerAction: 'open', href: '/docs/', title: titleOf('documentation') },
        });
        assert.deepEqual(view.pageErrors, []);
      },
      { widths: ALL_WIDTHS },
    );
  });
});

describe('header drawers in the dark and increased-contrast themes', () => {
  for (const [name, options] of [
    ['dark', { colorScheme: 'dark' }],
    ['dark, increased contrast', { colorScheme: 'dark', contrast: 'more' }],
    ['light, increased contrast', { colorScheme: 'light', contrast: 'more' }],
  ] as const) {
    it(`has no axe violations with a drawer open (${name})`, async (t) => {
      await spec.atWidths(
        t,
        async (view) => {
          const { page } = view;
          await view.goto('/cloud/');
          await hydrated(view);
          for (const drawer of ['documentation', 'resources'] as const) {
            await trigger(page, drawer).click();
            await page.getByTestId(`${drawer}-drawer`).waitFor({ state: 'visible' });
            await expectNoAxeViolations(page, HEADER_ONLY);
          }
          await view.screenshot(`resources-drawer-${name}`, { fullPage: false });
        },
        { ...options, widths: [1280] },
      );
    });
  }
});
