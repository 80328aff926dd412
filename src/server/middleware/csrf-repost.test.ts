import { describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import { CSRF_COOKIE, newCsrfToken } from '../security/csrf.ts';
import { csrfMiddleware } from './csrf.ts';
import { runMiddleware, type RequestContext } from './middleware.ts';
import { testLocals } from './test-locals.test-helper.ts';

describe('csrfMiddleware and a form answered with its page again', () => {
  it('gives the page the token the post carried, so its forms can post once more', async () => {
    const token = newCsrfToken();
    const context: RequestContext = { requestId: 't', log: createLogger('silent', {}), locals: testLocals() };
    const request = new Request('http://portal.test/console/myapps/app-1/members/', {
      method: 'POST',
      headers: {
        cookie: `${CSRF_COOKIE}=${token}`,
        origin: 'http://portal.test',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ csrf: token, intent: 'add', email: 'x' }),
    });
    const page = async () =>
      new Response('<form method="post"></form>', {
        status: 400,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    const response = await runMiddleware([csrfMiddleware], request, context, page);
    expect(response.status).toBe(400);
    expect(context.locals.csrfToken).toBe(token);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
