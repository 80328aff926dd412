import { describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import { badRequestMiddleware } from './bad-request.ts';
import { methodGuardMiddleware } from './method-guard.ts';
import { runMiddleware, type Middleware, type RequestContext } from './middleware.ts';
import { redirectsMiddleware } from './redirects.ts';
import { requestLogMiddleware } from './request-log.ts';
import { securityHeadersMiddleware } from './security-headers.ts';
import { testLocals } from './test-locals.test-helper.ts';

const lines: string[] = [];
const context: RequestContext = {
  requestId: 't',
  log: createLogger('info', {}, (line) => lines.push(line)),
  locals: testLocals(),
};
const ok = async () => new Response('page', { status: 200 });
const run = (list: Middleware[], url: string, init?: RequestInit) =>
  runMiddleware(list, new Request(url, init), context, ok);

describe('middleware', () => {
  it('runs in order and reaches the handler', async () => {
    const order: string[] = [];
    const mark =
      (name: string): Middleware =>
      async (_r, _c, next) => {
        order.push(name);
        return next();
      };
    const response = await run([mark('a'), mark('b')], 'http://x/');
    expect(order).toEqual(['a', 'b']);
    expect(await response.text()).toBe('page');
  });

  it('answers content redirects with 301, keeping the query and the target anchor', async () => {
    const redirects = redirectsMiddleware(async () => ({
      '/old/': '/new/#part',
      '/away/': 'https://www.example.com/x',
    }));
    const response = await run([redirects], 'http://x/old?tab=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/new/?tab=1#part');
    expect((await run([redirects], 'http://x/away/')).headers.get('Location')).toBe(
      'https://www.example.com/x',
    );
    expect((await run([redirects], 'http://x/other/')).status).toBe(200);
    expect((await run([redirects], 'http://x/old/', { method: 'POST' })).status).toBe(200);
  });

  it('refuses undecodable paths and control characters with 400', async () => {
    expect((await run([badRequestMiddleware], 'http://x/%E0%A4%A')).status).toBe(400);
    expect((await run([badRequestMiddleware], 'http://x/a%00b')).status).toBe(400);
    expect((await run([badRequestMiddleware], 'http://x/fine/%20page/')).status).toBe(200);
  });

  it('answers 405 with Allow for non-read methods on pages, and leaves APIs alone', async () => {
    const refused = await run([methodGuardMiddleware], 'http://x/cloud/', { method: 'POST' });
    expect(refused.status).toBe(405);
    expect(refused.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
    expect((await run([methodGuardMiddleware], 'http://x/cloud/', { method: 'HEAD' })).status).toBe(200);
    expect((await run([methodGuardMiddleware], 'http://x/api/feedback/', { method: 'POST' })).status).toBe(
      200,
    );
  });

  it('adds security headers', async () => {
    const response = await run([securityHeadersMiddleware(() => ({}) as never)], 'http://x/');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('logs each request and turns a throw into a logged 500', async () => {
    lines.length = 0;
    const boom: Middleware = async () => {
      throw new Error('kaput');
    };
    const response = await run([requestLogMiddleware, boom], 'http://x/p/');
    expect(response.status).toBe(500);
    const records = lines.map((line) => JSON.parse(line));
    expect(records[0]).toMatchObject({ level: 'error', msg: 'request failed', path: '/p/' });
    expect(records[1]).toMatchObject({ level: 'info', msg: 'request', status: 500, path: '/p/' });
  });
});
