import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickEventFor, sendClick, type ClickSettings } from './result-clicks.ts';

const settings: ClickSettings = {
  appId: 'PORTICO',
  indexName: 'portico_docs',
  apiSearchKey: 'key',
  insightsHost: null,
  userToken: 'nonLoggedInUser',
};
const queryID = 'a'.repeat(32);

describe('/search/ click analytics (spec §7)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('builds the click event of a marked result', () => {
    expect(clickEventFor({ objectID: 'o1', position: '12', queryID }, settings, 5)).toEqual({
      eventType: 'click',
      eventName: 'Search result clicked',
      index: 'portico_docs',
      queryID,
      objectIDs: ['o1'],
      positions: [12],
      userToken: 'nonLoggedInUser',
      timestamp: 5,
    });
  });

  it('ignores malformed marks', () => {
    for (const marks of [
      { objectID: '', position: '1', queryID },
      { objectID: 'o', position: '0', queryID },
      { objectID: 'o', position: '1.5', queryID },
      { objectID: 'o', position: null, queryID },
      { objectID: 'o', position: '1', queryID: 'not-an-id' },
    ]) {
      expect(clickEventFor(marks, settings, 1)).toBeUndefined();
    }
  });

  it('posts to the page origin (or the configured host) with the key, keepalive', async () => {
    const fetchFn = vi.fn(async () => new Response('{}', { status: 200 }));
    const event = clickEventFor({ objectID: 'o', position: '1', queryID }, settings, 1)!;
    await sendClick(event, settings, 'https://docs.example', fetchFn);
    await sendClick(event, { ...settings, insightsHost: 'https://insights.example' }, 'x', fetchFn);
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://docs.example/1/events');
    expect(init.keepalive).toBe(true);
    expect(init.headers).toMatchObject({ 'x-algolia-api-key': 'key', 'x-algolia-application-id': 'PORTICO' });
    expect(JSON.parse(init.body as string)).toEqual({ events: [event] });
    expect((fetchFn.mock.calls[1] as unknown as [string])[0]).toBe('https://insights.example/1/events');
  });

  it('logs a refused or failed click to the console only', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const event = clickEventFor({ objectID: 'o', position: '1', queryID }, settings, 1)!;
    await sendClick(event, settings, 'o', async () => new Response('', { status: 403 }));
    await sendClick(event, settings, 'o', async () => Promise.reject(new Error('offline')));
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0]![0]).toBe('Search error: Unable to record click');
  });
});
