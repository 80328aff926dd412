import { describe, expect, it } from 'vitest';
import {
  BANNER_INFO_PATH,
  DISMISS_KEY,
  isDismissed,
  loadBanner,
  rememberDismissal,
  type BannerEnvironment,
} from './banner-client.ts';

const ACTIVE = {
  showBanner: true,
  startDate: '2026-01-01T00:00:00Z',
  endDate: '2030-01-01T00:00:00Z',
  bannerMessage: '<b>Hello</b>',
};

function environment(answer: () => Promise<Response>, stored: Record<string, string> = {}) {
  const requests: string[] = [];
  const logs: string[] = [];
  const store = new Map(Object.entries(stored));
  const env: BannerEnvironment = {
    fetch: (url) => {
      requests.push(url);
      return answer();
    },
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
    },
    now: () => new Date('2026-06-01T00:00:00Z'),
    log: (message) => logs.push(message),
  };
  return { env, requests, logs, store };
}
const json =
  (body: unknown, status = 200) =>
  async () =>
    Response.json(body, { status });

describe('loadBanner', () => {
  it('requests the banner for the page path and returns the message when it should show', async () => {
    const { env, requests, logs } = environment(json(ACTIVE));
    expect(await loadBanner('/cloud/jira/', env)).toBe('<b>Hello</b>');
    expect(requests).toEqual([`${BANNER_INFO_PATH}?path=%2Fcloud%2Fjira%2F`]);
    expect(logs).toEqual([]);
  });

  it('stays hidden without logging when the answer says no banner or the window is over', async () => {
    expect(await loadBanner('/', environment(json({ ...ACTIVE, showBanner: false })).env)).toBeUndefined();
    const ended = environment(json({ ...ACTIVE, endDate: '2026-05-01T00:00:00Z' }));
    expect(await loadBanner('/', ended.env)).toBeUndefined();
    expect(ended.logs).toEqual([]);
  });

  it('requests nothing once dismissed', async () => {
    const { env, requests } = environment(json(ACTIVE), { [DISMISS_KEY]: 'true' });
    expect(await loadBanner('/', env)).toBeUndefined();
    expect(requests).toEqual([]);
  });

  it('still requests when the stored flag is anything but "true"', async () => {
    const { env, requests } = environment(json(ACTIVE), { [DISMISS_KEY]: 'false' });
    expect(await loadBanner('/', env)).toBe('<b>Hello</b>');
    expect(requests).toHaveLength(1);
  });

  it.each([
    [
      'a network error',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'failed or did not answer JSON',
    ],
    [
      'a non-JSON body',
      async () => new Response('<html>oops</html>', { status: 200 }),
      'did not answer JSON',
    ],
    ['an error status', json({ error: 'bad' }, 400), 'failed with status 400'],
    ['invalid data', json({ ...ACTIVE, startDate: 42 }), 'invalid banner data: startDate is not a string'],
    ['a wrong shape', json(['x']), 'invalid banner data: the answer is not an object'],
  ])('logs %s and stays hidden', async (_name, answer, logged) => {
    const { env, logs } = environment(answer);
    expect(await loadBanner('/', env)).toBeUndefined();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain(logged);
  });
});

describe('dismissal', () => {
  it("stores shouldDismissBanner='true'", () => {
    const { env, store } = environment(json(ACTIVE));
    expect(isDismissed(env)).toBe(false);
    rememberDismissal(env);
    expect(store.get('shouldDismissBanner')).toBe('true');
    expect(isDismissed(env)).toBe(true);
  });

  it('survives storage that throws or is missing', () => {
    const logs: string[] = [];
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(isDismissed({ storage: throwing })).toBe(false);
    rememberDismissal({ storage: throwing, log: (message) => logs.push(message) });
    expect(logs).toEqual(['Banner: could not store the dismissal']);
    expect(isDismissed({ storage: undefined })).toBe(false);
  });
});
