/** Smoke: the portal starts, answers its health and readiness checks and serves the home and landing pages. */
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

  it('GET /readyz answers 200 with its database and content checks once the database is open', async () => {
    type Readiness = { status: string; checks: Record<string, { ok: boolean }> };
    // A fresh embedded database takes seconds to create: until then the answer is 503.
    let response = await fetch(site.url('/readyz'));
    for (const deadline = Date.now() + 60_000; response.status === 503 && Date.now() < deadline;) {
      await response.body?.cancel();
      await new Promise((wake) => setTimeout(wake, 250));
      response = await fetch(site.url('/readyz'));
    }
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    const body = (await response.json()) as Readiness;
    assert.equal(body.status, 'ready');
    assert.deepEqual(
      Object.entries(body.checks).map(([name, check]) => [name, check.ok]),
      [
        ['content', true],
        ['database', true],
        ['app', true],
      ],
    );
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
