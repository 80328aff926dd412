import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppOrOutboundAuthServiceNotFound, OutboundAuthServiceNotFound } from '../../core/console/index.ts';
import { createLogger } from '../log/logger.ts';
import { AppActionForbiddenError, AppFieldError, AppNotFoundError } from './registry-errors.ts';
import { RegistryUnavailableError } from './registry-unavailable-error.ts';
import { vendorAppRegistry } from './vendor-app-registry.ts';

const TOKEN = 'tok_do-not-log-me-7f3a';
const OWNER = { id: 'owner-1', email: 'dev@partner.example', emailVerified: false };

/** A vendor that answers whatever the test sets, over real HTTP. */
let handle: (request: IncomingMessage, response: ServerResponse) => void;
let baseUrl: string;
let lines: string[];
const server = createServer((request, response) => handle(request, response));

function answer(status: number, body?: unknown) {
  handle = (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body));
  };
}

function registry(timeoutMs = 2000, url = baseUrl) {
  const log = createLogger('debug', {}, (line) => lines.push(line));
  return vendorAppRegistry({ baseUrl: url, token: TOKEN, timeoutMs }, { log });
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the call should have failed'),
    (error: unknown) => error,
  );
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  lines = [];
});

describe('an unavailable vendor', () => {
  it.each([500, 502, 503, 401, 429])(
    'answers %i: RegistryUnavailableError naming the status, not the body',
    async (status) => {
      answer(status, { error: 'boom', message: `echo ${TOKEN} pcs_leaked-secret` });
      const error = await failure(registry().rotateSecret('app-1', OWNER));
      expect(error).toBeInstanceOf(RegistryUnavailableError);
      expect(error).toMatchObject({ reason: 'status', vendorStatus: status, status: 503 });
      expect((error as Error).message).toBe(`App registry rotateSecret: answered ${status}`);
      expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
        expect.objectContaining({ level: 'warn', operation: 'rotateSecret', reason: 'status', status }),
      ]);
    },
  );

  it('gives up after the timeout', async () => {
    handle = () => undefined; // never answers
    const started = Date.now();
    const error = await failure(registry(300).listApps(OWNER.id));
    expect(error).toMatchObject({ name: 'RegistryUnavailableError', reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives up when the answer stalls half-way', async () => {
    handle = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"apps": [');
    };
    expect(await failure(registry(300).listApps(OWNER.id))).toMatchObject({ reason: 'timeout' });
  });

  it('is unreachable when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await failure(registry(2000, `http://127.0.0.1:${port}`).findApp('app-1', OWNER.id));
    expect(error).toMatchObject({ name: 'RegistryUnavailableError', reason: 'unreachable' });
  });

  it('follows no redirect, so the credential goes nowhere else', async () => {
    let elsewhere = 0;
    const other = createServer((_request, response) => {
      elsewhere++;
      response.end('{"apps":[]}');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    handle = (_request, response) => {
      response.writeHead(307, {
        location: `http://127.0.0.1:${(other.address() as AddressInfo).port}/v1/apps`,
      });
      response.end();
    };
    expect(await failure(registry().listApps(OWNER.id))).toBeInstanceOf(RegistryUnavailableError);
    expect(elsewhere).toBe(0);
    await new Promise<void>((resolve) => other.close(() => resolve()));
  });
});

describe('answers the portal does not trust', () => {
  const app = {
    id: 'app-1',
    name: 'App',
    updatedAt: '2026-11-26T10:00:00Z',
    appType: 'oauth2',
  };

  it.each([
    ['not JSON', 200, '<html>maintenance</html>'],
    ['a list of the wrong shape', 200, { apps: [{ id: 'app-1' }] }],
    ['a list with a field the protocol lacks', 200, { apps: [{ ...app, secret: 'x' }] }],
    ['an error body without a known code', 400, { error: 'nope', message: 'bad' }],
    ['a field error without problems', 400, { error: 'invalid', message: 'bad', problems: [] }],
    ['a code that does not go with the status', 404, { error: 'forbidden', message: 'no', action: 'edit' }],
  ])('refuses %s', async (_what, status, body) => {
    answer(status, body);
    const error = await failure(registry().listApps(OWNER.id));
    expect(error).toMatchObject({ name: 'RegistryUnavailableError', reason: 'malformed' });
    expect(lines.join('\n')).toContain('"reason":"malformed"');
  });

  it('refuses a view of another app than the one asked for', async () => {
    answer(200, { app: { ...app, id: 'app-2' } });
    expect(await failure(registry().findApp('app-1', OWNER.id))).toMatchObject({ reason: 'malformed' });
  });

  it('refuses credentials without a client id of the right form', async () => {
    answer(200, { clientId: 'short', clientSecret: 'pcs_x' });
    const error = await failure(registry().rotateSecret('app-1', OWNER));
    expect(error).toMatchObject({ reason: 'malformed' });
    expect((error as Error).message).not.toContain('pcs_x');
  });

  it('refuses a not-found or forbidden code on a call about no app', async () => {
    answer(404, { error: 'app_not_found', message: 'no' });
    expect(await failure(registry().listApps(OWNER.id))).toMatchObject({ reason: 'malformed' });
    answer(403, { error: 'forbidden', message: 'no', action: 'edit' });
    const create = registry().createApp(OWNER, { name: 'A', appType: 'oauth2', acceptTerms: true });
    expect(await failure(create)).toMatchObject({ reason: 'malformed' });
  });

  it('refuses a service-not-found code outside the outbound auth operations', async () => {
    answer(404, { error: 'outbound_auth_service_not_found', message: 'no' });
    expect(await failure(registry().deleteApp('app-1', OWNER))).toMatchObject({ reason: 'malformed' });
  });
});

describe('protocol errors', () => {
  it('maps 400, 403 and 404 to the registry errors', async () => {
    answer(400, {
      error: 'quota_exceeded',
      message: 'full',
      problems: [{ field: 'name', message: 'Too many' }],
    });
    const field = await failure(
      registry().createApp(OWNER, { name: 'A', appType: 'oauth2', acceptTerms: true }),
    );
    expect(field).toBeInstanceOf(AppFieldError);
    expect((field as AppFieldError).problems).toEqual([{ field: 'name', message: 'Too many' }]);

    answer(403, { error: 'forbidden', message: 'viewer', action: 'edit' });
    const forbidden = await failure(registry().addCallbackUrl('app-1', OWNER, 'https://a.example/cb'));
    expect(forbidden).toBeInstanceOf(AppActionForbiddenError);
    expect(forbidden).toMatchObject({ appId: 'app-1', action: 'edit' });

    answer(404, { error: 'app_not_found', message: 'no' });
    expect(await failure(registry().auditLog('app-1', OWNER.id))).toBeInstanceOf(AppNotFoundError);
    expect(await registry().findApp('app-1', OWNER.id)).toBeUndefined();
    expect(await failure(registry().removeOutboundAuth('app-1', OWNER, 'drive'))).toBeInstanceOf(
      AppOrOutboundAuthServiceNotFound,
    );

    answer(404, { error: 'outbound_auth_service_not_found', message: 'no' });
    const missing = await failure(registry().removeOutboundAuth('app-1', OWNER, 'drive'));
    expect(missing).toBeInstanceOf(OutboundAuthServiceNotFound);
    expect(missing).toMatchObject({ serviceKey: 'drive' });
  });
});

describe('the service credential', () => {
  it('goes in the Authorization header and nowhere in logs or errors', async () => {
    const seen: (string | undefined)[] = [];
    handle = (request, response) => {
      seen.push(request.headers.authorization);
      response.writeHead(503);
      response.end(`upstream said ${TOKEN}`);
    };
    const error = await failure(registry().listApps(OWNER.id));
    expect(seen).toEqual([`Bearer ${TOKEN}`]);
    expect(lines).toHaveLength(1);
    expect(lines.join('\n')).not.toContain(TOKEN);
    expect(JSON.stringify(error)).not.toContain(TOKEN);
    expect(String(error)).not.toContain(TOKEN);
    expect((error as Error).stack ?? '').not.toContain(TOKEN);
  });

  it('leaves the acting developer to its own percent-encoded header', async () => {
    const headers: IncomingMessage['headers'][] = [];
    handle = (request, response) => {
      headers.push(request.headers);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"apps":[]}');
    };
    await registry().listApps('ünïcode id');
    expect(headers[0]!['portal-actor-id']).toBe(encodeURIComponent('ünïcode id'));
    expect(headers[0]!['portal-actor-email']).toBeUndefined();
  });
});
