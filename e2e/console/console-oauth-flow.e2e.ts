/**
 * The developer console's credentials work, shown end to end with a real browser and a real
 * OAuth 2.0 client library playing the app (openid-client): a developer creates an OAuth 2.0
 * integration in the console, sees its secret once, adds an API, sets a callback URL and makes
 * the app public; the app then runs the three-legged flow from the console's install URL (with its
 * own state and PKCE) through the portal's consent screen in Chromium, exchanges the code,
 * refreshes (the old refresh token refused), asks for a scope outside its permissions (refused),
 * and after the developer rotates the secret in the console, the old secret and every old token
 * stop working while the new secret works; deleting the app ends the new one too.
 *
 * The portal runs on a content root of its own whose site switches on direct app distribution
 * for every developer. The browser and the app both use `localhost`, the issuer of a portal
 * without PUBLIC_URL, so the session cookie and the issuer agree.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import * as client from 'openid-client';
import type { Locator, Page } from 'playwright-core';
import { minimalContentFiles } from '../../src/core/content/test-fixture.node.ts';
import {
  EXTRA_PORTAL_HOOK_TIMEOUT_MS,
  expectNoAxeViolations,
  registerOverHttp,
  signInWithForm,
  startContentPortal,
  type ContentPortal,
  type ExtraPortal,
} from '../harness/index.ts';

const PASSWORD = 'a long e2e oauth password';
const email = `app-dev-${randomBytes(4).toString('hex')}@partner.example.org`;
const APP_NAME = 'Weather board';

/** The OAuth error code of a call openid-client refused (a 401 carries it in its challenge). */
async function refusal(promise: Promise<unknown>): Promise<string | undefined> {
  const reason = await promise.then(
    () => assert.fail('expected the authorization server to refuse'),
    (error: unknown) => error as { error?: string; cause?: unknown },
  );
  if (reason.error !== undefined) return reason.error;
  const challenges = (reason.cause as { parameters?: { error?: string } }[] | undefined) ?? [];
  return challenges[0]?.parameters?.error;
}

