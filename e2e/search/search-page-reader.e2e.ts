/**
 * The /search/ page as a reader meets it: no sideways scroll on phones in any locale (WCAG
 * 1.4.10), and filters that are labelled clearly and only offer what can return results.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { e2eSpec, portal, PORTAL_START_TIMEOUT_MS, type View } from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const PHONES = { widths: [320, 375, 430] };
const LOCALES = ['en', 'fr', 'en_ZZ'] as const;

async function useLocale(view: View, locale: string): Promise<void> {
  const url = (await portal()).baseUrl;
  await view.page.context().addCookies([
    { name: 'portico_consent_test', value: 'v1:1', url },
    { name: 'portico_locale', value: locale, url },
  ]);
}

/** How far the page scrolls sideways beyond the viewport (0 when it does not). */
const overflow = (view: View) =>
  view.page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

describe('/search/ page for readers', () => {
  before(() => portal(), { timeout: PORTAL_START_TIMEOUT_MS + 60_000 });

  it('never scrolls sideways on phones, with or without results, in every locale', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        for (const locale of LOCALES) {
          await useLocale(view, locale);
          for (const path of ['/search/', '/search/?q=pagination', `/search/?q=${'unbroken'.repeat(8)}`]) {
            await view.goto(path);
            assert.equal(await overflow(view), 0, `${path} in ${locale} scrolls sideways`);
          }
        }
        await view.screenshot('filters');
      },
      PHONES,
    );
  });

  it('labels each filter clearly and offers an anonymous reader only options that find something', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto('/search/');
        const selects = await filterSelects(page);
        const names = selects.map((select) => select.name);
        assert.ok(
          names.includes('Page type'),
          `the type filter is named for what it filters: ${names.join(', ')}`,
        );
        assert.ok(!names.includes('DEVELOPER'), 'no select is named after a group of its options');
        for (const select of selects) {
          const labels = select.options.map((option) => option.label);
          assert.ok(
            !labels.includes(select.name),
            `${select.name} has no option named like itself: ${labels.join(', ')}`,
          );
          assert.ok(!labels.includes('Internal'), 'an anonymous reader is not offered internal pages');
        }
        // Every value offered finds pages for a common word.
        for (const select of selects.filter(({ field }) => ['platform', 'type', 'product'].includes(field))) {
          for (const option of select.options.filter(({ value }) => value !== '')) {
            const query = new URLSearchParams({ q: 'the', [select.field]: option.value });
            await view.goto(`/search/?${query.toString()}`);
            const found = await page.getByTestId('search-page-result').count();
            assert.ok(found > 0, `${select.name}: ${option.label} finds nothing`);
          }
        }
      },
      { widths: [1280] },
    );
  });
});

/** The filter selects by accessible name, with their options. */
function filterSelects(page: Page) {
  return page.getByTestId('search-page-form').evaluate((form) => {
    // The label's own words: the select inside it is left out.
    const labelText = (select: HTMLSelectElement) => {
      const label = select.labels[0]?.cloneNode(true) as HTMLElement | undefined;
      label?.querySelector('select')?.remove();
      return label?.textContent?.trim() ?? '';
    };
    return [...form.querySelectorAll('select')].map((select) => ({
      field: select.name,
      name: labelText(select),
      options: [...select.options].map((option) => ({ value: option.value, label: option.text.trim() })),
    }));
  });
}
