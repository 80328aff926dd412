/**
 * Translated content (decision 0042) on the bundled sample: a French page with its languages, a
 * page not translated yet under /fr/ (notice, lang, canonical), the locale control keeping the
 * page, and search answering in French from a French page.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  e2eSpec,
  expectNoAxeViolations,
  portal,
  PORTAL_START_TIMEOUT_MS,
  waitForHydration,
} from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const WIDE = { widths: [1280] };
const TRANSLATED = '/fr/portico/operating/deploy/';
const ENGLISH = '/portico/operating/deploy/';
const UNTRANSLATED = '/fr/portico/authoring/navigation/';

const alternates = (page: Page) =>
  page.$$eval('link[rel="alternate"][hreflang]', (links) =>
    links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]),
  );

describe('translated content', () => {
  before(() => portal(), { timeout: PORTAL_START_TIMEOUT_MS + 60_000 });

  it('serves a translation in its language, with its alternates, and the control keeps the page', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        // A consent decision, so no banner covers the footer's locale control.
        const url = (await portal()).baseUrl;
        await page.context().addCookies([{ name: 'portico_consent_test', value: 'v1:1', url }]);
        assert.equal((await view.goto(TRANSLATED)).status(), 200);
        assert.equal(await page.getAttribute('html', 'lang'), 'fr');
        assert.equal(await page.getAttribute('[data-article-root]', 'lang'), 'fr');
        assert.equal(await page.locator('[data-article-root] h1, h1').first().textContent(), 'Déployer');
        assert.deepEqual(await alternates(page), [
          ['en', ENGLISH],
          ['fr', TRANSLATED],
          ['x-default', ENGLISH],
        ]);
        // The chrome speaks French without a saved choice; untranslated labels say they are English.
        assert.equal((await page.getByTestId('skip-link').textContent())?.trim() !== '', true);
        assert.equal(
          (await page.context().cookies()).some((c) => c.name === 'portico_locale'),
          false,
        );
        const sideNav = page.getByTestId('side-nav');
        assert.equal(await sideNav.locator(`a[href="${TRANSLATED}"]`).getAttribute('lang'), 'fr');
        assert.equal(
          await sideNav.locator('a[href="/fr/portico/authoring/navigation/"]').getAttribute('lang'),
          'en',
        );
        assert.equal(await page.getByTestId('content-fallback-notice').count(), 0);
        await expectNoAxeViolations(page);

        await waitForHydration(page);
        const control = page.getByTestId('site-footer').locator('#footer-locale');
        await control.scrollIntoViewIfNeeded();
        assert.equal(await control.inputValue(), 'page:fr');
        assert.deepEqual(
          await control
            .locator('optgroup')
            .evaluateAll((groups) => groups.map((g) => g.getAttribute('label'))),
          ['Langues de cette page', 'Langues du site'],
        );
        // The French address ends with the English one, so the wait names the whole path.
        await Promise.all([
          page.waitForURL((address) => address.pathname === ENGLISH),
          control.selectOption('page:en'),
        ]);
        assert.equal(await page.getAttribute('html', 'lang'), 'en');
        assert.equal(await page.getAttribute('[data-article-root]', 'lang'), 'en');
        const cookies = await page.context().cookies();
        assert.equal(cookies.find((cookie) => cookie.name === 'portico_locale')?.value, 'en');
      },
      WIDE,
    );
  });

  it('shows an untranslated page in English under /fr/, with a notice and the English canonical', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        assert.equal((await view.goto(UNTRANSLATED)).status(), 200);
        assert.equal(await page.getAttribute('html', 'lang'), 'fr');
        assert.equal(await page.getAttribute('[data-article-root]', 'lang'), 'en');
        assert.equal(
          (await page.getByTestId('content-fallback-notice').textContent())?.trim(),
          "Cette page n'est pas encore disponible en français. Elle est affichée en anglais.",
        );
        const canonical = await page.getAttribute('link[rel="canonical"]', 'href');
        assert.equal(new URL(canonical!).pathname, '/portico/authoring/navigation/');
        assert.deepEqual(await alternates(page), []);
        // The side navigation stays in French URLs; this page is marked current at its /fr/ URL.
        assert.equal(
          await page
            .getByTestId('side-nav')
            .locator(`a[href="${UNTRANSLATED}"]`)
            .getAttribute('aria-current'),
          'page',
        );
        await expectNoAxeViolations(page);
      },
      WIDE,
    );
  });

  it('searches in French from a French page, and can widen to every language', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto(TRANSLATED);
        await waitForHydration(page);
        await page.getByTestId('search-link').click();
        await page.getByTestId('search-modal').waitFor({ state: 'visible' });
        const scope = page.getByTestId('search-language').locator('input');
        assert.equal(await scope.isChecked(), true);
        assert.match((await page.getByTestId('search-language').textContent()) ?? '', /français/);
        const hrefs = async (query: string) => {
          await page.getByTestId('search-input').fill(query);
          await page.waitForFunction(
            () =>
              document.querySelector('[data-testid="search-body"]')?.getAttribute('data-screen') ===
              'preview',
          );
          return page
            .getByTestId('search-option')
            .evaluateAll((options) =>
              options.map((option) => option.getAttribute('data-href') ?? '').filter((href) => href !== ''),
            );
        };
        // systemd is in both the French and the English deploy page: only the French one answers.
        const french = await hrefs('systemd');
        assert.ok(
          french.some((href) => href.startsWith(TRANSLATED)),
          french.join(', '),
        );
        assert.ok(!french.some((href) => href.startsWith(ENGLISH)), french.join(', '));
        await expectNoAxeViolations(page);
        await scope.uncheck();
        await page.waitForFunction(
          (english) =>
            [...document.querySelectorAll('[data-testid="search-option"]')].some((option) =>
              option.getAttribute('data-href')?.startsWith(english),
            ),
          ENGLISH,
        );
      },
      WIDE,
    );
  });
});
