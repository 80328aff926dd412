import { describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import type { Database } from '../storage/database.ts';
import { runMiddleware, type RequestContext } from './middleware.ts';
import { sessionMiddleware } from './session.ts';
import { testLocals } from './test-locals.test-helper.ts';
import { ANONYMOUS } from '../../core/policy/principal.ts';

const settings = () => ({ idleTimeoutSeconds: 600, maxLifetimeSeconds: 3600, heartbeatPath: '/gateway/hb' });
const site = async () => ({ employeeEmailDomain: 'example.com' });
const page = async () => new Response('page');
const COOKIE = `portico_session=${'a'.repeat(43)}`;

/** The middleware over a database that counts attempts to open it, and fails them. */
function countingOpens() {
  let opened = 0;
  const middleware = sessionMiddleware({
    db: async () => {
      opened += 1;
      throw new Error('should not open');
    },
    settings,
    site,
  });
  return { middleware, opened: () => opened };
}

describe('sessionMiddleware', () => {
  it('never opens the database for a request without a session cookie', async () => {
    const { middleware, opened } = countingOpens();
    const context: RequestContext = { requestId: 't', log: createLogger('silent', {}), locals: testLocals() };
    const response = await runMiddleware([middleware], new Request('http://x/cloud/'), context, page);
    expect(await response.text()).toBe('page');
    expect(opened()).toBe(0);
    expect(context.locals.account).toBeUndefined();
  });

  it('leaves the search API (/1/), authorised by its key, to run without the session', async () => {
    const { middleware, opened } = countingOpens();
    const context: RequestContext = { requestId: 't', log: createLogger('silent', {}), locals: testLocals() };
    const request = new Request('http://x/1/indexes/*/queries', {
      method: 'POST',
      headers: { cookie: COOKIE },
    });
    const response = await runMiddleware([middleware], request, context, page);
    expect(await response.text()).toBe('page');
    expect(opened()).toBe(0);
    expect(context.locals.principal).toBe(ANONYMOUS);
    expect(context.locals.account).toBeUndefined();
    // Elsewhere the same cookie is looked up.
    await runMiddleware(
      [middleware],
      new Request('http://x/1x/', { headers: { cookie: COOKIE } }),
      context,
      page,
    );
    expect(opened()).toBe(1);
  });

  it('serves the visitor as anonymous, with a warning, when the session store is down', async () => {
    const lines: string[] = [];
    const middleware = sessionMiddleware({
      db: async () => {
        throw new Error('connection refused');
      },
      settings,
      site,
    });
    const context: RequestContext = {
      requestId: 't',
      log: createLogger('info', {}, (line) => lines.push(line)),
      locals: testLocals(),
    };
    const request = new Request('http://x/', { headers: { cookie: COOKIE } });
    const response = await runMiddleware([middleware], request, context, page);
    expect(response.status).toBe(200);
    expect(context.locals.principal).toBe(ANONYMOUS);
    expect(context.locals.account).toBeUndefined();
    // The page chrome shows the signed-out notice from this flag.
    expect(context.locals['storageUnavailable']).toBe(true);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'warn',
      msg: 'session lookup failed; serving as anonymous',
    });
  });

  it('clears a cookie that names no live session', async () => {
    const db = { query: async () => [] } as unknown as Database;
    const middleware = sessionMiddleware({ db: async () => db, settings, site });
    const context: RequestContext = { requestId: 't', log: createLogger('silent', {}), locals: testLocals() };
    const request = new Request('http://localhost/', { headers: { cookie: COOKIE } });
    const response = await runMiddleware([middleware], request, context, page);
    expect(response.headers.get('set-cookie')).toBe(
      'portico_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    );
    expect(await response.text()).toBe('page');
  });
});
