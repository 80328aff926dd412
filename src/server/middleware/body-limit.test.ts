import { describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import { bodyLimitMiddleware, MAX_REQUEST_BODY_BYTES } from './body-limit.ts';
import { testLocals } from './test-locals.test-helper.ts';

const context = { requestId: 'r', log: createLogger('silent'), locals: testLocals() };
const ok = async () => new Response('handled');
const run = (request: Request) => bodyLimitMiddleware(request, context, ok);

const post = (headers: Record<string, string>, body: BodyInit | null = 'x=1') =>
  new Request('http://portal.test/api/x', { method: 'POST', headers, body, duplex: 'half' } as RequestInit);

describe('bodyLimitMiddleware', () => {
  it('passes bodies up to the limit and requests without a body', async () => {
    expect(await (await run(post({ 'content-length': String(MAX_REQUEST_BODY_BYTES) }))).text()).toBe(
      'handled',
    );
    expect(await (await run(new Request('http://portal.test/'))).text()).toBe('handled');
    expect((await run(post({}, null))).status).toBe(200);
  });

  it('refuses a declared length over the limit with 413 before anything reads the body', async () => {
    const response = await run(post({ 'content-length': String(MAX_REQUEST_BODY_BYTES + 1) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      message: `The request body is larger than ${MAX_REQUEST_BODY_BYTES} bytes.`,
      status: 413,
    });
  });

  it('refuses a malformed length with 400', async () => {
    for (const value of ['-1', '1e9', 'abc', '9999999999999999999999']) {
      expect((await run(post({ 'content-length': value }))).status).toBe(400);
    }
  });

  it('refuses a form post of unknown length (411), but lets streamed JSON reach its capped reader', async () => {
    const stream = () => new Blob(['a=1']).stream();
    const form = await run(post({ 'content-type': 'application/x-www-form-urlencoded' }, stream()));
    expect(form.status).toBe(411);
    const multipart = await run(post({ 'content-type': 'multipart/form-data; boundary=x' }, stream()));
    expect(multipart.status).toBe(411);
    expect((await run(post({ 'content-type': 'application/json' }, stream()))).status).toBe(200);
  });
});
