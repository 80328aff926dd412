/**
 * Footer (spec §2.8, §9): the footer links from the content set with their exact
 * labels, then 'Cookie preferences' (hidden until cookie preferences have loaded), '© {year}
 * {vendor}', and a grid of 1 column below 40em, 2 up to 64em and 3 from 64em.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { GlobalLinksSchema } from '../../src/schemas/global-links.ts';
import { ALL_WIDTHS, e2eSpec, portal, type View } from '../harness/index.ts';
import { REPO_ROOT } from '../harness/paths.ts';

const spec = e2eSpec(import.meta.url);
const links = GlobalLinksSchema.parse(
  parse(readFileSync(join(REPO_ROOT, 'content', 'global-links.yaml'), 'utf8')),
).footer.links;
const EXPECTED_LABELS = [
  'Example Co',
  'Changelog',
  'System status',
  'Privacy',
  'Notice at collection',
  'Developer Terms',
  'Trademark',
  'Cookie preferences',
];
/** 40em = 640px and 64em = 1024px at the default 16px font size. */
const columnsAt = (width: number) => (width < 640 ? 1 : width < 1024 ? 2 : 3);

/** A decision already made (the local environment's cookie), so no consent banner covers the footer. */
async function decided(view: View): Promise<void> {
  await view.page
    .context()
    .addCookies([{ name: 'portico_consent_test', value: 'v1:1', url: (await portal()).baseUrl }]);
}

describe('footer', () => {
  it('server-renders the Cookie preferences toggle hidden, before preferences load', async () => {
    const html = await (await fetch((await portal()).url('/cloud/'))).text();
    const toggle = /<button[^>]*data-testid="cookie-preferences"[^>]*>/.exec(html)?.[0];
    assert.ok(toggle, 'the toggle is in the server HTML');
    assert.match(toggle, /\shidden(=""|\s|>)/);
    assert.match(html, /<astro-island[^>]*component-url="[^"]*cookie-preferences[^"]*"[^>]*client="idle"/);
  });

  it('shows the links, the toggle, the copyright year and 1/2/3 columns at every width', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        await decided(view);
        await view.goto('/cloud/');
        const footer = view.page.getByTestId('site-footer');
        await footer.scrollIntoViewIfNeeded();
        const toggle = footer.getByTestId('cookie-preferences');
        await toggle.waitFor({ state: 'visible' });
        const items = footer.getByTestId('footer-links').locator(':scope > li');
        const labels = (await items.allInnerTexts()).map((text) =>
          text.replace(/\(opens in a new tab\)/, '').trim(),
        );
        assert.deepEqual(labels, EXPECTED_LABELS);
        assert.deepEqual(
          await footer.getByTestId('footer-link').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
          links.map((link) => link.href),
        );
        const lefts = await items.evaluateAll((nodes) =>
          nodes.map((n) => Math.round(n.getBoundingClientRect().left)),
        );
        assert.equal(
          new Set(lefts).size,
          columnsAt(view.width),
          `columns at ${view.width}px: ${lefts.join(',')}`,
        );
        assert.equal(
          (await footer.getByTestId('copyright').innerText()).trim(),
          `© ${new Date().getFullYear()} Example Co`,
        );
        assert.equal(await toggle.evaluate((el) => el.tagName), 'BUTTON');
        assert.deepEqual(view.pageErrors, []);
        await view.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await view.screenshot('footer', { fullPage: false });
      },
      { widths: ALL_WIDTHS },
    );
  });
});
