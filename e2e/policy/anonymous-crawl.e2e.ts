/**
 * Internal content never reaches an anonymous visitor (spec §6): a crawl of the whole
 * site as anonymous — every page reachable from the landing pages, drawers, navigation, sitemap
 * and search page, each page's embedded island data included — plus the search API with the
 * anonymous key (also with filters asking for internal records) and AI answers. Then the same
 * requests as an employee find the internal page, which proves the checks can fail.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, describe, it } from 'node:test';
import {
  portal,
  portalDataDir,
  PORTAL_START_TIMEOUT_MS,
  registerOverHttp,
  signInOverHttp,
  verifyFromOutbox,
} from '../harness/index.ts';

/** The sample set's internal page (content/packages/forge/content/internal/, FORGE_DOCS). */
const INTERNAL_ROUTE = '/platform/forge/internal/release-checklist/';
/** What only that page holds: its route (in links), title, navigation label and body. */
const ROUTE_MARKER = 'internal/release-checklist';
const CONTENT_MARKERS = [
  'Forge platform release checklist',
  'Release checklist',
  'canary region has run the new image',
  'Watch the invocation error dashboard',
];
const MARKERS = [ROUTE_MARKER, ...CONTENT_MARKERS];
const QUERIES = ['release checklist', 'canary region', 'runtime release', 'invocation error dashboard'];
const MAX_PAGES = 1500;

type Fetcher = (path: string, init?: RequestInit) => Promise<Response>;

function leaks(text: string): string[] {
  return MARKERS.filter((marker) => text.includes(marker));
}

/** Same-origin page links of an HTML document (assets and API calls are not pages). */
function pageLinks(html: string, from: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/\bhref="([^"]+)"/g)) {
    const raw = match[1]!.replaceAll('&amp;', '&');
    const url = new URL(raw, from);
    if (url.origin !== new URL(from).origin) continue;
    if (/^\/(_astro|_static|api|1|gateway)\//.test(url.pathname)) continue;
    if (/\.(css|js|png|svg|ico|webmanifest|json|xml|txt)$/.test(url.pathname)) continue;
    // Sign-in links carry the current page as returnTo; following them would only nest it.
    if (url.pathname.startsWith('/account/')) continue;
    links.push(url.pathname + url.search);
  }
  return links;
}

async function crawl(
  get: Fetcher,
  seeds: string[],
  options: { max?: number; onPage?: (path: string, response: Response) => void } = {},
): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  const queue = [...seeds];
  while (queue.length > 0 && seen.size < (options.max ?? MAX_PAGES)) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    const response = await get(path, { redirect: 'follow' });
    const body = await response.text();
    seen.set(path, body);
    options.onPage?.(path, response);
    if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
      for (const link of pageLinks(body, response.url)) if (!seen.has(link)) queue.push(link);
    }
  }
  return seen;
}

/** The search API as the browser client uses it, with the key GET /api/search/token gives. */
async function searchAll(get: Fetcher, filters?: string): Promise<{ url: string; access: string }[]> {
  const token = (await (await get('/api/search/token')).json()) as { key: string };
  const hits: { url: string; access: string }[] = [];
  for (const query of QUERIES) {
    const response = await get('/1/indexes/*/queries', {
      method: 'POST',
      headers: {
        'x-algolia-application-id': 'PORTICO',
        'x-algolia-api-key': token.key,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        requests: [
          {
            indexName: 'portico_docs',
            params: new URLSearchParams({
              query,
              hitsPerPage: '50',
              ...(filters === undefined ? {} : { filters }),
            }).toString(),
          },
        ],
      }),
    });
    assert.equal(response.status, 200, `search for '${query}' answered ${response.status}`);
    const body = (await response.json()) as { results: { hits: { url: string; access: string }[] }[] };
    hits.push(...body.results.flatMap((result) => result.hits));
  }
  return hits;
}

async function askAll(get: Fetcher): Promise<string> {
  let text = '';
  for (const query of QUERIES) {
    const response = await get(`/api/search/ai/ask?q=${encodeURIComponent(`What is the ${query}?`)}`);
    assert.equal(response.status, 200);
    text += await response.text();
  }
  return text;
}

