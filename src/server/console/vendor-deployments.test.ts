import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import { AppFieldError, AppNotFoundError } from './registry-errors.ts';
import { RegistryUnavailableError } from './registry-unavailable-error.ts';
import { vendorAppRegistry } from './vendor-app-registry.ts';

const TOKEN = 'tok_service-credential-9c1d';
const CLIENT_ID = 'Qx3fK9mZ2pL7vB4nR8tY1wE6uI0oA5sD';
const SECRET = 'pcs_client-secret-never-logged-4e2b';

/** What the scripted vendor received: the line, the headers and the body of each request. */
interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let handle: (request: IncomingMessage, response: ServerResponse) => void;
let baseUrl: string;
let lines: string[];
let seen: Seen[];
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    });
    handle(request, response);
  });
});

function answer(status: number, body?: unknown) {
  handle = (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body));
  };
}

function registry(timeoutMs = 2000) {
  const log = createLogger('debug', {}, (line) => lines.push(line));
  return vendorAppRegistry({ baseUrl, token: TOKEN, timeoutMs }, { log });
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
  seen = [];
});

const deployment = { id: 'd1', status: 'DONE', startedAt: '2026-11-26T09:00:00.000Z' };

describe('authenticateClient on the vendor', () => {
  it('sends the secret in the body only, as the app, and reads the app back', async () => {
    answer(200, { appId: 'app-1', clientId: CLIENT_ID });
    expect(await registry().authenticateClient(CLIENT_ID, SECRET)).toEqual({
      appId: 'app-1',
      clientId: CLIENT_ID,
    });
    const [request] = seen;
    expect(`${request!.method} ${request!.url}`).toBe('POST /v1/clients/authenticate');
    expect(request!.headers['portal-actor-id']).toBe(encodeURIComponent(`client:${CLIENT_ID}`));
    expect(JSON.parse(request!.body)).toEqual({ clientId: CLIENT_ID, clientSecret: SECRET });
    expect(JSON.stringify(request!.headers)).not.toContain(SECRET);
    expect(request!.url).not.toContain(SECRET);
  });

  it('answers undefined for a 404 client_not_found, logging nothing', async () => {
    answer(404, { error: 'client_not_found', message: 'No such client' });
    expect(await registry().authenticateClient(CLIENT_ID, SECRET)).toBeUndefined();
    expect(lines).toEqual([]);
  });

  it.each([
    ['a 500 echoing the secret', 500, { error: 'boom', message: `bad secret ${SECRET}` }],
    ['a 401', 401, { error: 'unauthorized', message: SECRET }],
    ['not JSON', 200, `<html>${SECRET}</html>`],
    ['the secret echoed in the answer', 200, { appId: 'app-1', clientId: CLIENT_ID, clientSecret: SECRET }],
    ['another client', 200, { appId: 'app-1', clientId: 'Zz3fK9mZ2pL7vB4nR8tY1wE6uI0oA5sD' }],
    ['an app_not_found, which is no answer to this call', 404, { error: 'app_not_found', message: 'no' }],
    ['a field error without problems', 400, { error: 'invalid', message: SECRET, problems: [] }],
    [
      'a field error echoing the secret',
      400,
      { error: 'invalid', message: SECRET, problems: [{ field: 'clientSecret', message: SECRET }] },
    ],
    ['a forbidden', 403, { error: 'forbidden', message: SECRET, action: 'view' }],
  ])('is unavailable on %s, with the secret in no log line or error', async (_what, status, body) => {
    answer(status, body);
    const error = await failure(registry().authenticateClient(CLIENT_ID, SECRET));
    expect(error).toBeInstanceOf(RegistryUnavailableError);
    expect(lines).toHaveLength(1);
    expect(lines.join('\n')).toContain('"operation":"authenticateClient"');
    for (const text of [lines.join('\n'), String(error), JSON.stringify(error), (error as Error).stack]) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(TOKEN);
    }
  });

  it('is unavailable after the timeout, with the secret in no log line', async () => {
    handle = () => undefined; // never answers
    const error = await failure(registry(300).authenticateClient(CLIENT_ID, SECRET));
    expect(error).toMatchObject({ name: 'RegistryUnavailableError', reason: 'timeout' });
    expect(lines.join('\n')).not.toContain(SECRET);
    expect(String(error)).not.toContain(SECRET);
  });
});

