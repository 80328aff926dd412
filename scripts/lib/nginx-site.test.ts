import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../e2e/harness/server.ts';
import { DEFAULT_NGINX_PATH } from './nginx-install.ts';
import { startNginx, type PrivateNginx } from './nginx-server.ts';
import { renderPorticoSite } from './nginx-site.ts';
import { existsSync } from 'node:fs';

describe('renderPorticoSite', () => {
  const values = { listen: '8080', serverName: 'docs.example.com', cacheDir: '/c', logDir: '/l' };

  it('writes one server line per process with the template parameters, and leaves comments alone', () => {
    const site = renderPorticoSite({
      ...values,
      upstreams: ['10.0.0.1:3000', '10.0.0.2:3000', '10.0.0.3:3000'],
    });
    expect(site.match(/^\s*server 10\.0\.0\.\d:3000 max_fails=2 fail_timeout=5s;$/gm)).toHaveLength(3);
    expect(site).toContain('listen 8080;');
    expect(site).toContain('proxy_cache_path /c/pages ');
    expect(site).toMatch(/^#.*\$\{PORTICO_LISTEN\}/m);
    expect(
      site
        .split('\n')
        .filter((line) => !line.trimStart().startsWith('#'))
        .join('\n'),
    ).not.toContain('${');
  });

  it('refuses a template value it was not given, and an empty upstream list', () => {
    expect(() => renderPorticoSite({ ...values, upstreams: ['a:1'] }, 'listen ${PORTICO_PORT};')).toThrow(
      /PORTICO_PORT/,
    );
    expect(() => renderPorticoSite({ ...values, upstreams: [] })).toThrow(/at least one/);
  });
});

/** What a fake portal process saw, and its switch to answer 503 (an overloaded process). */
interface Upstream {
  server: Server;
  address: string;
  seen: { url: string; headers: IncomingHttpHeaders }[];
  overloaded: boolean;
}

const LOCALES = new Set(['en', 'en_GB', 'fr', 'en_ZZ']);
/** Answers of all fake processes so far: every answer's body is new. */
let answered = 0;

/**
 * A process that answers by the portal's cache contract: public for anonymous page reads,
 * private with a session, a body naming the locale (cookie, else Accept-Language) and the encoding.
 */
async function fakePortal(): Promise<Upstream> {
  const upstream: Upstream = { server: createServer(), address: '', seen: [], overloaded: false };
  upstream.server.on('request', (req, res) => {
    upstream.seen.push({ url: req.url ?? '', headers: req.headers });
    if (upstream.overloaded) {
      res.writeHead(503, { 'Retry-After': '1' }).end('busy');
      return;
    }
    const cookies = new Map(
      (req.headers.cookie ?? '').split(/;\s*/).map((pair) => pair.split('=') as [string, string]),
    );
    const cookieLocale = cookies.get('portico_locale');
    const locale =
      cookieLocale && LOCALES.has(cookieLocale) ? cookieLocale : (req.headers['accept-language'] ?? 'en');
    const session = cookies.get('portico_session');
    const personal =
      session !== undefined || req.headers.authorization !== undefined || req.url === '/private';
    // Short lifetimes, to see which one nginx keeps to, and stale serving.
    const lifetimes: Record<string, string> = {
      '/short-max-age': 'public, max-age=1, s-maxage=300',
      '/short-s-maxage': 'public, max-age=1, s-maxage=1, stale-while-revalidate=600',
    };
    const headers: Record<string, string> = {
      'Cache-Control':
        lifetimes[req.url ?? ''] ??
        (personal ? 'private, no-store' : 'public, max-age=60, s-maxage=300, stale-while-revalidate=600'),
      ETag: `"${req.url}-${locale}"`,
      Vary: 'Accept-Language, Cookie',
    };
    if (req.url === '/sets-cookie') headers['Set-Cookie'] = 'x=1';
    res
      .writeHead(200, headers)
      .end(
        `${req.url} locale=${locale} encoding=${req.headers['accept-encoding'] ?? ''} session=${session ?? ''} n=${++answered}`,
      );
  });
  await new Promise<void>((resolve) => upstream.server.listen(0, '127.0.0.1', resolve));
  upstream.address = `127.0.0.1:${(upstream.server.address() as AddressInfo).port}`;
  return upstream;
}

/** The deploy configuration on a private nginx in front of `upstreams`. */
async function proxy(upstreams: readonly Upstream[]): Promise<{ nginx: PrivateNginx; origin: string }> {
  const port = await freePort();
  const nginx = await startNginx({
    port,
    workers: 1,
    site: (dir) =>
      renderPorticoSite({
        listen: `127.0.0.1:${port}`,
        serverName: '127.0.0.1',
        upstreams: upstreams.map((u) => u.address),
        cacheDir: `${dir}/cache`,
        logDir: `${dir}/logs`,
      }),
  });
  return { nginx, origin: `http://127.0.0.1:${port}` };
}

function close(upstream: Upstream): Promise<void> {
  upstream.server.closeAllConnections();
  return new Promise((resolve) => upstream.server.close(() => resolve()));
}

const nginxThere = existsSync(DEFAULT_NGINX_PATH) || !!process.env['NGINX_PATH'] || process.getuid?.() === 0;

describe.skipIf(!nginxThere)('the deploy nginx configuration, in front of two processes', () => {
  let upstreams: Upstream[];
  let nginx: PrivateNginx;
  let origin: string;

  beforeAll(async () => {
    upstreams = [await fakePortal(), await fakePortal()];
    ({ nginx, origin } = await proxy(upstreams));
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all((upstreams ?? []).map(close));
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}${path}`, { headers: { 'accept-language': 'en', ...headers } });
    return {
      status: response.status,
      cache: response.headers.get('x-cache-status'),
      body: await response.text(),
    };
  };

  it('serves a public page from its cache the second time, with the portal ETag answering 304', async () => {
    const first = await get('/docs/a/');
    const second = await get('/docs/a/');
    expect([first.cache, second.cache]).toEqual(['MISS', 'HIT']);
    expect(second.body).toBe(first.body);
    const revalidated = await fetch(`${origin}/docs/a/`, {
      headers: { 'accept-language': 'en', 'if-none-match': '"/docs/a/-en"' },
    });
    expect([revalidated.status, revalidated.headers.get('x-cache-status')]).toEqual([304, 'HIT']);
  });

  it('keeps a page for its s-maxage, then serves it stale while it fetches the next in the background', async () => {
    const first = [await get('/short-max-age'), await get('/short-s-maxage')];
    // nginx counts lifetimes in whole seconds: 1 s ends within 2.
    await new Promise((wake) => setTimeout(wake, 2100));
    const later = [await get('/short-max-age'), await get('/short-s-maxage')];
    expect(later.map((answer) => answer.cache)).toEqual(['HIT', 'STALE']);
    expect(later.map((answer) => answer.body)).toEqual(first.map((answer) => answer.body));
    await vi.waitFor(async () => {
      const renewed = await get('/short-s-maxage');
      expect(renewed.cache).toBe('HIT');
      expect(renewed.body).not.toBe(first[1]!.body);
    });
  });

  it('never serves nor stores a request with a session or credentials', async () => {
    const signedIn = await get('/docs/b/', { cookie: 'portico_session=s1' });
    const again = await get('/docs/b/', { cookie: 'other=1; portico_session=s2' });
    const bearer = await get('/docs/b/', { authorization: 'Bearer t' });
    expect([signedIn.cache, again.cache, bearer.cache]).toEqual(['BYPASS', 'BYPASS', 'BYPASS']);
    expect(again.body).toContain('session=s2');
    // None of them went into the cache: the first anonymous reader is a miss.
    expect((await get('/docs/b/')).cache).toBe('MISS');
    await get('/docs/b/');
    expect((await get('/docs/b/', { cookie: 'portico_session=s3' })).body).toContain('session=s3');
  });

  it('keeps private answers and answers that set a cookie out of the cache', async () => {
    for (const path of ['/private', '/sets-cookie']) {
      await get(path);
      expect((await get(path)).cache).toBe('MISS');
    }
  });

  it('keys pages on the valid locale cookie, else on Accept-Language', async () => {
    const english = await get('/docs/c/');
    const french = await get('/docs/c/', { cookie: 'portico_locale=fr' });
    const frenchByHeader = await get('/docs/c/', { 'accept-language': 'fr' });
    const unknownCookie = await get('/docs/c/', { cookie: 'portico_locale=xx' });
    const cookieOverHeader = await get('/docs/c/', { cookie: 'portico_locale=fr', 'accept-language': 'de' });
    expect(english.body).toContain('locale=en ');
    expect(french.body).toContain('locale=fr ');
    expect(frenchByHeader.body).toContain('locale=fr ');
    expect(unknownCookie).toMatchObject({ cache: 'HIT', body: english.body });
    expect(cookieOverHeader).toMatchObject({ cache: 'HIT', body: french.body });
  });

  it('offers the portal brotli, gzip or nothing, and keys on that choice', async () => {
    const br = await get('/docs/d/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzip = await get('/docs/d/', { 'accept-encoding': 'gzip' });
    const identity = await get('/docs/d/', { 'accept-encoding': 'identity' });
    expect([br.body, gzip.body, identity.body].map((body) => /encoding=(\w*)/.exec(body)?.[1])).toEqual([
      'br',
      'gzip',
      '',
    ]);
  });

  it('tells the portal the client, scheme and host, port included', async () => {
    await get('/private?forwarded', { 'x-forwarded-for': '203.0.113.9' });
    const { headers } = upstreams.flatMap((u) => u.seen).find((seen) => seen.url === '/private?forwarded')!;
    expect(headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['host']).toBe(new URL(origin).host);
  });

  it('sends a request to the other process when one is overloaded or down', async () => {
    for (const trouble of ['overloaded', 'down'] as const) {
      const pair = [await fakePortal(), await fakePortal()];
      const front = await proxy(pair);
      try {
        if (trouble === 'overloaded') pair[0]!.overloaded = true;
        else await close(pair[0]!);
        const answers = [];
        for (let i = 0; i < 6; i++) {
          const response = await fetch(`${front.origin}/private?${i}`);
          answers.push(`${response.status} ${(await response.text()).slice(0, 8)}`);
        }
        expect(answers, trouble).toEqual(Array(6).fill('200 /private'));
        expect(pair[1]!.seen).toHaveLength(6);
      } finally {
        await front.nginx.stop();
        await Promise.all(pair.map((u) => close(u).catch(() => undefined)));
      }
    }
  });
});
