import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import type { Database } from '../storage/database.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { openTestPglite } from '../storage/test-pglite.test-helper.ts';
import type { Requester } from './customer-request.ts';
import { serviceDeskFromEnv, type SupportEnv } from './service-desk-config.ts';
import { handleServiceDeskRequest, type ServiceDeskHandlerDeps } from './service-desk-handler.ts';
import type { ServiceDeskProvider } from './service-desk-provider.ts';
import { supportDraftStore } from './support-draft-store.ts';
import { supportRequestStore } from './support-request-store.ts';

const EMAIL = 'portal-bot@vendor.example.com';
const TOKEN = 'jsm-api-token-for-tests';
const DESK = '7';
const TYPE = '31';

/** A request as Jira Service Management keeps it in this fake desk. */
interface Stored {
  issueId: string;
  issueKey: string;
  requestTypeId: string;
  reporter: string;
  summary: string;
  description: string;
  done: boolean;
  created: number;
}

/**
 * A small stand-in for Jira Service Management's REST API over real HTTP: POST and GET
 * /rest/servicedeskapi/request with basic authentication, shaped like Jira's answers. `mode`
 * makes it fail in the ways a real upstream does.
 */
class FakeJsm {
  requests: Stored[] = [];
  received: { method: string; url: string; body: unknown }[] = [];
  mode: 'ok' | 'error' | 'html' | 'hang' | 'bad-shape' = 'ok';
  private server: Server | undefined;
  baseUrl = '';

  async start() {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private json(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private dto(request: Stored) {
    const date = (ms: number) => ({
      iso8601: new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000'),
      jira: new Date(ms).toISOString(),
      friendly: 'Today',
      epochMillis: ms,
    });
    return {
      _expands: ['participant', 'status'],
      issueId: request.issueId,
      issueKey: request.issueKey,
      requestTypeId: request.requestTypeId,
      serviceDeskId: DESK,
      createdDate: date(request.created),
      reporter: {
        accountId: `id-${request.reporter}`,
        emailAddress: request.reporter,
        displayName: request.reporter,
      },
      requestFieldValues: [
        { fieldId: 'summary', label: 'Summary', value: request.summary },
        { fieldId: 'description', label: 'Description', value: request.description },
      ],
      currentStatus: request.done
        ? { status: 'Resolved', statusCategory: 'DONE', statusDate: date(request.created + 1000) }
        : { status: 'Waiting for support', statusCategory: 'NEW', statusDate: date(request.created) },
      _links: { web: `https://jsm.example.com/servicedesk/customer/portal/${DESK}/${request.issueKey}` },
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>);
    this.received.push({ method: req.method!, url: req.url!, body });
    if (this.mode === 'hang') return; // never answers
    const expected = `Basic ${Buffer.from(`${EMAIL}:${TOKEN}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      return this.json(res, 401, { errorMessage: 'Client must be authenticated to access this resource.' });
    }
    if (this.mode === 'error') return this.json(res, 500, { errorMessage: 'Internal server error' });
    if (this.mode === 'html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html>maintenance</html>');
    }
    if (this.mode === 'bad-shape') return this.json(res, 200, { values: [{ issueKey: 42 }], requests: [] });
    const url = new URL(req.url!, this.baseUrl);
    if (url.pathname !== '/rest/servicedeskapi/request')
      return this.json(res, 404, { errorMessage: 'Not found' });
    if (req.method === 'POST') {
      const fields = (body?.['requestFieldValues'] ?? {}) as Record<string, unknown>;
      if (
        body?.['serviceDeskId'] !== DESK ||
        typeof fields['summary'] !== 'string' ||
        !body['raiseOnBehalfOf']
      ) {
        return this.json(res, 400, {
          errorMessage: 'serviceDeskId, summary and raiseOnBehalfOf are required',
        });
      }
      const n = this.requests.length + 1;
      const stored: Stored = {
        issueId: String(10_000 + n),
        issueKey: `DEV-${n}`,
        requestTypeId: String(body['requestTypeId']),
        reporter: String(body['raiseOnBehalfOf']),
        summary: fields['summary'],
        description: String(fields['description'] ?? ''),
        done: false,
        created: Date.UTC(2026, 1, 1) + n * 60_000,
      };
      this.requests.push(stored);
      return this.json(res, 201, this.dto(stored));
    }
    // GET: an agent's view of the desk, filtered by status and paged as Jira does.
    const status = url.searchParams.get('requestStatus') ?? 'ALL_REQUESTS';
    const start = Number(url.searchParams.get('start') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 50);
    const matching = this.requests.filter((r) =>
      status === 'OPEN_REQUESTS' ? !r.done : status === 'CLOSED_REQUESTS' ? r.done : true,
    );
    const values = matching.slice(start, start + limit).map((r) => this.dto(r));
    return this.json(res, 200, {
      size: values.length,
      start,
      limit,
      isLastPage: start + limit >= matching.length,
      values,
    });
  }
}

