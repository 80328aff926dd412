import { describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import { localeVaryMiddleware, mergeVary } from './locale-vary.ts';
import { runMiddleware, type RequestContext } from './middleware.ts';
import { testLocals } from './test-locals.test-helper.ts';

const context: RequestContext = {
  requestId: 't',
  log: createLogger('info', {}, () => {}),
  locals: testLocals(),
};
const answer = (headers: Record<string, string>) =>
  runMiddleware(
    [localeVaryMiddleware],
    new Request('http://x/'),
    context,
    async () => new Response('x', { headers }),
  );

describe('localeVaryMiddleware', () => {
  it('marks pages as varying by cookie and language, cached by the browser only', async () => {
    const response = await answer({ 'Content-Type': 'text/html; charset=utf-8' });
    expect(response.headers.get('Vary')).toBe('Cookie, Accept-Language');
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(await response.text()).toBe('x');
  });

  it('keeps an existing Vary and Cache-Control', async () => {
    const response = await answer({
      'Content-Type': 'text/html',
      Vary: 'Accept-Encoding, cookie',
      'Cache-Control': 'no-store',
    });
    expect(response.headers.get('Vary')).toBe('Accept-Encoding, cookie, Accept-Language');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('lets shared caches keep a public page answered 200 without a cookie, and nothing else', async () => {
    const publicAnswer = (status: number, headers: Record<string, string>) =>
      runMiddleware(
        [localeVaryMiddleware],
        new Request('http://x/'),
        { ...context, locals: { ...testLocals(), pageCache: 'public' } },
        async () => new Response('x', { status, headers: { 'Content-Type': 'text/html', ...headers } }),
      );
    expect((await publicAnswer(200, {})).headers.get('Cache-Control')).toBe(
      'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
    );
    expect((await publicAnswer(200, { 'Set-Cookie': 'a=b' })).headers.get('Cache-Control')).toBe(
      'private, no-cache',
    );
    expect((await publicAnswer(404, {})).headers.get('Cache-Control')).toBe('private, no-cache');
  });

  it('leaves other answers alone', async () => {
    const response = await answer({
      'Content-Type': 'application/xml',
      'Cache-Control': 'public, max-age=3600',
    });
    expect(response.headers.get('Vary')).toBeNull();
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600');
  });
});

describe('mergeVary', () => {
  it('adds missing names once and respects *', () => {
    expect(mergeVary(null, ['Cookie'])).toBe('Cookie');
    expect(mergeVary('Cookie', ['Cookie', 'Accept-Language'])).toBe('Cookie, Accept-Language');
    expect(mergeVary('*', ['Cookie'])).toBe('*');
  });
});
