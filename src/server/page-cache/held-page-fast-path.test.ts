import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import { toCachedPage } from './cached-page.ts';
import { publishHeldPages, serveHeldPage } from './held-page-fast-path.ts';
import { pageKeyOf, type BuildSummary } from './page-cache-middleware.ts';
import { createPageCache } from './page-cache.ts';

const BUILD: BuildSummary = {
  contentHash: 'c',
  builtAt: 't',
  site: { locales: ['en', 'fr'], defaultLocale: 'en', contentLocales: [] },
};

describe('serveHeldPage', () => {
  const cache = createPageCache({ maxBytes: 1 << 20, ttlMs: 60_000 });
  const lines: string[] = [];
  const log = createLogger('info', {}, (line) => lines.push(line));
  const server = createServer((req, res) => {
    if (serveHeldPage(req, res, false, log)) return;
    res.writeHead(404).end('app');
  });
  let origin = '';

  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    publishHeldPages(cache);
    const page = await toCachedPage(
      new Response('<p>held</p>'.repeat(200), {
        headers: { 'content-type': 'text/html', 'cache-control': 'public, max-age=60' },
      }),
      '',
      'n',
      Date.now(),
    );
    const key = pageKeyOf(
      {
        method: 'GET',
        https: false,
        host: new URL(origin).host,
        target: '/docs/',
        cookie: null,
        acceptLanguage: 'fr',
      },
      BUILD,
    );
    cache.set(key!, page);
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('answers a held page before the app only once the app has keyed with a build', async () => {
    expect((await fetch(`${origin}/docs/`, { headers: { 'accept-language': 'fr' } })).status).toBe(404);
    cache.noteBuild(BUILD);
    const held = await fetch(`${origin}/docs/`, {
      headers: { 'accept-language': 'fr', 'accept-encoding': 'br' },
    });
    expect(held.status).toBe(200);
    expect(held.headers.get('content-encoding')).toBe('br');
    expect(await held.text()).toContain('<p>held</p>');
    expect(lines.some((line) => line.includes('"held":true'))).toBe(true);
    const etag = held.headers.get('etag')!;
    const again = await fetch(`${origin}/docs/`, {
      headers: { 'accept-language': 'fr', 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('leaves to the app another locale, a session, a post and a page it does not hold', async () => {
    cache.noteBuild(BUILD);
    expect((await fetch(`${origin}/docs/`)).status).toBe(404);
    const session = { 'accept-language': 'fr', cookie: 'portico_session=s' };
    expect((await fetch(`${origin}/docs/`, { headers: session })).status).toBe(404);
    expect(
      (await fetch(`${origin}/docs/`, { method: 'POST', headers: { 'accept-language': 'fr' } })).status,
    ).toBe(404);
    expect((await fetch(`${origin}/other/`, { headers: { 'accept-language': 'fr' } })).status).toBe(404);
  });
});