/** A fetcher that keeps cookies, as a browser would (one visitor). */
function visitor(origin: string): Fetcher & { cookies: Map<string, string> } {
  const cookies = new Map<string, string>();
  const get = (async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(new URL(path, origin), { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  }) as Fetcher & { cookies: Map<string, string> };
  get.cookies = cookies;
  return get;
}

describe('access policy: internal content and anonymous visitors', () => {
  let origin = '';
  before(
    async () => {
      origin = (await portal()).baseUrl;
    },
    { timeout: PORTAL_START_TIMEOUT_MS },
  );

  it('never shows internal content anywhere an anonymous visitor can reach', async () => {
    const anonymous = visitor(origin);
    const sitemap = await (await anonymous('/sitemap.xml')).text();
    const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    assert.ok(fromSitemap.length > 50, `the sitemap lists ${fromSitemap.length} pages`);
    const seeds = ['/', '/cloud/', '/server/', '/docs/', '/resources/', '/platform/forge/', ...fromSitemap];
    seeds.push(
      ...QUERIES.map((q) => `/search/?q=${encodeURIComponent(q)}`),
      '/account/login',
      '/account/register',
    );
    const pages = await crawl(anonymous, seeds);
    assert.ok(pages.size > fromSitemap.length, `crawled ${pages.size} pages`);
    const leaking = [...pages].filter(([, body]) => leaks(body).length > 0).map(([path]) => path);
    assert.deepEqual(leaking, [], 'pages that show internal content to an anonymous visitor');
    // Asking for the page itself gives the ordinary 404 (which may repeat the path asked for).
    const direct = await anonymous(INTERNAL_ROUTE);
    assert.equal(direct.status, 404);
    const directText = await direct.text();
    assert.deepEqual(
      CONTENT_MARKERS.filter((marker) => directText.includes(marker)),
      [],
    );

    for (const filters of [
      undefined,
      'access:FORGE_DOCS',
      'NOT access:NONE',
      'access:NONE OR access:FORGE_DOCS',
    ]) {
      const hits = await searchAll(anonymous, filters);
      assert.deepEqual(
        hits.filter((hit) => hit.access !== 'NONE' || hit.url.includes('/internal/')),
        [],
        `anonymous search with filters ${filters ?? '(none)'}`,
      );
    }
    assert.deepEqual(leaks(await askAll(anonymous)), [], 'anonymous AI answers');
  });

  it('shows the same content to an employee, so the checks above can fail; never to a cache', async () => {
    const employee = visitor(origin);
    const anonymous = visitor(origin);
    // Employee access needs a verified address: register, follow the mailed link, sign in.
    const staff = {
      email: `staff-${randomBytes(4).toString('hex')}@example.com`,
      screenName: 'Staff Crawler',
      password: 'a long e2e password',
    };
    await registerOverHttp(origin, staff);
    await verifyFromOutbox(portalDataDir(), staff.email);
    employee.cookies.set('portico_session', await signInOverHttp(origin, staff.email, staff.password));
    await employee('/');

    const page = await employee(INTERNAL_ROUTE);
    assert.equal(page.status, 200);
    assert.ok(leaks(await page.text()).length >= 3);
    // No cache may keep a page with internal content, or any page of a signed-in reader (it shows
    // their account): every one stays private, while the same pages are public to anonymous readers.
    assert.match(page.headers.get('cache-control') ?? '', /^private\b/);
    assert.match((await anonymous('/platform/forge/')).headers.get('cache-control') ?? '', /^public\b/);
    const publicForEmployee: string[] = [];
    const signedInPages = await crawl(
      employee,
      ['/platform/forge/', INTERNAL_ROUTE, '/', '/cloud/', '/blog/'],
      {
        max: 80,
        onPage(path, response) {
          const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
          if (html && !/^private\b/.test(response.headers.get('cache-control') ?? ''))
            publicForEmployee.push(path);
        },
      },
    );
    assert.ok(signedInPages.size >= 40, `crawled ${signedInPages.size} pages signed in`);
    assert.deepEqual(publicForEmployee, [], 'pages of a signed-in reader that a shared cache may keep');
    // The navigation of a public Forge page now lists the internal page.
    assert.ok(leaks(await (await employee('/platform/forge/')).text()).includes(ROUTE_MARKER));
    // The sitemap is for search engines: it lists what anyone may read, whoever asks.
    assert.deepEqual(leaks(await (await employee('/sitemap.xml')).text()), []);
    const hits = await searchAll(employee);
    assert.ok(
      hits.some((hit) => hit.access === 'FORGE_DOCS' && new URL(hit.url).pathname === INTERNAL_ROUTE),
    );
    assert.ok(leaks(await askAll(employee)).length > 0, 'an employee gets answers from the internal page');
  });
});
