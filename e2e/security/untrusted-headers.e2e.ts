/**
 * What a client may not choose, checked against the running portal: the Host header never
 * reaches canonical links, the sitemap or robots.txt (PUBLIC_URL does); X-Forwarded-Proto from a
 * peer that is not a trusted proxy earns no HSTS and no Secure cookie; unknown API paths and
 * wrong methods answer JSON.
 */
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import {
  EXTRA_PORTAL_HOOK_TIMEOUT_MS,
  portal,
  PORTAL_START_TIMEOUT_MS,
  startExtraPortal,
  type ExtraPortal,
} from '../harness/index.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw HTTP request, so the Host header (which fetch will not forge) can be anything. */
function send(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const FORGED = { host: 'evil.example' };

describe('headers a client cannot forge', () => {
  before(() => portal(), { timeout: PORTAL_START_TIMEOUT_MS + 60_000 });

  it('writes no absolute URL from a forged Host when PUBLIC_URL is unset', async () => {
    const { baseUrl } = await portal();
    const page = await send(baseUrl, '/cloud/', FORGED);
    assert.equal(page.status, 200);
    assert.equal(canonicalOf(page.body), undefined);
    assert.doesNotMatch(page.body, /evil\.example/);
    const robots = await send(baseUrl, '/robots.txt', FORGED);
    assert.doesNotMatch(robots.body, /Sitemap:|evil\.example/);
    assert.equal((await send(baseUrl, '/sitemap.xml', FORGED)).status, 404);
    // On its own local address the portal still links to itself.
    const local = await send(baseUrl, '/cloud/', {});
    assert.equal(canonicalOf(local.body), `${baseUrl}/cloud/`);
  });

  it('ignores X-Forwarded-Proto from a peer that is not a trusted proxy', async () => {
    const { baseUrl } = await portal();
    // A page that sets the CSRF cookie (public pages set none): it must not be the Secure one.
    const page = await send(baseUrl, '/account/login', { 'x-forwarded-proto': 'https' });
    assert.equal(page.headers['strict-transport-security'], undefined);
    const cookies = [page.headers['set-cookie'] ?? []].flat();
    assert.ok(
      cookies.some((cookie) => /^portico_csrf=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/.test(cookie)),
    );
    // A static asset of the app build (the app ships no images of its own: decision 0044).
    const script = /"(\/_astro\/[^"]+\.js)"/.exec(String(page.body))?.[1];
    assert.ok(script !== undefined, 'the page loads an /_astro/ script');
    const asset = await send(baseUrl, script, { 'x-forwarded-proto': 'https' });
    assert.equal(asset.headers['x-content-type-options'], 'nosniff');
    assert.equal(asset.headers['strict-transport-security'], undefined);
  });

  it('answers unknown API paths with JSON 404 and a wrong method with JSON 405 and Allow', async () => {
    const { baseUrl } = await portal();
    for (const path of ['/api/no-such-thing', '/gateway/no-such-thing', '/1/no-such-thing']) {
      const answer = await send(baseUrl, path, {});
      assert.equal(answer.status, 404, path);
      assert.match(String(answer.headers['content-type']), /^application\/json/, path);
      assert.doesNotMatch(answer.body, /<html/i, path);
    }
    // A state-changing method needs the CSRF token first: take the one a public page asks for.
    const page = await send(baseUrl, '/api/csrf', {});
    const cookie = [page.headers['set-cookie'] ?? []]
      .flat()
      .find((value) => value.startsWith('portico_csrf='));
    const token = /portico_csrf=([\w-]{43})/.exec(cookie ?? '')?.[1] ?? '';
    const wrong = await send(
      baseUrl,
      '/api/contentful-provider/banner-info',
      { cookie: `portico_csrf=${token}`, 'x-csrf-token': token },
      'DELETE',
    );
    assert.equal(wrong.status, 405);
    assert.equal(wrong.headers['allow'], 'GET, HEAD');
    assert.match(String(wrong.headers['content-type']), /^application\/json/);
  });
});

describe('PUBLIC_URL', () => {
  let published: ExtraPortal;
  before(
    async () => {
      published = await startExtraPortal('public-url', { PUBLIC_URL: 'https://developer.example.com' });
    },
    { timeout: EXTRA_PORTAL_HOOK_TIMEOUT_MS },
  );
  after(() => published?.stop());

  it('is the origin of canonical links, the sitemap and robots.txt whatever Host is sent', async () => {
    const page = await send(published.baseUrl, '/cloud/', FORGED);
    assert.equal(canonicalOf(page.body), 'https://developer.example.com/cloud/');
    const sitemap = await send(published.baseUrl, '/sitemap.xml', FORGED);
    assert.match(sitemap.body, /<loc>https:\/\/developer\.example\.com\/cloud\/<\/loc>/);
    assert.doesNotMatch(sitemap.body, /evil\.example/);
    const robots = await send(published.baseUrl, '/robots.txt', FORGED);
    assert.match(robots.body, /Sitemap: https:\/\/developer\.example\.com\/sitemap\.xml/);
  });
});
