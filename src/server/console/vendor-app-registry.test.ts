import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPglite } from '../storage/test-pglite.test-helper.ts';
import { appRegistryContract } from './app-registry-contract.test-helper.ts';
import { embeddedUnderTest, type EmbeddedUnderTest } from './embedded-under-test.test-helper.ts';
import { vendorAppRegistry } from './vendor-app-registry.ts';
import { startReferenceVendor, type ReferenceVendor } from './vendor-reference-server.test-helper.ts';

const TOKEN = 'vendor-service-credential-for-tests';

/** The vendor client, over real HTTP, to the reference vendor API backed by an embedded registry. */
async function vendorUnderTest() {
  const backing = await embeddedUnderTest(() => openTestPglite());
  const vendor = await startReferenceVendor(backing.registry, TOKEN);
  return {
    backing,
    vendor,
    registry: vendorAppRegistry({ baseUrl: vendor.baseUrl, token: TOKEN, timeoutMs: 5000 }),
    developer: backing.developer,
    close: async () => {
      await vendor.close();
      await backing.close();
    },
  };
}

appRegistryContract('vendor registry over HTTP (reference vendor on PGlite)', vendorUnderTest);

describe('the vendor protocol on the wire', () => {
  let backing: EmbeddedUnderTest;
  let vendor: ReferenceVendor;
  beforeAll(async () => {
    ({ backing, vendor } = await vendorUnderTest());
  }, 60_000);
  afterAll(async () => {
    await vendor.close();
    await backing.close();
  });

  it('sends the bearer credential and the acting developer on every call, below /v1', async () => {
    const registry = vendorAppRegistry({ baseUrl: `${vendor.baseUrl}/`, token: TOKEN, timeoutMs: 5000 });
    const owner = await backing.developer();
    const { app } = await registry.createApp(owner, { name: 'Wire', appType: 'oauth2', acceptTerms: true });
    await registry.addCallbackUrl(app.id, owner, 'https://app.example/cb?x=1&y=2');
    await registry.removeCallbackUrl(app.id, owner, 'https://app.example/cb?x=1&y=2');
    expect(vendor.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /v1/apps',
      `POST /v1/apps/${app.id}/callback-urls`,
      `DELETE /v1/apps/${app.id}/callback-urls?url=${encodeURIComponent('https://app.example/cb?x=1&y=2')}`,
    ]);
    for (const request of vendor.requests) {
      expect(request.authorization).toBe(`Bearer ${TOKEN}`);
      expect(request.actorId).toBe(owner.id);
    }
  });

  it('is refused by the reference vendor with another credential, and says the registry is unavailable', async () => {
    const registry = vendorAppRegistry({ baseUrl: vendor.baseUrl, token: 'wrong', timeoutMs: 5000 });
    const error = await registry.listApps('someone').catch((reason: unknown) => reason);
    expect(error).toMatchObject({ name: 'RegistryUnavailableError', reason: 'status', vendorStatus: 401 });
    expect(String(error)).not.toContain('wrong');
  });
});
