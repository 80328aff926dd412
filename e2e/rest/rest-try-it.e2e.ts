/**
 * "Try it" and schema trees on a REST group page, end to end: a developer signs in, creates a
 * console app enrolled in the API's scope, opens a REST page, expands a schema level (the page's
 * data file is fetched on that first use), asks the portal for a token of that app and sends the
 * operation to a test API started here, which answers CORS for the portal and checks the token
 * through the portal's introspection endpoint with the app's credentials; the response shows.
 *
 * The group page's markup comes from the REST renderer (decision 0030 §6), which is not merged
 * yet: until it is, the page is the portal's real /start/ page with the fixture markup of
 * src/ui/features/rest-reference/README.md put into its article, the `rest` props the docs route
 * gives REST pages put on its article island, and the test API's origin added to its connect-src
 * (the docs route adds a REST page's `rest.connectOrigins`; security-headers.test.ts checks it).
 * Everything else (the island's code, the token endpoint, CSRF, the authorization server, the
 * browser's CORS) is the portal's own.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { minimalContentFiles, writeContentRoot } from '../../src/core/content/test-fixture.node.ts';
import {
  browser,
  EXTRA_PORTAL_HOOK_TIMEOUT_MS,
  registerOverHttp,
  startExtraPortal,
  type ExtraPortal,
} from '../harness/index.ts';

const PASSWORD = 'a long e2e try-it password';
const email = `try-it-${randomBytes(4).toString('hex')}@partner.example.org`;
const SCOPE = 'read:weather';
const DATA_URL = '/rest-fixture/reference.json';

/** The group page's data file (src/core/rest/reference-data.ts) for one operation on `api`. */
function referenceData(api: string) {
  return {
    version: 1,
    schemas: {
      Forecast: {
        type: 'object',
        required: ['city'],
        properties: {
          city: { type: 'string', description: 'The city asked for' },
          days: { type: 'array', items: { $ref: '#/components/schemas/Day' } },
          next: { $ref: '#/components/schemas/Forecast' },
        },
      },
      Day: { type: 'object', properties: { temperature: { type: 'number', readOnly: true } } },
    },
    operations: {
      'get-forecast': {
        method: 'get',
        path: '/forecast/{city}',
        servers: [{ url: api, description: 'Test API', variables: {} }],
        parameters: [
          {
            name: 'city',
            in: 'path',
            required: true,
            description: '',
            schema: { type: 'string' },
            example: 'Oslo',
          },
          {
            name: 'units',
            in: 'query',
            required: false,
            description: '',
            schema: { type: 'string', enum: ['metric', 'imperial'], default: 'metric' },
          },
        ],
        responses: [],
        security: [[{ scheme: 'oauth', type: 'oauth2', scopes: [SCOPE] }]],
        samples: [],
        tryIt: { allowed: true, origins: [api] },
      },
    },
  };
}

const FIXTURE_MARKUP = `<div data-rest-reference="${DATA_URL}">
<section class="rest-operation"><h2 id="get-forecast">Get forecast</h2>
<h3>Responses</h3>
<button type="button" data-rest-schema="/schemas/Forecast" aria-expanded="false" aria-controls="tree-forecast">Forecast</button>
<div id="tree-forecast" hidden></div>
<p><button type="button" data-rest-try-it="get-forecast" aria-expanded="false" aria-controls="try-get-forecast">Try it</button></p>
<div id="try-get-forecast" hidden></div>
</section>
<section id="schema-Forecast"><h3>Forecast</h3></section>
</div>`;

