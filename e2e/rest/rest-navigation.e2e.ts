/**
 * REST reference navigation (spec §2.7, §3, §9): the side nav lists the Jira sample reference's
 * intro and groups and, on a group page, that group's operations (method badge, flags as text)
 * linking to their anchors; the docs-nav drawer reaches the same operations at 375 px; the 'REST
 * API' tab is present and selected on REST pages; the version switcher keeps the group page;
 * axe-clean in every theme (the whole page, drawer open on phones) and no sideways scrolling at
 * 320 px.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { e2eSpec, portal, PORTAL_START_TIMEOUT_MS } from '../harness/index.ts';
import { axeInEveryTheme, sideways } from './rest-themes.ts';

const spec = e2eSpec(import.meta.url);
const BASE = '/cloud/jira/platform/rest/v3/';
const INTRO = `${BASE}intro/`;
const ISSUES = `${BASE}api-group-issues/`;
const GET_ISSUE = 'api-rest-api-3-issue-issueidorkey-get';

/** An operation item's text with the method badge set apart (the badge is its own box). */
const operationText = (text: string) =>
  text.replace(/^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)(?=\S)/, '$1 ').replace(/\s+/g, ' ');

/** The element with `id` is on screen (the browser scrolled to the anchor). */
const inView = (page: Page, id: string) =>
  page.waitForFunction((target) => {
    const box = document.getElementById(target)?.getBoundingClientRect();
    return box !== undefined && box.top >= -1 && box.top < window.innerHeight;
  }, id);

describe('REST navigation', () => {
  before(() => portal(), { timeout: PORTAL_START_TIMEOUT_MS + 60_000 });

  it('side nav: opens a group and follows an operation to its anchor; the REST API tab is selected', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto(BASE);
        await page.waitForURL((url) => url.pathname === INTRO);
        const nav = page.getByTestId('side-nav');
        const tab = page.getByTestId('category-item').filter({ hasText: 'REST API' });
        assert.equal(await tab.getAttribute('href'), '/cloud/jira/platform/rest/');
        assert.ok(await tab.getAttribute('aria-current'));
        assert.equal(await nav.getByTestId('rest-nav-operation').count(), 0);

        await nav.getByRole('link', { name: 'Issues', exact: true }).click();
        await page.waitForURL((url) => url.pathname === ISSUES);
        assert.equal(
          await nav.getByRole('link', { name: 'Issues', exact: true }).getAttribute('aria-current'),
          'page',
        );
        const operations = nav.getByTestId('rest-nav-operation');
        assert.deepEqual(await operations.allInnerTexts().then((all) => all.map(operationText)), [
          'POST Create issue',
          'GET Get issue',
          'PUT Edit issue',
          'DELETE Delete issue Deprecated',
          // No summary in the spec: the derived label (spec §3).
          'POST Post rest api 3 issue {issueIdOrKey} archive Experimental',
        ]);
        assert.ok(
          await page
            .getByTestId('category-item')
            .filter({ hasText: 'REST API' })
            .getAttribute('aria-current'),
        );
        await operations.filter({ hasText: 'Get issue' }).click();
        await page.waitForURL((url) => url.pathname === ISSUES && url.hash === `#${GET_ISSUE}`);
        await inView(page, GET_ISSUE);
        await axeInEveryTheme(page);
        assert.deepEqual(view.pageErrors, []);
      },
      { widths: [1280] },
    );
  });

  it('mobile: the drawer reaches the current group operations with badges and flags', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto(ISSUES);
        await page.getByTestId('docs-nav-trigger').click();
        const drawer = page.getByTestId('docs-nav-drawer');
        await drawer.waitFor();
        await drawer.getByTestId('docs-nav-branch').filter({ hasText: 'REST API' }).click();
        await drawer.getByTestId('docs-nav-branch').filter({ hasText: 'REST API v3' }).click();
        await drawer.getByTestId('docs-nav-branch').filter({ hasText: 'Issues' }).click();
        const operation = drawer.getByTestId('rest-nav-operation').filter({ hasText: 'Delete issue' });
        assert.equal(operationText(await operation.innerText()), 'DELETE Delete issue Deprecated');
        await axeInEveryTheme(page);
        await drawer.getByTestId('rest-nav-operation').filter({ hasText: 'Get issue' }).click();
        await page.waitForURL((url) => url.hash === `#${GET_ISSUE}`);
        await inView(page, GET_ISSUE);
        assert.deepEqual(view.pageErrors, []);
      },
      { widths: [375] },
    );
  });

  it('the version switcher keeps the group page', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto(ISSUES);
        const switcher = page.getByTestId('rest-version-switcher');
        // Jira platform has v3 (OpenAPI 3.0) and v2 (Swagger 2.0) in the sample, both with Issues.
        assert.deepEqual(await switcher.getByTestId('rest-version').allInnerTexts(), ['v2', 'v3']);
        const other = switcher.locator('[data-testid="rest-version"]:not([aria-current])').first();
        const label = await other.innerText();
        await other.click();
        await page.waitForURL((url) => url.pathname.endsWith(`/rest/${label}/api-group-issues/`));
        assert.equal(await switcher.locator('[aria-current="page"]').innerText(), label);
      },
      { widths: [1280] },
    );
  });

  it('does not scroll sideways at 320 px', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        for (const path of [INTRO, ISSUES]) {
          await view.goto(path);
          assert.equal(await sideways(view.page), 0, path);
        }
        await view.page.getByTestId('docs-nav-trigger').click();
        await view.page.getByTestId('docs-nav-drawer').waitFor();
        assert.equal(await sideways(view.page), 0, 'drawer open');
      },
      { widths: [320] },
    );
  });
});
