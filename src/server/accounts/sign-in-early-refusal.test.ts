import { createServer, request as httpRequest, type ClientRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInAddressTracker } from './sign-in-address-tracker.ts';
import { SignInEarlyRefusal } from './sign-in-early-refusal.ts';

interface Answer {
  status: number;
  location: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const DEVICE = `portico_known_device=${'a'.repeat(43)}`;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

let server: Server | undefined;
let clock = 0;
let tracker: SignInAddressTracker;
let appSaw: string[] = [];

/** A server that refuses early with `refusal`, else hands the request to an app echoing its body. */
async function serve(options: { maxHeld?: number } = {}) {
  const refusal = new SignInEarlyRefusal({ tracker, maxHoldMs: 10_000, now: () => clock, ...options });
  server = createServer((req, res) => {
    refusal.handle(
      req,
      res,
      () => ({ 'X-Frame-Options': 'DENY' }),
      () => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          appSaw.push(`${req.method} ${req.url} ${body}`);
          res.end('app');
        });
      },
    );
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { refusal, port: (server.address() as AddressInfo).port };
}

/** Sends a request; `answer` settles with the response, `sent` is the request (to abort it). */
function send(
  port: number,
  options: { method?: string; path?: string; from?: string; cookie?: string; body?: string },
) {
  let sent: ClientRequest | undefined;
  const answer = new Promise<Answer>((resolve, reject) => {
    sent = httpRequest(
      {
        port,
        method: options.method ?? 'POST',
        path: options.path ?? '/api/account/login',
        headers: {
          connection: 'close',
          'content-type': 'application/x-www-form-urlencoded',
          ...(options.from === undefined ? {} : { 'x-forwarded-for': options.from }),
          ...(options.cookie === undefined ? {} : { cookie: options.cookie }),
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            headers: res.headers,
            body,
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(options.body ?? 'email=a%40example.org&password=guess');
  });
  return { answer, sent: sent! };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  clock = Date.parse('2026-11-27T10:00:00Z');
  tracker = new SignInAddressTracker({ now: () => clock });
  appSaw = [];
});

afterEach(async () => {
  vi.useRealTimers();
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

describe('SignInEarlyRefusal', () => {
  it('hands the app everything but a sign-in from an address with a refusal to wait out, body intact', async () => {
    const { port } = await serve();
    tracker.refused('198.51.100.7', 'busy', 2);
    const answers = [
      send(port, { from: '198.51.100.8' }),
      send(port, { from: '198.51.100.7', path: '/api/account/register', body: 'email=x' }),
      send(port, { from: '198.51.100.7', method: 'PUT', body: 'put' }),
    ];
    for (const { answer } of answers) expect((await answer).body).toBe('app');
    expect(appSaw.sort()).toEqual([
      'POST /api/account/login email=a%40example.org&password=guess',
      'POST /api/account/register email=x',
      'PUT /api/account/login put',
    ]);
  });

  it('holds the refusal until its Retry-After is over, then answers it as the login form expects', async () => {
    const { refusal, port } = await serve();
    tracker.refused('198.51.100.7', 'busy', 2);
    let answered = false;
    const { answer } = send(port, {
      from: '198.51.100.7',
      body: 'returnTo=%2Fdocs%2Fguide&email=a&password=b',
    });
    void answer.then(() => (answered = true));
    while (refusal.holding === 0) await nextTurn();
    expect(tracker.standing('198.51.100.7')).toBe('dirty');
    vi.advanceTimersByTime(1999);
    for (let i = 0; i < 20; i += 1) await nextTurn();
    expect(answered).toBe(false);
    vi.advanceTimersByTime(1);
    const refused = await answer;
    expect(refused).toMatchObject({
      status: 303,
      location: '/account/login?returnTo=%2Fdocs%2Fguide&error=busy',
    });
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['x-frame-options']).toBe('DENY');
    while (refusal.holding > 0) await nextTurn();
    expect(appSaw).toEqual([]);
  });

  it('lets a known-device browser past a busy hold, but not past an address-wide throttle', async () => {
    const { refusal, port } = await serve();
    tracker.refused('198.51.100.7', 'busy', 2);
    expect((await send(port, { from: '198.51.100.7', cookie: DEVICE }).answer).body).toBe('app');
    tracker.refused('198.51.100.9', 'throttled', 64);
    const { answer } = send(port, { from: '198.51.100.9', cookie: DEVICE, path: '/api/account/login/?x=1' });
    while (refusal.holding === 0) await nextTurn();
    // Held at most maxHoldMs; the answer then tells the rest of the wait.
    clock += 10_000;
    vi.advanceTimersByTime(10_000);
    expect(await answer).toMatchObject({ status: 303, location: '/account/login?error=throttled&wait=54' });
    expect(appSaw).toHaveLength(1);
  });

  it('answers at once past maxHeld, and stops counting a hold whose client went away', async () => {
    const { refusal, port } = await serve({ maxHeld: 1 });
    tracker.refused('198.51.100.7', 'busy', 2);
    const first = send(port, { from: '198.51.100.7' });
    first.answer.catch(() => undefined);
    while (refusal.holding === 0) await nextTurn();
    expect(await send(port, { from: '198.51.100.7' }).answer).toMatchObject({
      status: 303,
      location: '/account/login?error=busy',
    });
    expect(refusal.holding).toBe(1);
    first.sent.destroy();
    while (refusal.holding > 0) await nextTurn();
    expect(appSaw).toEqual([]);
  });
});
