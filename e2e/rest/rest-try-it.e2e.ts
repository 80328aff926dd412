/**
 * "Try it" and schema trees on a real REST group page, end to end. The test starts its own API
 * first (so its port is known), then a portal whose content root publishes an OpenAPI spec with
 * that API as its server; site `restTryItOrigins` lets the page call it (a loopback `http:`
 * origin, which the site schema accepts for local APIs). A developer signs in, creates a console
 * app enrolled in the API's scope, opens the generated group page, expands a schema level (the
 * page's data file is fetched on that first use), asks the portal for a token of that app and
 * sends the operation; the API answers CORS for the portal and checks the bearer token through
 * the portal's introspection endpoint with the app's credentials; the response shows. A reader
 * who is signed out gets the sign-in link instead of the form.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { minimalContentFiles } from '../../src/core/content/test-fixture.node.ts';
import {
  browser,
  EXTRA_PORTAL_HOOK_TIMEOUT_MS,
  registerOverHttp,
  signInWithForm,
  startContentPortal,
  type ContentPortal,
  type ExtraPortal,
} from '../harness/index.ts';

const PASSWORD = 'a long e2e try-it password';
const email = `try-it-${randomBytes(4).toString('hex')}@partner.example.org`;
const SCOPE = 'read:weather';
const GROUP_PAGE = '/weather/rest/api-group-forecasts/';
const OPERATION = 'api-forecast-city-get';

/** The fixture spec: one operation on `api`, a schema with an array of objects and a cycle. */
function weatherSpec(api: string) {
  return {
    openapi: '3.0.3',
    info: { title: 'Weather API', version: '1.0.0', description: 'Forecasts for the browser tests.' },
    servers: [{ url: api }],
    tags: [{ name: 'Forecasts', 'x-displayName': 'Forecasts', description: 'Read forecasts.' }],
    paths: {
      '/forecast/{city}': {
        get: {
          operationId: 'getForecast',
          summary: 'Get forecast',
          tags: ['Forecasts'],
          parameters: [
            { name: 'city', in: 'path', required: true, schema: { type: 'string' }, example: 'Oslo' },
            {
              name: 'units',
              in: 'query',
              schema: { type: 'string', enum: ['metric', 'imperial'], default: 'metric' },
            },
          ],
          security: [{ oauth: [SCOPE] }],
          responses: {
            '200': {
              description: 'The forecast',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Forecast' } } },
            },
          },
        },
      },
    },
    components: {
      securitySchemes: {
        oauth: {
          type: 'oauth2',
          flows: {
            authorizationCode: {
              authorizationUrl: 'https://auth.test.example/authorize',
              tokenUrl: 'https://auth.test.example/token',
              scopes: { [SCOPE]: 'Read forecasts' },
            },
          },
        },
      },
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
    },
  };
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('REST reference: schema tree and Try it', () => {
  let portal: ExtraPortal;
  let started: ContentPortal | undefined;
  let api: Server;
  let apiOrigin = '';
  let local = '';
  let clientId = '';
  let secret = '';
  const seen: { authorization?: string; origin?: string } = {};
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
      // The API first, so the spec can name its origin. CORS for the portal's origin only; a
      // bearer token is checked by introspection.
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

      const files = minimalContentFiles();
      started = await startContentPortal('rest-try-it', {
        ...files,
        'site.yaml': {
          ...(files['site.yaml'] as object),
          restTryItOrigins: [apiOrigin],
          consoleApis: [
            {
              id: 'platform-api',
              title: 'Weather',
              scopes: [{ name: SCOPE, description: 'Read forecasts' }],
            },
          ],
        },
        'packages/weather/package.yaml': {
          name: 'weather',
          docs: {
            contentDir: 'content',
            publishPath: '/weather/',
            humanName: 'Weather',
            platform: 'cloud',
            rest: { srcFile: 'rest/swagger.json' },
          },
        },
        'packages/weather/content/index.md': '# Weather\n\nForecasts.\n',
        'packages/weather/rest/swagger.json': JSON.stringify(weatherSpec(apiOrigin), null, 2),
      });
      ({ portal, page } = started);
      local = portal.baseUrl.replace('127.0.0.1', 'localhost');
      await registerOverHttp(portal.baseUrl, { email, screenName: 'API tester', password: PASSWORD });
    },
    { timeout: EXTRA_PORTAL_HOOK_TIMEOUT_MS },
  );

  after(async () => {
    await started?.close();
    await new Promise((resolve) => (api ? api.close(resolve) : resolve(undefined)));
  });

  it('expands a schema level and runs Try it with a console app’s token', async () => {
    // A console app enrolled in the API's scope; its credentials let the test API introspect.
    await signInWithForm(page, local, { email, password: PASSWORD }, '/apps/create');
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

    // The generated group page: nothing is fetched before a control is used.
    let dataFetches = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/rest-reference/')) dataFetches += 1;
    });
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
    await page.goto(`${local}${GROUP_PAGE}`);
    const section = page.locator('section.rest-operation').filter({ has: page.locator(`#${OPERATION}`) });
    assert.equal(await section.getByRole('button', { name: 'Try it' }).count(), 1);
    assert.equal(dataFetches, 0, 'nothing is fetched before a control is used');

    // The schema tree: the response's rows are on the page; a nested level opens by keyboard.
    const response = section.locator('.rest-response');
    assert.match(await response.innerText(), /city[\s\S]*Required[\s\S]*string[\s\S]*The city asked for/);
    assert.equal(
      await page.locator('#schema-Forecast ~ * .rest-circular a').getAttribute('href'),
      '#schema-Forecast',
      'the cycle back to Forecast is a link, not a tree',
    );
    const days = response.locator('tr', { hasText: 'days' }).locator('button.rest-schema-expand');
    await days.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (anchor) =>
        document.querySelector(
          `section.rest-operation:has(#${anchor}) .rest-response button.rest-schema-expand[aria-expanded="true"]`,
        ) !== null,
      OPERATION,
    );
    assert.equal(await days.getAttribute('aria-expanded'), 'true');
    const tree = page.locator(`#${(await days.getAttribute('aria-controls'))!}`);
    await tree.getByRole('button', { name: '[]' }).click();
    await tree.getByText('temperature').waitFor();
    assert.match(await tree.innerText(), /temperature[\s\S]*number[\s\S]*read-only/);
    assert.equal(dataFetches, 1);

    // Try it: the form from the operation, a token of the app, the request straight to the API.
    const tryIt = section.getByRole('button', { name: 'Try it' });
    await tryIt.click();
    await page.waitForFunction(
      (anchor) => document.querySelector(`[data-rest-try-it="${anchor}"][aria-expanded="true"]`) !== null,
      OPERATION,
    );
    const panel = page.locator(`#${(await tryIt.getAttribute('aria-controls'))!}`);
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
    await panel.locator('.rest-try-status', { hasText: 'Status 401' }).waitFor();
  });

  it('shows a signed-out reader the sign-in link instead of the form', async () => {
    const anonymous = await (
      await browser()
    ).newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    try {
      const reader = await anonymous.newPage();
      await reader.goto(`${local}${GROUP_PAGE}`);
      const tryIt = reader.getByRole('button', { name: 'Try it' });
      await tryIt.click();
      const signIn = reader.getByRole('link', { name: 'Sign in to try this operation' });
      await signIn.waitFor();
      const href = new URL((await signIn.getAttribute('href'))!, local);
      assert.equal(href.pathname, '/account/login');
      assert.equal(href.searchParams.get('returnTo'), GROUP_PAGE);
      assert.equal(await tryIt.getAttribute('aria-expanded'), 'true');
    } finally {
      await anonymous.close();
    }
  });
});