/** Astro's serialised props of the `rest` prop (value kind 0: plain), HTML-escaped for the attribute. */
const REST_PROPS = JSON.stringify({
  rest: [
    0,
    {
      signedIn: [0, true],
      signInHref: [0, '/account/login?returnTo=%2Fstart%2F'],
      consoleHref: [0, '/apps/create'],
      i18n: [0, { locale: [0, 'en'], messages: [0, {}] }],
    },
  ],
})
  .slice(1, -1)
  .replaceAll('"', '&quot;');

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('REST reference: schema tree and Try it', () => {
  let portal: ExtraPortal;
  let root: string;
  let buildDir: string;
  let api: Server;
  let apiOrigin = '';
  let local = '';
  let clientId = '';
  let secret = '';
  const seen: { authorization?: string; origin?: string } = {};
  let context: BrowserContext;
  let page: Page;

  async function submit(button: Locator): Promise<number> {
    const [response] = await Promise.all([
      page.waitForResponse(
        (answer) => answer.request().method() === 'POST' && answer.request().isNavigationRequest(),
      ),
      button.click(),
    ]);
    await page.waitForLoadState('load');
    return response.status();
  }

  before(
    async () => {
      const files = minimalContentFiles();
      root = await writeContentRoot({
        ...files,
        'site.yaml': {
          ...(files['site.yaml'] as object),
          consoleApis: [
            {
              id: 'platform-api',
              title: 'Weather',
              scopes: [{ name: SCOPE, description: 'Read forecasts' }],
            },
          ],
        },
      });
      buildDir = await mkdtemp(join(tmpdir(), 'portico-e2e-rest-try-it-build-'));
      portal = await startExtraPortal('rest-try-it', { CONTENT_DIR: root, PORTICO_BUILD_DIR: buildDir });
      local = portal.baseUrl.replace('127.0.0.1', 'localhost');
      await registerOverHttp(portal.baseUrl, { email, screenName: 'API tester', password: PASSWORD });

      // The API: CORS for the portal's origin only; a bearer token is checked by introspection.
      api = createServer((request, response) => {
        const cors = {
          'access-control-allow-origin': local,
          'access-control-allow-headers': 'authorization, content-type',
          'access-control-allow-methods': 'GET, POST',
          vary: 'origin',
        };
        if (request.method === 'OPTIONS') {
          response.writeHead(204, cors).end();
          return;
        }
        void (async () => {
          await bodyOf(request);
          const authorization = request.headers.authorization ?? '';
          seen.authorization = authorization;
          seen.origin = request.headers.origin;
          const token = /^Bearer (.+)$/.exec(authorization)?.[1] ?? '';
          const introspection = await fetch(`${local}/oauth2/token/introspection`, {
            method: 'POST',
            headers: {
              authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
              'content-type': 'application/x-www-form-urlencoded',
            },
            body: new URLSearchParams({ token }),
          });
          const verdict = (await introspection.json()) as { active?: boolean; scope?: string };
          const url = new URL(request.url ?? '/', 'http://api');
          const status =
            verdict.active === true && (verdict.scope ?? '').split(' ').includes(SCOPE) ? 200 : 401;
          response.writeHead(status, { ...cors, 'content-type': 'application/json', 'x-weather': 'yes' });
          response.end(
            JSON.stringify(
              status === 200
                ? {
                    city: decodeURIComponent(url.pathname.split('/').at(-1) ?? ''),
                    units: url.searchParams.get('units'),
                    days: [],
                  }
                : { error: 'invalid_token' },
            ),
          );
        })().catch((error: unknown) => {
          // Shown in the panel as the body of a 500, so a failure here names its cause.
          response.writeHead(500, { ...cors, 'content-type': 'text/plain' }).end(String(error));
        });
      });
      await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
      apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
      context = await (
        await browser()
      ).newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
      page = await context.newPage();
    },
    { timeout: EXTRA_PORTAL_HOOK_TIMEOUT_MS },
  );

  after(async () => {
    await context?.close();
    await portal?.stop();
    await new Promise((resolve) => (api ? api.close(resolve) : resolve(undefined)));
    if (root) await rm(root, { recursive: true, force: true });
    if (buildDir) await rm(buildDir, { recursive: true, force: true });
  });

  it('expands a schema level and runs Try it with a console app’s token', async () => {
    // A console app enrolled in the API's scope; its credentials let the test API introspect.
    await page.goto(`${local}/account/login?returnTo=${encodeURIComponent('/apps/create')}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await Promise.all([page.waitForURL('**/apps/create'), page.getByTestId('login-submit').click()]);
    await page.getByLabel('OAuth 2.0 integration').check();
    await page.getByLabel('App name').fill('Forecast tester');
    await page.getByLabel('I accept the developer terms').check();
    assert.equal(await submit(page.getByTestId('console-create-submit')), 200);
    clientId = (await page.getByTestId('console-client-id').textContent())!.trim();
    secret = (await page.getByTestId('console-client-secret').textContent())!.trim();
    const appPath = new URL((await page.getByTestId('console-open-app').getAttribute('href'))!, local)
      .pathname;
    await page.goto(`${local}${appPath}permissions/`);
    const enrol = page.getByTestId('console-api-platform-api');
    await enrol.getByLabel(SCOPE).check();
    assert.equal(await submit(enrol.getByRole('button', { name: 'Add Weather' })), 303);

    // The REST page (fixture markup until the renderer's is merged; see the header comment).
    await page.route(`${local}/start/`, async (route) => {
      const original = await route.fetch();
      const html = (await original.text())
        .replace(/(<div[^>]*\bid="article"[^>]*>)/, `$1${FIXTURE_MARKUP}`)
        // Last, so it wins over the `rest` the route gave this non-REST page (undefined).
        .replace(/(<astro-island[^>]*article-enhancer[^>]*?\bprops="\{[^"]*)\}"/, `$1,${REST_PROPS}}"`);
      const headers = { ...original.headers() };
      headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace(
        "connect-src 'self'",
        `connect-src 'self' ${apiOrigin}`,
      );
      await route.fulfill({ response: original, body: html, headers });
    });
    let dataFetches = 0;
    await page.route(`${local}${DATA_URL}`, (route) => {
      dataFetches += 1;
      return route.fulfill({ json: referenceData(apiOrigin) });
    });
    // A document fulfilled by page.route has no address space of its own, so Chromium's Local
    // Network Access treats it as public and asks before it reaches the loopback test API; a real
    // portal page served from loopback would not need this, and real APIs are not on loopback.
    await context.grantPermissions(['local-network-access'], { origin: local });
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
    await page.goto(`${local}/start/`);
    assert.equal(dataFetches, 0, 'nothing is fetched before a control is used');

    // The schema tree: opened by keyboard, the first level's properties and marks, a cycle as a link.
    const open = page.getByRole('button', { name: 'Forecast', exact: true });
    await open.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('#tree-forecast .rest-tree') !== null);
    assert.equal(await open.getAttribute('aria-expanded'), 'true');
    const tree = page.locator('#tree-forecast');
    assert.match(await tree.innerText(), /city[\s\S]*string[\s\S]*required[\s\S]*The city asked for/);
    assert.equal(
      await tree.getByRole('link', { name: 'Circular reference to Forecast' }).getAttribute('href'),
      '#schema-Forecast',
    );
    const days = tree.getByRole('button', { name: 'days' });
    await days.click();
    assert.equal(await days.getAttribute('aria-expanded'), 'true');
    await tree.getByRole('button', { name: '[]' }).click();
    assert.match(await tree.innerText(), /temperature[\s\S]*number[\s\S]*read-only/);
    assert.equal(dataFetches, 1);

    // Try it: the form from the operation, a token of the app, the request straight to the API.
    await page.getByRole('button', { name: 'Try it' }).click();
    const panel = page.locator('#try-get-forecast');
    await panel.getByLabel(/^city \(path\)/).fill('Bergen');
    assert.equal(await panel.getByLabel(/^units \(query\)/).inputValue(), 'metric');
    await panel.getByLabel('One of my apps').check();
    await panel.getByRole('button', { name: 'Get a token' }).click();
    await panel.getByText(/Token issued, valid for 5 minutes/).waitFor();
    await panel.getByRole('button', { name: 'Send request' }).click();
    await panel
      .locator('.rest-try-status')
      .waitFor({ timeout: 10_000 })
      .catch(async (error: unknown) => assert.fail(`${String(error)}\n${consoleLines.join('\n')}`));
    assert.equal(await panel.locator('.rest-try-status').innerText(), 'Status 200');
    assert.deepEqual(JSON.parse(await panel.locator('.rest-try-body').innerText()), {
      city: 'Bergen',
      units: 'metric',
      days: [],
    });
    await panel.getByText('Headers', { exact: true }).click();
    assert.match(await panel.locator('.rest-try-headers').innerText(), /content-type\s+application\/json/);
    assert.equal(await panel.getByRole('status').filter({ hasText: 'Response 200 received' }).count(), 1);
    assert.equal(seen.origin, local, 'a cross-origin request from the portal page, straight to the API');
    assert.match(seen.authorization ?? '', /^Bearer [\w-]+$/);
    assert.equal(dataFetches, 1, 'the data file is fetched once per page');
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + location.href,
    );
    assert.ok(!stored.includes((seen.authorization ?? '').slice(7)), 'the token is kept in memory only');

    // Another developer's token is refused by the API: a pasted wrong token shows the 401 as is.
    await panel.getByLabel('A token I paste').check();
    await panel.getByLabel('Access token').fill('not-a-token');
    await panel.getByRole('button', { name: 'Send request' }).click();
    await page.waitForFunction(
      () => document.querySelector('#try-get-forecast .rest-try-status')?.textContent === 'Status 401',
    );
  });
});
