/**
 * With the console's apps on a vendor platform (APP_REGISTRY=vendor) that cannot be reached, the
 * console degrades like a database outage: a clear 503 with Retry-After for the pages and JSON
 * under /api, never a 500, and the rest of the portal keeps serving.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { after, before, describe, it } from 'node:test';
import {
  EXTRA_PORTAL_HOOK_TIMEOUT_MS,
  registerOverHttp,
  signInOverHttp,
  startExtraPortal,
  type ExtraPortal,
} from '../harness/index.ts';

const PASSWORD = 'a long e2e vendor password';
const email = `vendor-dev-${randomBytes(4).toString('hex')}@partner.example.org`;

/** A loopback port nothing listens on (taken, then released). */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('console on an unreachable vendor registry', () => {
  let portal: ExtraPortal;
  let cookie = '';

  before(
    async () => {
      portal = await startExtraPortal('console-vendor-down', {
        APP_REGISTRY: 'vendor',
        APP_REGISTRY_URL: `http://127.0.0.1:${await deadPort()}`,
        APP_REGISTRY_TOKEN: 'e2e-service-credential',
        APP_REGISTRY_TIMEOUT_MS: '2000',
      });
      await registerOverHttp(portal.baseUrl, { email, screenName: 'Vendor dev', password: PASSWORD });
      cookie = `portico_session=${await signInOverHttp(portal.baseUrl, email, PASSWORD)}`;
    },
    { timeout: EXTRA_PORTAL_HOOK_TIMEOUT_MS },
  );

  after(async () => {
    await portal?.stop();
  });

  it('answers the console pages and the deployments API with 503, and still serves the docs', async () => {
    const page = await fetch(portal.url('/console/myapps/'), { headers: { cookie }, redirect: 'manual' });
    assert.equal(page.status, 503, await page.text());
    assert.equal(page.headers.get('retry-after'), '5');
    const api = await fetch(portal.url('/api/console/apps/a1/deployments'), {
      headers: { authorization: `Basic ${Buffer.from('client:pcs_secret').toString('base64')}` },
    });
    assert.equal(api.status, 503);
    assert.deepEqual(await api.json(), { error: 'The app registry is unavailable. Try again shortly.' });
    assert.equal((await fetch(portal.url('/'))).status, 200);
    // No authorization server runs with a vendor registry.
    assert.equal((await fetch(portal.url('/oauth2/.well-known/openid-configuration'))).status, 404);
  });
});
