/** Smoke: the portal starts, answers its health check and serves the home and landing pages. */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { e2eSpec, portal, PORTAL_START_TIMEOUT_MS, type Portal } from './harness/index.ts';

const spec = e2eSpec(import.meta.url);

describe('smoke', () => {
  let site: Portal;
  before(
    async () => {
      site = await portal();
    },
    { timeout: PORTAL_START_TIMEOUT_MS + 30_000 },
  );

  it('GET /healthz answers 200', async () => {
    const response = await fetch(site.url('/healthz'));
    await response.body?.cancel();
    assert.equal(response.status, 200);
  });

  it('an unknown path answers 404', async () => {
    const response = await fetch(site.url('/no-such-page-e2e-smoke/'));
    await response.body?.cancel();
    assert.equal(response.status, 404);
  });

  it('/ renders an HTML document with a title', async (t) => {
    await spec.atWidths(t, async (view) => {
      const response = await view.goto('/');
      assert.equal(response.status(), 200);
      assert.match(response.headers()['content-type'] ?? '', /^text\/html/);
      assert.notEqual((await view.page.title()).trim(), '');
      assert.deepEqual(view.pageErrors, []);
      await view.screenshot('home');
    });
  });

  const landings = [
    { path: '/cloud', title: 'Cloud developer documentation', name: 'cloud' },
    { path: '/server', title: 'Server developer documentation', name: 'server' },
  ];
  for (const landing of landings) {
    it(`${landing.path} has the title '${landing.title}'`, async (t) => {
      await spec.atWidths(t, async (view) => {
        const response = await view.goto(landing.path);
        assert.equal(response.status(), 200);
        assert.equal(await view.page.title(), landing.title);
        assert.deepEqual(view.pageErrors, []);
        await view.screenshot(landing.name);
      });
    });
  }
});