describe('console credentials with the authorization server', () => {
  let portal: ExtraPortal;
  let started: ContentPortal | undefined;
  let callbacks: Server;
  let callbackUrl = '';
  let local = '';
  let page: Page;

  /** Submits `button`'s form and answers the status of the post (303 done, 4xx refused). */
  async function submit(button: Locator): Promise<number> {
    const [response] = await Promise.all([
      // The form's own post, not the heartbeat the page may send meanwhile.
      page.waitForResponse(
        (answer) => answer.request().method() === 'POST' && answer.request().isNavigationRequest(),
      ),
      button.click(),
    ]);
    await page.waitForLoadState('load');
    return response.status();
  }

  /** The app's view of the authorization server, authenticating with `secret`. */
  const appConfig = (clientId: string, secret: string) =>
    client.discovery(new URL(`${local}/oauth2`), clientId, undefined, client.ClientSecretBasic(secret), {
      execute: [client.allowInsecureRequests],
    });

  before(
    async () => {
      const files = minimalContentFiles();
      started = await startContentPortal('console-oauth', {
        ...files,
        'site.yaml': {
          ...(files['site.yaml'] as object),
          consoleFlags: ['authorizationTab', 'directAppDistribution'],
          consoleApis: [
            {
              id: 'platform-api',
              title: 'User identity and platform',
              scopes: [
                { name: 'read:me', description: 'View the user’s public profile' },
                { name: 'read:accessible-resources', description: 'View the sites the user granted' },
              ],
            },
          ],
        },
      });
      ({ portal, page } = started);
      local = portal.baseUrl.replace('127.0.0.1', 'localhost');
      await registerOverHttp(portal.baseUrl, { email, screenName: 'App developer', password: PASSWORD });
      // The app's own callback: it only has to be there for the browser to land on.
      callbacks = createServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end('<!doctype html><title>Weather board</title><p>Connected</p>');
      });
      await new Promise<void>((resolve) => callbacks.listen(0, '127.0.0.1', resolve));
      callbackUrl = `http://127.0.0.1:${(callbacks.address() as AddressInfo).port}/callback`;
    },
    { timeout: EXTRA_PORTAL_HOOK_TIMEOUT_MS },
  );

  after(async () => {
    await started?.close();
    await new Promise((resolve) => (callbacks ? callbacks.close(resolve) : resolve(undefined)));
  });

  it('creates an app, runs 3LO from its install URL, refreshes, rotates and deletes', async () => {
    // Sign in and create an OAuth 2.0 integration: the secret is shown in this answer only.
    await signInWithForm(page, local, { email, password: PASSWORD }, '/apps/create');
    await page.getByLabel('OAuth 2.0 integration').check();
    await page.getByLabel('App name').fill(APP_NAME);
    await page.getByLabel('I accept the developer terms').check();
    assert.equal(await submit(page.getByTestId('console-create-submit')), 200);
    const clientId = (await page.getByTestId('console-client-id').textContent())!.trim();
    const secret = (await page.getByTestId('console-client-secret').textContent())!.trim();
    assert.match(secret, /^pcs_/);
    const appPath = new URL((await page.getByTestId('console-open-app').getAttribute('href'))!, local)
      .pathname;

    // Permissions: the platform API with read:me only.
    await page.goto(`${local}${appPath}permissions/`);
    const api = page.getByTestId('console-api-platform-api');
    await api.getByLabel('read:me').check();
    assert.equal(await submit(api.getByRole('button', { name: 'Add User identity and platform' })), 303);

    // Authorization: the app's callback URL (http is allowed on a loopback host).
    await page.goto(`${local}${appPath}authorization/`);
    await page.getByLabel('Callback URL').fill(callbackUrl);
    assert.equal(await submit(page.getByRole('button', { name: 'Add callback URL' })), 303);

    // Distribution: public, with what that needs; the install URL appears.
    await page.goto(`${local}${appPath}distribution/`);
    await page.getByTestId('distribution-public').check();
    await page.getByLabel('Vendor name').fill('Weather Co');
    await page.getByLabel('Privacy policy').fill('https://weather.example/privacy');
    await page.getByLabel('Terms of service').fill('https://weather.example/terms');
    await page.getByLabel('Contact link').fill('mailto:apps@weather.example');
    assert.equal(await submit(page.getByRole('button', { name: 'Save distribution' })), 303);
    const install = new URL((await page.getByTestId('install-url').innerText()).trim());
    assert.equal(install.href.startsWith(`${local}/oauth2/auth?`), true, install.href);
    assert.equal(install.searchParams.get('client_id'), clientId);
    assert.equal(install.searchParams.get('redirect_uri'), callbackUrl);
    assert.ok(!(await page.content()).includes(secret), 'no secret on the console pages after creation');

    // 3LO: the app adds its state and PKCE to the install URL; the user consents in the browser.
    let config = await appConfig(clientId, secret);
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    install.searchParams.set('state', state);
    install.searchParams.set('code_challenge', await client.calculatePKCECodeChallenge(verifier));
    install.searchParams.set('code_challenge_method', 'S256');
    await page.goto(install.href);
    const consent = page.getByTestId('oauth-consent');
    await consent.waitFor();
    assert.match(await consent.innerText(), new RegExp(APP_NAME));
    assert.match(await page.getByTestId('oauth-scopes').innerText(), /View the user’s public profile/);
    await expectNoAxeViolations(page);
    await Promise.all([
      page.waitForURL((url) => url.href.startsWith(callbackUrl)),
      page.getByTestId('oauth-allow').click(),
    ]);
    const tokens = await client.authorizationCodeGrant(config, new URL(page.url()), {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    assert.ok(tokens.access_token && tokens.refresh_token);
    assert.equal((await client.tokenIntrospection(config, tokens.access_token)).active, true);

    // Refresh rotates the refresh token; the used one is refused.
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token);
    assert.notEqual(refreshed.refresh_token, tokens.refresh_token);
    assert.equal(await refusal(client.refreshTokenGrant(config, tokens.refresh_token)), 'invalid_grant');

    // A scope outside the app's permissions is refused at the authorization endpoint.
    const outside = client.buildAuthorizationUrl(config, {
      redirect_uri: callbackUrl,
      scope: 'read:accessible-resources',
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
      state: client.randomState(),
    });
    await page.goto(outside.href);
    await page.waitForURL((url) => url.href.startsWith(callbackUrl));
    assert.equal(new URL(page.url()).searchParams.get('error'), 'invalid_scope');
    // ...and at the token endpoint (client credentials).
    assert.equal(
      await refusal(client.clientCredentialsGrant(config, { scope: 'read:accessible-resources' })),
      'invalid_scope',
    );

    // Rotate in the console: the new secret once; the old secret and the old tokens are dead.
    await page.goto(`${local}${appPath}settings/`);
    await submit(page.getByRole('button', { name: 'Rotate secret' }));
    const rotated = (await page.getByTestId('console-client-secret').textContent())!.trim();
    assert.notEqual(rotated, secret);
    assert.equal(
      await refusal(client.clientCredentialsGrant(config, { scope: 'read:me' })),
      'invalid_client',
    );
    config = await appConfig(clientId, rotated);
    assert.equal((await client.tokenIntrospection(config, refreshed.access_token)).active, false);
    assert.equal(await refusal(client.refreshTokenGrant(config, refreshed.refresh_token!)), 'invalid_grant');
    const twoLegged = await client.clientCredentialsGrant(config, { scope: 'read:me' });
    assert.equal((await client.tokenIntrospection(config, twoLegged.access_token)).active, true);

    // Delete: the app's credentials end with it.
    await page.goto(`${local}${appPath}delete/`);
    await page.getByLabel(/Type the app’s name/).fill(APP_NAME);
    assert.equal(await submit(page.getByRole('button', { name: 'Delete app' })), 303);
    assert.equal(
      await refusal(client.clientCredentialsGrant(config, { scope: 'read:me' })),
      'invalid_client',
    );
  });
});