const log = createLogger('silent');
const ann: Requester = { accountId: 'acc-ann', email: 'ann@customer.example.org', displayName: 'Ann' };
const bob: Requester = { accountId: 'acc-bob', email: 'bob@customer.example.org', displayName: 'Bob' };
const API = 'http://portal.test/api/servicedeskapi/request';

describe('Jira Service Management connector (against a real local HTTP server)', () => {
  const jsm = new FakeJsm();
  let db: Database;
  let provider: ServiceDeskProvider;
  const env = (overrides: Partial<SupportEnv> = {}): SupportEnv => ({
    SERVICE_DESK_PROVIDER: 'jsm',
    SERVICE_DESK_BASE_URL: `${jsm.baseUrl}/`,
    SERVICE_DESK_EMAIL: EMAIL,
    SERVICE_DESK_API_TOKEN: TOKEN,
    SERVICE_DESK_ID: DESK,
    SERVICE_DESK_REQUEST_TYPE_ID: TYPE,
    SERVICE_DESK_TIMEOUT_MS: 1000,
    ...overrides,
  });
  const deps = (requester: Requester | undefined, p = provider): ServiceDeskHandlerDeps => ({
    requester,
    provider: () => p,
    categories: async () => [
      { id: 'forge', title: 'Forge' },
      { id: 'security', title: 'Security issue', requestTypeId: '44' },
    ],
    drafts: async () => supportDraftStore(db),
    log,
  });
  const create = (requester: Requester, fields: Record<string, string>, p = provider) =>
    handleServiceDeskRequest(
      new Request(API, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ requestFieldValues: fields, category: fields['category'] }),
      }),
      deps(requester, p),
    );
  const list = async (requester: Requester, query = '', p = provider) =>
    handleServiceDeskRequest(new Request(`${API}${query}`), deps(requester, p));

  beforeAll(async () => {
    await jsm.start();
    db = await openTestPglite();
    await migrate(db, MIGRATIONS);
    for (const who of [ann, bob]) {
      await db.query(`insert into accounts (id, email, email_key, screen_name) values ($1, $2, $2, $3)`, [
        who.accountId,
        who.email,
        who.displayName,
      ]);
    }
    provider = serviceDeskFromEnv(env(), async () => supportRequestStore(db), log);
  }, 60_000);
  afterAll(async () => {
    await jsm.stop();
    await db.close();
  });
  beforeEach(() => {
    jsm.mode = 'ok';
    jsm.received = [];
  });

  it('raises the request on behalf of the user with the desk, request type and basic auth', async () => {
    const response = await create(ann, {
      summary: 'Cannot deploy',
      description: 'forge deploy hangs',
      category: 'forge',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      issueKey: 'DEV-1',
      issueId: '10001',
      serviceDeskId: DESK,
      requestTypeId: TYPE,
      summary: 'Cannot deploy',
      currentStatus: { status: 'Waiting for support', statusCategory: 'NEW' },
      _links: { web: `https://jsm.example.com/servicedesk/customer/portal/${DESK}/DEV-1` },
    });
    expect(jsm.received).toEqual([
      {
        method: 'POST',
        url: '/rest/servicedeskapi/request',
        body: {
          serviceDeskId: DESK,
          requestTypeId: TYPE,
          requestFieldValues: {
            summary: 'Cannot deploy',
            description: 'forge deploy hangs\n\nCategory: Forge',
          },
          raiseOnBehalfOf: 'ann@customer.example.org',
        },
      },
    ]);
    const linked = await db.query(
      'select issue_key, provider, account_id, description from support_requests',
    );
    expect(linked).toEqual([{ issue_key: 'DEV-1', provider: 'jsm', account_id: 'acc-ann', description: '' }]);
  });

  it("uses a category's own request type", async () => {
    expect((await create(ann, { summary: 'XSS', description: 'details', category: 'security' })).status).toBe(
      201,
    );
    expect((jsm.received[0]!.body as { requestTypeId: string }).requestTypeId).toBe('44');
  });

  it("lists only the requests the user raised through the portal, from Jira's status", async () => {
    expect((await create(bob, { summary: 'Bob asks', description: 'b', category: 'forge' })).status).toBe(
      201,
    );
    // A request raised in Jira directly (another channel) is never shown, even with the same email.
    jsm.requests.push({ ...jsm.requests[0]!, issueId: '99', issueKey: 'DEV-99', summary: 'elsewhere' });
    jsm.requests.find((r) => r.issueKey === 'DEV-2')!.done = true;
    jsm.received = [];
    const open = await list(ann);
    expect(open.status).toBe(200);
    const body = (await open.json()) as { values: { issueKey: string }[]; isLastPage: boolean };
    expect(body.values.map((v) => v.issueKey)).toEqual(['DEV-1']);
    expect(body.isLastPage).toBe(true);
    const asked = new URL(jsm.received[0]!.url, jsm.baseUrl);
    expect(asked.pathname).toBe('/rest/servicedeskapi/request');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      requestOwnership: 'ALL_REQUESTS',
      requestStatus: 'OPEN_REQUESTS',
      serviceDeskId: DESK,
      start: '0',
      limit: '50',
    });
    const all = (await (await list(ann, '?requestStatus=ALL_REQUESTS')).json()) as {
      values: { issueKey: string }[];
    };
    expect(all.values.map((v) => v.issueKey)).toEqual(['DEV-2', 'DEV-1']);
    const bobs = (await (await list(bob)).json()) as { values: { issueKey: string }[] };
    expect(bobs.values.map((v) => v.issueKey)).toEqual(['DEV-3']);
  });

  it('walks upstream pages until it has the window asked for', async () => {
    for (let i = 0; i < 60; i += 1) {
      jsm.requests.push({ ...jsm.requests[0]!, issueId: `x${i}`, issueKey: `OTHER-${i}` });
    }
    jsm.received = [];
    const body = (await (await list(bob, '?limit=1')).json()) as { values: { issueKey: string }[] };
    expect(body.values.map((v) => v.issueKey)).toEqual(['DEV-3']);
    expect(jsm.received.map((r) => new URL(r.url, jsm.baseUrl).searchParams.get('start'))).toEqual([
      '0',
      '50',
    ]);
  });

  it('cannot raise on behalf of an account without an email: 503, and Jira is not called', async () => {
    const response = await create(
      { ...ann, email: '' },
      { summary: 's', description: 'd', category: 'forge' },
    );
    expect(response.status).toBe(503);
    expect(jsm.received).toEqual([]);
  });

  it('does not call Jira for a user who raised nothing through the portal', async () => {
    await db.query(
      `insert into accounts (id, email, email_key, screen_name) values ('acc-cy', 'cy@x.org', 'cy@x.org', 'Cy')`,
    );
    const body = (await (
      await list({ accountId: 'acc-cy', email: 'cy@x.org', displayName: 'Cy' })
    ).json()) as {
      values: unknown[];
    };
    expect(body.values).toEqual([]);
    expect(jsm.received).toEqual([]);
  });

  it.each(['error', 'html', 'bad-shape', 'hang'] as const)(
    'answers a clear 502 when Jira fails (%s), for lists and new requests',
    async (mode) => {
      jsm.mode = mode;
      for (const response of [
        await list(ann),
        await create(ann, { summary: 's', description: 'd', category: 'forge' }),
      ]) {
        expect(response.status).toBe(502);
        expect(await response.json()).toEqual({
          error: 'The service desk did not answer properly; try again later.',
        });
      }
    },
  );

  it('answers 502 for wrong credentials and for an unreachable desk', async () => {
    const wrong = serviceDeskFromEnv(
      env({ SERVICE_DESK_API_TOKEN: 'nope' }),
      async () => supportRequestStore(db),
      log,
    );
    expect((await list(ann, '', wrong)).status).toBe(502);
    expect(jsm.received.length).toBeGreaterThan(0);
    const closed = serviceDeskFromEnv(
      env({ SERVICE_DESK_BASE_URL: 'http://127.0.0.1:1' }),
      async () => supportRequestStore(db),
      log,
    );
    expect((await create(ann, { summary: 's', description: 'd', category: 'forge' }, closed)).status).toBe(
      502,
    );
  });

  it('refuses an incomplete configuration, naming what is missing', () => {
    expect(() =>
      serviceDeskFromEnv(
        env({ SERVICE_DESK_ID: undefined, SERVICE_DESK_API_TOKEN: undefined }),
        async () => supportRequestStore(db),
        log,
      ),
    ).toThrow(/SERVICE_DESK_API_TOKEN: required when SERVICE_DESK_PROVIDER is jsm[\s\S]*SERVICE_DESK_ID/);
    expect(
      serviceDeskFromEnv(
        { ...env(), SERVICE_DESK_PROVIDER: 'embedded' },
        async () => supportRequestStore(db),
        log,
      ).name,
    ).toBe('embedded');
  });
});
