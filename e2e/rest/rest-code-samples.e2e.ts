/**
 * Code samples on a REST group page: the copy button copies exactly the curl shown; the language
 * links switch the sample in place, loading the page's data file once for all of them.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { e2eSpec, portal, PORTAL_START_TIMEOUT_MS } from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const ISSUES = '/cloud/jira/platform/rest/v3/api-group-issues/';
const GET_ISSUE = 'api-rest-api-3-issue-issueidorkey-get';
const BLOCK = `#${GET_ISSUE}-sample-curl`;

describe('REST code samples', () => {
  before(() => portal(), { timeout: PORTAL_START_TIMEOUT_MS + 60_000 });

  it('copies the curl shown, then switches language with one data fetch', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        const origin = (await portal()).url('/');
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
        let dataFetches = 0;
        page.on('request', (request) => {
          if (new URL(request.url()).pathname.startsWith('/api/rest-reference/')) dataFetches += 1;
        });
        await view.goto(`${ISSUES}#${GET_ISSUE}`);
        const block = page.locator(BLOCK);
        const code = block.locator('code');
        const curl = await code.innerText();
        assert.match(curl, /^curl /);

        const copy = block.getByRole('button', { name: 'Copy', exact: true });
        await copy.click();
        await block.getByRole('button', { name: 'Copied', exact: true }).waitFor();
        assert.equal(await page.evaluate(() => navigator.clipboard.readText()), curl);
        assert.equal(dataFetches, 0, 'copying needs no data');

        const samples = page.locator(`[data-rest-operation="${GET_ISSUE}"]`);
        await samples.getByRole('link', { name: 'Python', exact: true }).click();
        await page.waitForFunction(
          (selector) => /requests\./.test(document.querySelector(selector)?.textContent ?? ''),
          `${BLOCK} code`,
        );
        assert.equal(
          await samples.getByRole('link', { name: 'Python', exact: true }).getAttribute('aria-current'),
          'true',
        );
        assert.equal(await samples.locator('[aria-current]').count(), 1);
        await samples.getByRole('link', { name: 'JavaScript', exact: true }).click();
        await page.waitForFunction(
          (selector) => /fetch\(/.test(document.querySelector(selector)?.textContent ?? ''),
          `${BLOCK} code`,
        );
        await samples.getByRole('link', { name: 'curl', exact: true }).click();
        await page.waitForFunction(
          ({ selector, expected }) => document.querySelector(selector)?.textContent === expected,
          { selector: `${BLOCK} code`, expected: curl },
        );
        assert.equal(dataFetches, 1, 'the data file is fetched once for every language');
        assert.equal(new URL(page.url()).pathname, ISSUES, 'the links were handled in place');
        assert.deepEqual(view.pageErrors, []);
      },
      { widths: [1280] },
    );
  });
});
