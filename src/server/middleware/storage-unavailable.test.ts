import { describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import { RegistryUnavailableError } from '../console/registry-unavailable-error.ts';
import { StorageUnavailableError } from '../storage/storage-unavailable.ts';
import { runMiddleware, type RequestContext } from './middleware.ts';
import { storageUnavailableMiddleware } from './storage-unavailable.ts';
import { testLocals } from './test-locals.test-helper.ts';

const context = (): RequestContext => ({ requestId: 't', log: createLogger('silent'), locals: testLocals() });
const failing = (error: unknown) => () => Promise.reject(error);
const send = (path: string, error: unknown) =>
  runMiddleware(
    [storageUnavailableMiddleware],
    new Request(`http://portal.test${path}`, { method: 'POST' }),
    context(),
    failing(error),
  );

describe('storageUnavailableMiddleware', () => {
  it('answers an uncaught outage under /api/ and /gateway/ with a JSON 503 and Retry-After', async () => {
    for (const path of ['/api/account/profile', '/gateway/api/session/heartbeat']) {
      const response = await send(path, new StorageUnavailableError());
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ error: 'Storage is unavailable. Try again shortly.' });
    }
  });

  it('keeps Algolia’s error shape under /1/, and a plain 503 for pages', async () => {
    const api = await send('/1/events', new StorageUnavailableError());
    expect(await api.json()).toEqual({ message: 'Storage is unavailable. Try again shortly.', status: 503 });
    const page = await send(
      '/account/profile',
      new Error('wrapped', { cause: new StorageUnavailableError() }),
    );
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('answers the vendor app registry’s outage with a 503 too, JSON under /api/', async () => {
    const outage = new RegistryUnavailableError('timeout', 'App registry findApp: no answer in 10000 ms');
    const api = await send('/api/console/apps/a1/deployments', outage);
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('5');
    expect(await api.json()).toEqual({ error: 'The app registry is unavailable. Try again shortly.' });
    const page = await send('/console/myapps/a1/settings/', new Error('rendering', { cause: outage }));
    expect(page.status).toBe(503);
    expect(await page.text()).toBe('The app registry is unavailable. Try again shortly.\n');
  });

  it('lets every other error through to the request log’s 500', async () => {
    await expect(send('/api/account/profile', new Error('a bug'))).rejects.toThrow('a bug');
  });
});
