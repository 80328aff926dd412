import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../log/logger.ts';
import { runMiddleware, type RequestContext } from '../middleware/middleware.ts';
import { testLocals } from '../middleware/test-locals.test-helper.ts';
import { localeVaryMiddleware } from '../middleware/locale-vary.ts';
import { createPageCache } from './page-cache.ts';
import { pageCacheMiddleware } from './page-cache-middleware.ts';
import { offerPublicCaching } from './public-page.ts';

const SITE = { locales: ['en', 'fr'], defaultLocale: 'en', contentLocales: [] };

/** A request through the page cache and the cache headers, to a page that renders `render`. */
function setup(
  options: { cache?: boolean; publicPage?: boolean; setCookie?: boolean; gate?: Promise<void> } = {},
) {
  const cache = options.cache === false ? undefined : createPageCache({ maxBytes: 1 << 20, ttlMs: 60_000 });
  let renders = 0;
  let manifest = { contentHash: 'c1', builtAt: 't1', site: SITE };
  const call = async (url: string, headers: Record<string, string> = {}, method = 'GET') => {
    const base = testLocals();
    const locals = {
      ...base,
      services: {
        ...base.services,
        manifest: async () => manifest,
        csrfSecret: async () => 'secret',
        pageCache: () => cache,
      },
    } as unknown as RequestContext['locals'];
    const context: RequestContext = { requestId: 'r', log: createLogger('silent'), locals };
    const request = new Request(url, { headers, method });
    return runMiddleware([pageCacheMiddleware, localeVaryMiddleware], request, context, async () => {
      renders += 1;
      await options.gate;
      const nonce = `n${renders}x`;
      context.locals.cspNonce = nonce;
      if (options.publicPage !== false) offerPublicCaching({ request, locals: context.locals });
      return new Response(
        `<html><script nonce="${nonce}">1</script>render ${renders > 0 ? 'x' : ''}</html>`,
        {
          headers: {
            'Content-Type': 'text/html; charset=utf-8',
            'Content-Security-Policy': `script-src 'nonce-${nonce}' 'strict-dynamic'`,
            ...(options.setCookie ? { 'Set-Cookie': 'a=b' } : {}),
          },
        },
      );
    });
  };
  return {
    call,
    renders: () => renders,
    newBuild: () => (manifest = { ...manifest, contentHash: 'c2' }),
    cache,
  };
}

describe('pageCacheMiddleware', () => {
  it('holds a public page: the next anonymous reader gets the same bytes without a render', async () => {
    const { call, renders } = setup();
    const first = await call('http://x/docs/');
    const firstBody = await first.text();
    const second = await call('http://x/docs/', { cookie: 'portico_theme=dark.auto' });
    expect(await second.text()).toBe(firstBody);
    expect(renders()).toBe(1);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(first.headers.get('cache-control')).toMatch(/^public, /);
    // The nonce is the held page's own, in the body and in the policy alike.
    const nonce = /nonce="([^"]+)"/.exec(firstBody)?.[1];
    expect(nonce).not.toBe('n1x');
    expect(first.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
  });

  it('answers 304 to the ETag, and picks the encoding the reader accepts', async () => {
    const { call } = setup();
    const etag = (await call('http://x/docs/')).headers.get('etag')!;
    const revalidated = await call('http://x/docs/', { 'if-none-match': `W/${etag}, "other"` });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    const brotli = await call('http://x/docs/', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    const head = await call('http://x/docs/', {}, 'HEAD');
    expect(await head.text()).toBe('');
    expect(head.headers.get('etag')).toBe(etag);
  });

  it('renders the same bytes in another process, so ETags agree across workers', async () => {
    const one = await (await setup().call('http://x/docs/')).text();
    const other = await (await setup({ cache: false }).call('http://x/docs/')).text();
    expect(other).toBe(one);
  });

  it('keys on the locale, the query and the build, never on a signed-in reader', async () => {
    const { call, renders, newBuild } = setup();
    await call('http://x/docs/');
    await call('http://x/docs/', { 'accept-language': 'fr' });
    await call('http://x/docs/', { cookie: 'portico_locale=fr' });
    expect(renders()).toBe(2);
    await call('http://x/docs/?a=1');
    expect(renders()).toBe(3);
    newBuild();
    await call('http://x/docs/');
    expect(renders()).toBe(4);
    const signedIn = await call('http://x/docs/', { cookie: 'portico_session=abc' });
    expect(renders()).toBe(5);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
    expect(signedIn.headers.get('etag')).toBeNull();
  });

  it('leaves private pages alone: rendered every time, no ETag', async () => {
    const { call, renders } = setup({ publicPage: false });
    const first = await call('http://x/account/');
    await call('http://x/account/');
    expect(renders()).toBe(2);
    expect(first.headers.get('etag')).toBeNull();
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('never holds an answer that sets a cookie, even on a public page', async () => {
    const { call, renders } = setup({ setCookie: true });
    const first = await call('http://x/docs/');
    await call('http://x/docs/');
    expect(renders()).toBe(2);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('etag')).toBeNull();
  });

  it('renders a page once for the readers who ask while it renders', async () => {
    let open = () => {};
    const { call, renders } = setup({ gate: new Promise<void>((resolve) => (open = resolve)) });
    const answers = [call('http://x/docs/'), call('http://x/docs/'), call('http://x/docs/', {}, 'HEAD')];
    await vi.waitFor(() => expect(renders()).toBe(1));
    open();
    const [first, second, head] = await Promise.all(answers);
    expect(renders()).toBe(1);
    expect(await second!.text()).toBe(await first!.text());
    expect(second!.headers.get('etag')).toBe(first!.headers.get('etag'));
    expect(head!.headers.get('etag')).toBe(first!.headers.get('etag'));
  });

  it('lets the readers who waited render themselves when the render made nothing to hold', async () => {
    let open = () => {};
    const { call, renders } = setup({
      publicPage: false,
      gate: new Promise<void>((resolve) => (open = resolve)),
    });
    const answers = [call('http://x/account/'), call('http://x/account/')];
    await vi.waitFor(() => expect(renders()).toBeGreaterThanOrEqual(1));
    open();
    const [first, second] = await Promise.all(answers);
    expect(renders()).toBe(2);
    expect(first!.headers.get('cache-control')).toBe('private, no-cache');
    expect(second!.headers.get('cache-control')).toBe('private, no-cache');
  });
});
