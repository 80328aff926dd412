/**
 * What caches are told, page kind by page kind (decision 0067). Anonymous readers' pages of the
 * kinds that are the same for everyone (home, landings, directories, docs, REST, changelogs, blog)
 * and search results (decision 0068) are public with a strong ETag, answer 304 to it, vary on what
 * picks their locale, and set no cookie; the bytes are the same for every anonymous reader of a
 * locale, whichever process made them. Pages with forms, errors and every page of a signed-in
 * reader stay private. A public page still posts: its scripts fetch the CSRF token when they
 * first need it.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { portal, PORTAL_START_TIMEOUT_MS, registerOverHttp, signInOverHttp } from '../harness/index.ts';

const PUBLIC_KINDS = {
  home: '/',
  landing: '/cloud/',
  'product landing': '/server/jira/platform/',
  directory: '/docs/',
  resources: '/resources/',
  docs: '/platform/forge/getting-started/',
  'REST reference': '/cloud/jira/platform/rest/v3/api-group-issues/',
  changelog: '/changelog/',
  'package changelog': '/cloud/confluence/changelog/',
  blog: '/blog/',
  'search results': '/search/?q=forge',
  'search results, filtered': '/search/?q=forge&type=guide&p=2',
  'search page': '/search/',
} as const;

const PRIVATE_KINDS = {
  'sign in': '/account/login',
  register: '/account/register',
  support: '/support/',
  'not found': '/platform/forge/no-such-page/',
} as const;

const PUBLIC_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

const varies = (response: Response) =>
  (response.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());

describe('cache headers of every page kind', () => {
  let origin = '';
  before(
    async () => {
      origin = (await portal()).baseUrl;
    },
    { timeout: PORTAL_START_TIMEOUT_MS },
  );
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(new URL(path, origin), { headers, redirect: 'manual' });

  it('anonymous pages of shared kinds are public, with a strong ETag, 304, Vary and no cookie', async () => {
    for (const [kind, path] of Object.entries(PUBLIC_KINDS)) {
      const first = await get(path);
      const body = await first.text();
      assert.equal(first.status, 200, `${kind} ${path}`);
      assert.equal(first.headers.get('cache-control'), PUBLIC_CACHE_CONTROL, kind);
      assert.deepEqual(first.headers.getSetCookie(), [], `${kind} sets no cookie`);
      assert.ok(varies(first).includes('accept-language') && varies(first).includes('cookie'), kind);
      const etag = first.headers.get('etag') ?? '';
      assert.match(etag, /^"[A-Za-z0-9_-]{16,}"$/, `${kind} has a strong ETag`);
      assert.match(body, /<meta name="csrf" content(="")?>/, `${kind} carries no CSRF token`);
      // Another anonymous reader (other cookies of no consequence) gets the very same bytes.
      const again = await get(path, { cookie: 'portico_theme=dark.auto; portico_consent_test=v1:1; x=1' });
      assert.equal(again.headers.get('etag'), etag, `${kind}: same ETag for another reader`);
      assert.equal(await again.text(), body, `${kind}: same bytes for another reader`);
      const revalidated = await get(path, { 'if-none-match': etag });
      assert.equal(revalidated.status, 304, `${kind} answers 304 to its ETag`);
      assert.equal(await revalidated.text(), '');
      assert.equal(revalidated.headers.get('etag'), etag);
    }
  });

  it('the locale picks the bytes: cookie or Accept-Language, same page for the same locale', async () => {
    const path = PUBLIC_KINDS.docs;
    const english = await get(path);
    const byCookie = await get(path, { cookie: 'portico_locale=fr' });
    const byHeader = await get(path, { 'accept-language': 'fr-CA,fr;q=0.9' });
    assert.notEqual(byCookie.headers.get('etag'), english.headers.get('etag'));
    assert.equal(byHeader.headers.get('etag'), byCookie.headers.get('etag'));
    assert.match(await byCookie.text(), /<html lang="fr"/);
    // The ETag of another locale's page is not this one's.
    const crossed = await get(path, {
      'if-none-match': english.headers.get('etag') ?? '',
      cookie: 'portico_locale=fr',
    });
    assert.equal(crossed.status, 200);
  });

  it('pages with forms and errors stay private', async () => {
    for (const [kind, path] of Object.entries(PRIVATE_KINDS)) {
      const response = await get(path);
      await response.body?.cancel();
      assert.match(response.headers.get('cache-control') ?? '', /^private\b/, `${kind} ${path}`);
      assert.equal(response.headers.get('etag'), null, kind);
    }
  });

  it('every page of a signed-in reader stays private', async () => {
    const email = `cache-${randomBytes(4).toString('hex')}@example.org`;
    await registerOverHttp(origin, { email, screenName: 'Cache Reader', password: 'a long e2e password' });
    const session = await signInOverHttp(origin, email, 'a long e2e password');
    for (const [kind, path] of Object.entries(PUBLIC_KINDS)) {
      const response = await get(path, { cookie: `portico_session=${session}` });
      const body = await response.text();
      assert.match(response.headers.get('cache-control') ?? '', /^private\b/, `${kind} ${path}`);
      assert.ok(body.includes('Cache Reader'), `${kind} shows the account`);
    }
    // A signed-in reader's results page carries their own search key for click analytics.
    const results = await get(PUBLIC_KINDS['search results'], { cookie: `portico_session=${session}` });
    assert.match(await results.text(), /apiSearchKey&quot;:\[0,&quot;[^&]{20,}&quot;\]/);
  });

  it('a public search results page carries no search key: its click tracker asks for one', async () => {
    const response = await get(PUBLIC_KINDS['search results']);
    const body = await response.text();
    assert.equal(response.headers.get('cache-control'), PUBLIC_CACHE_CONTROL);
    assert.match(body, /data-insights-query-id="[0-9a-f]{32}"/, 'the results carry a query id');
    assert.match(body, /apiSearchKey&quot;:\[0,&quot;&quot;\]/, 'the click settings have no key');
  });

  it('a public page gets its CSRF token on demand, and a post with it is accepted', async () => {
    const token = await get('/api/csrf');
    assert.equal(token.headers.get('cache-control'), 'no-store');
    const { token: value } = (await token.json()) as { token: string };
    const csrfCookie = token.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    assert.ok(value.length > 20 && csrfCookie.includes(value), 'the token and its cookie');
    // Performance cookies allowed, so the collector takes the events.
    const cookie = `${csrfCookie}; portico_consent_test=v1:1.2`;
    const refused = await fetch(new URL('/api/analytics/events', origin), {
      method: 'POST',
      headers: { origin, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ page: '/', events: [] }),
    });
    assert.equal(refused.status, 403);
    assert.deepEqual(await refused.json(), { error: 'Missing or invalid CSRF token.' });
    const accepted = await fetch(new URL('/api/analytics/events', origin), {
      method: 'POST',
      headers: { origin, cookie, 'x-csrf-token': value, 'content-type': 'application/json' },
      body: JSON.stringify({ page: '/', events: [{ eventType: 'screen', name: 'home' }] }),
    });
    assert.ok(accepted.status < 300, `the post with the fetched token answered ${accepted.status}`);
  });
});
