/**
 * An operation past a REST group page's budget (decision 0030, amendment): its body, responses,
 * examples and code samples are one link (`data-rest-details`, src/core/rest/README.md). Clicking
 * it shows them in place from the page's data file; nothing is fetched before.
 *
 * As in rest-try-it.e2e.ts, the page is the portal's /start/ page with the group renderer's markup
 * for such an operation put into its article and the `rest` props on its article island.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { minimalContentFiles } from '../../src/core/content/test-fixture.node.ts';
import {
  EXTRA_PORTAL_HOOK_TIMEOUT_MS,
  startContentPortal,
  waitForHydration,
  type ContentPortal,
  type ExtraPortal,
} from '../harness/index.ts';

const DATA_URL = '/rest-fixture/brief-reference.json';
const ANCHOR = 'api-things-id-put';

const REFERENCE_DATA = {
  version: 1,
  schemas: {
    Thing: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
  },
  operations: {
    [ANCHOR]: {
      method: 'put',
      path: '/things/{id}',
      servers: [{ url: 'https://api.example.com', description: '', variables: {} }],
      parameters: [],
      requestBody: {
        required: true,
        description: 'The new state of the thing.',
        content: [
          {
            contentType: 'application/json',
            schema: { $ref: '#/components/schemas/Thing' },
            examples: [{ name: '', summary: '', value: { name: 'lamp' }, generated: false }],
          },
        ],
      },
      responses: [
        {
          status: '200',
          description: 'The thing was changed.',
          content: [
            {
              contentType: 'application/json',
              schema: { type: 'object', properties: { updated: { type: 'boolean' } } },
              examples: [],
            },
          ],
          headers: [
            {
              name: 'X-RateLimit-Remaining',
              description: 'Requests left in this window.',
              schema: { type: 'integer' },
            },
          ],
        },
        { status: '404', description: 'No thing has this id.', content: [], headers: [] },
      ],
      security: [],
      samples: [{ lang: 'curl', label: 'curl', source: 'curl -X PUT https://api.example.com/things/1' }],
      tryIt: { allowed: false, origins: [], reason: 'rest.tryItNoServer' },
    },
  },
};

const FIXTURE_MARKUP = `<div class="rest-group" data-rest-reference="${DATA_URL}">
<section class="rest-operation"><h2 id="${ANCHOR}">Change a thing</h2>
<p class="rest-brief"><a class="rest-examples-load" href="${DATA_URL}" data-rest-examples="${ANCHOR}" data-rest-details="">Request body, responses (200, 404), examples and code samples</a></p>
</section>
</div>`;

/** Astro's serialised props of the `rest` prop (value kind 0: plain), HTML-escaped for the attribute. */
const REST_PROPS = JSON.stringify({
  rest: [
    0,
    {
      signedIn: [0, false],
      signInHref: [0, '/account/login?returnTo=%2Fstart%2F'],
      consoleHref: [0, '/apps/create'],
      i18n: [0, { locale: [0, 'en'], messages: [0, {}] }],
    },
  ],
})
  .slice(1, -1)
  .replaceAll('"', '&quot;');

describe('REST reference: an operation past the page budget', () => {
  let started: ContentPortal | undefined;
  let portal: ExtraPortal;
  let page: Page;

  before(
    async () => {
      started = await startContentPortal('rest-brief', minimalContentFiles());
      ({ portal, page } = started);
    },
    { timeout: EXTRA_PORTAL_HOOK_TIMEOUT_MS },
  );

  after(async () => {
    await started?.close();
  });

  it('shows the body and response schemas, examples and samples from the data file', async () => {
    await page.route(`${portal.baseUrl}/start/`, async (route) => {
      const original = await route.fetch();
      const html = (await original.text())
        .replace(/(<div[^>]*\bid="article"[^>]*>)/, `$1${FIXTURE_MARKUP}`)
        .replace(/(<astro-island[^>]*article-enhancer[^>]*?\bprops="\{[^"]*)\}"/, `$1,${REST_PROPS}}"`);
      await route.fulfill({ response: original, body: html });
    });
    let dataFetches = 0;
    await page.route(`${portal.baseUrl}${DATA_URL}`, (route) => {
      dataFetches += 1;
      return route.fulfill({ json: REFERENCE_DATA });
    });
    await page.goto(`${portal.baseUrl}/start/`);
    assert.equal(dataFetches, 0, 'nothing is fetched before the link is used');

    // Before the article island hydrates the link is a plain link to the data file (no-JS reading).
    assert.equal(await page.locator('a[data-rest-details]').getAttribute('href'), DATA_URL);
    await waitForHydration(page, { interaction: true });
    const link = page.getByRole('link', { name: /Request body, responses \(200, 404\)/ });
    await link.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator(`[data-rest-island-panel="examples-${ANCHOR}"]`);
    await panel.locator('.rest-tree').first().waitFor();
    assert.equal(new URL(page.url()).pathname, '/start/', 'the island kept the reader on the page');
    const text = await panel.innerText();
    // The body with its description, schema (through its $ref) and example; each response with
    // its description, headers and schema; the status without content; the code sample.
    assert.match(text, /Request body \(application\/json\) · required\s+The new state of the thing\./);
    assert.match(text, /application\/json[\s\S]*name[\s\S]*string/);
    assert.match(text, /"name": "lamp"/);
    assert.match(text, /200 The thing was changed\./);
    assert.match(text, /Headers\s+X-RateLimit-Remaining integer\s+Requests left in this window\./);
    assert.match(text, /The thing was changed\.[\s\S]*application\/json[\s\S]*updated[\s\S]*boolean/);
    assert.match(text, /404 No thing has this id\./);
    assert.match(text, /curl -X PUT https:\/\/api\.example\.com\/things\/1/);
    assert.equal(dataFetches, 1);
  });
});