describe('recordAppDeployment on the vendor', () => {
  it('posts the report to app-deployments as the app and reads the deployment back', async () => {
    answer(201, { environment: 'STAGING', deployment });
    const report = { environment: 'STAGING', status: 'DONE' } as const;
    expect(await registry().recordAppDeployment('app 1', CLIENT_ID, report)).toEqual({
      environment: 'STAGING',
      deployment,
    });
    expect(`${seen[0]!.method} ${seen[0]!.url}`).toBe('POST /v1/apps/app%201/app-deployments');
    expect(seen[0]!.headers['portal-actor-id']).toBe(encodeURIComponent(`client:${CLIENT_ID}`));
    expect(JSON.parse(seen[0]!.body)).toEqual(report);
  });

  it('maps the protocol errors and refuses answers of the wrong shape', async () => {
    const report = { environment: 'STAGING', status: 'DONE' } as const;
    answer(404, { error: 'app_not_found', message: 'no' });
    expect(await failure(registry().recordAppDeployment('app-1', CLIENT_ID, report))).toBeInstanceOf(
      AppNotFoundError,
    );
    answer(400, { error: 'invalid', message: 'no', problems: [{ field: 'environment', message: 'No' }] });
    expect(await failure(registry().recordAppDeployment('app-1', CLIENT_ID, report))).toBeInstanceOf(
      AppFieldError,
    );
    for (const body of [
      { environment: 'PRODUCTION', deployment },
      { environment: 'STAGING', deployment: { ...deployment, secret: 'x' } },
      { deployment },
    ]) {
      answer(201, body);
      const error = await failure(registry().recordAppDeployment('app-1', CLIENT_ID, report));
      expect(error).toMatchObject({ name: 'RegistryUnavailableError', reason: 'malformed' });
    }
  });
});

describe('deploymentHistory on the vendor', () => {
  it('asks as the developer or as the app, with the limit held to 1–50', async () => {
    answer(200, { environments: [{ environment: 'PRODUCTION', deployments: [deployment] }] });
    expect(await registry().deploymentHistory('app-1', { accountId: 'acc-1' }, 10)).toEqual([
      { environment: 'PRODUCTION', deployments: [deployment] },
    ]);
    await registry().deploymentHistory('app-1', { clientId: CLIENT_ID }, 500);
    await registry().deploymentHistory('app-1', { clientId: CLIENT_ID }, 0);
    expect(seen.map((request) => `${request.url} ${request.headers['portal-actor-id']}`)).toEqual([
      '/v1/apps/app-1/deployments?limit=10 acc-1',
      `/v1/apps/app-1/deployments?limit=50 ${encodeURIComponent(`client:${CLIENT_ID}`)}`,
      `/v1/apps/app-1/deployments?limit=1 ${encodeURIComponent(`client:${CLIENT_ID}`)}`,
    ]);
  });

  it.each([
    [
      'more deployments than the limit',
      { environments: [{ environment: 'STAGING', deployments: [deployment, deployment] }] },
    ],
    [
      'an environment twice',
      {
        environments: [
          { environment: 'STAGING', deployments: [] },
          { environment: 'STAGING', deployments: [] },
        ],
      },
    ],
    ['an unknown environment', { environments: [{ environment: 'QA', deployments: [] }] }],
    ['a field the protocol lacks', { environments: [], appId: 'app-1' }],
  ])('refuses %s', async (_what, body) => {
    answer(200, body);
    const error = await failure(registry().deploymentHistory('app-1', { accountId: 'acc-1' }, 1));
    expect(error).toMatchObject({ name: 'RegistryUnavailableError', reason: 'malformed' });
  });

  it('answers AppNotFoundError for an app the reader may not see', async () => {
    answer(404, { error: 'app_not_found', message: 'no' });
    expect(await failure(registry().deploymentHistory('app-1', { clientId: CLIENT_ID }, 10))).toBeInstanceOf(
      AppNotFoundError,
    );
  });
});
