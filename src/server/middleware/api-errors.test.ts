import { describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import { apiErrorsMiddleware } from './api-errors.ts';
import { runMiddleware } from './middleware.ts';
import { testLocals } from './test-locals.test-helper.ts';

const htmlPage = (status: number) => async () =>
  new Response('<!doctype html><title>Not found</title>', {
    status,
    headers: { 'content-type': 'text/html' },
  });

const run = (path: string, route: string, last = htmlPage(404)) =>
  runMiddleware(
    [apiErrorsMiddleware],
    new Request(`http://portal.test${path}`),
    { requestId: 't', log: createLogger('silent'), locals: testLocals(), route },
    last,
  );

describe('apiErrorsMiddleware', () => {
  it('answers an unknown path under every API prefix with a JSON 404, never the HTML page', async () => {
    for (const path of ['/api/nope', '/gateway/nope/deeper', '/1/nope']) {
      let rendered = false;
      const response = await run(path, '/[...slug]', async () => {
        rendered = true;
        return htmlPage(404)();
      });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: `Not found: there is no API at ${path}.` });
      expect(rendered).toBe(false);
    }
  });

  it('turns an HTML error of an endpoint route into JSON with the same status', async () => {
    const missing = await run('/api/contentful-provider/banner-info', '/api/contentful-provider/banner-info');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toHaveProperty('error');
  });

  it('leaves pages and JSON answers alone', async () => {
    const page = await run('/no/such/page/', '/[...slug]');
    expect(page.headers.get('content-type')).toBe('text/html');
    const json = await run('/api/thing', '/api/thing', async () => Response.json({ ok: 1 }, { status: 400 }));
    expect(await json.json()).toEqual({ ok: 1 });
  });
});
