/** Site-level routes: redirects, trailing slashes, 404, sitemap, robots, icons and internal pages. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { e2eSpec, portal } from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const get = async (path: string) => fetch((await portal()).url(path), { redirect: 'manual' });

describe('site routes', () => {
  it('answers content redirects with 301 and lands on the anchor', async () => {
    const response = await get('/platform/forge/getting-started/install-the-cli/');
    assert.equal(response.status, 301);
    assert.equal(response.headers.get('location'), '/platform/forge/getting-started/#install-the-cli');
    const view = await spec.open(1280);
    try {
      await view.goto('/platform/forge/getting-started/install-the-cli/');
      assert.equal(new URL(view.page.url()).hash, '#install-the-cli');
    } finally {
      await view.close();
    }
  });

  it('redirects a page path without its trailing slash', async () => {
    const response = await get('/platform/forge/getting-started?x=1');
    assert.equal(response.status, 301);
    assert.equal(response.headers.get('location'), '/platform/forge/getting-started/?x=1');
  });

  it('serves a helpful 404 with suggestions and ways out', async (t) => {
    await spec.atWidths(t, async (view) => {
      const response = await view.goto('/platform/forge/getting-startd/');
      assert.equal(response.status(), 404);
      assert.equal(await view.page.title(), 'Page not found');
      const hrefs = await view.page
        .locator('main a')
        .evaluateAll((a) => a.map((x) => x.getAttribute('href')));
      assert.ok(hrefs.includes('/platform/forge/getting-started/'), `suggestions: ${hrefs.join(' ')}`);
      assert.ok(hrefs.includes('/cloud/') && hrefs.includes('/server/'));
      assert.ok(hrefs.some((h) => h?.startsWith('/search/?q=')));
      await view.screenshot('not-found');
    });
  });

  it('refuses malformed paths with 400', async () => {
    assert.equal((await get('/a%E0%A4%A')).status, 400);
  });

  it('keeps internal pages from anonymous visitors and the sitemap', async () => {
    assert.equal((await get('/platform/forge/internal/release-checklist/')).status, 404);
    const sitemap = await (await get('/sitemap.xml')).text();
    assert.match(sitemap, /<loc>[^<]+\/platform\/forge\/getting-started\/<\/loc>/);
    assert.doesNotMatch(sitemap, /internal\/release-checklist/);
    const robots = await (await get('/robots.txt')).text();
    assert.match(robots, /Sitemap: http:\/\/[^/]+\/sitemap\.xml/);
  });

  it("serves the content root's product icons as content files, and none from the app", async () => {
    // The sample's icons/ folder: the landing and the documentation drawer draw them (decision 0044).
    const html = await (await get('/cloud/')).text();
    const icons = [...html.matchAll(/<img src="(\/api\/content-file\/[^"]+\/([a-z-]+)\.svg)"/g)];
    const names = new Set(icons.map((match) => match[2]));
    for (const name of ['cloud', 'jira', 'confluence', 'bitbucket']) assert.ok(names.has(name), name);
    const response = await get(icons[0]![1]!);
    await response.body?.cancel();
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /image\/svg\+xml/);
    assert.match(response.headers.get('cache-control') ?? '', /immutable/);
    const old = await get('/_static/jira.svg');
    await old.body?.cancel();
    assert.equal(old.status, 404);
  });

  it('declares speculation rules for instant navigation and compresses pages', async () => {
    const response = await fetch((await portal()).url('/cloud/'), { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(response.headers.get('content-encoding'), 'gzip');
    const html = await response.text();
    // The rules carry the answer's CSP nonce (e2e/security checks it matches the policy).
    const rules = /<script type="speculationrules" nonce="[^"]+">([^<]+)<\/script>/.exec(html);
    assert.ok(rules, 'speculation rules present');
    const parsed = JSON.parse(rules[1]!);
    assert.equal(parsed.prerender[0].eagerness, 'moderate');
    assert.ok(JSON.stringify(parsed).includes('/account/*'), 'sign-in and sign-out are never prerendered');
  });
});

describe('drawer fallback pages', () => {
  it('/docs/ lists cloud and Data Center documentation, and /resources/ the resources', async (t) => {
    await spec.atWidths(t, async (view) => {
      assert.equal((await view.goto('/docs/')).status(), 200);
      assert.equal(await view.page.title(), 'Documentation');
      assert.equal(
        await view.page.locator('a[href="/cloud/"]', { hasText: 'See all cloud documentation' }).count(),
        1,
      );
      assert.equal(
        await view.page
          .locator('a[href="/server/"]', { hasText: 'See all Data Center documentation' })
          .count(),
        1,
      );
      assert.ok((await view.page.getByTestId('link-tile').count()) >= 8);
      await view.screenshot('docs-directory');
      assert.equal((await view.goto('/resources')).status(), 200);
      assert.equal(await view.page.getByTestId('resource-item').count(), 4);
      const groups = (await view.page.getByTestId('resource-group').locator('h2').allTextContents()).map(
        (s) => s.trim(),
      );
      assert.deepEqual(groups, ['GET HELP', 'STAY UP TO DATE', 'FIND INSPIRATION']);
      await view.screenshot('resources-directory');
    });
  });
});

describe('methods', () => {
  it('answers non-read methods on pages with 405 and an Allow header', async () => {
    const response = await fetch((await portal()).url('/cloud/'), { method: 'POST', body: 'x=1' });
    await response.body?.cancel();
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('allow'), 'GET, HEAD, OPTIONS');
  });
});
