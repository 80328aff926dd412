import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupportCategory } from '../../schemas/support.ts';
import { createLogger } from '../log/logger.ts';
import { csrfMiddleware } from '../middleware/csrf.ts';
import { runMiddleware } from '../middleware/middleware.ts';
import { CSRF_COOKIE, newCsrfToken } from '../security/csrf.ts';
import type { Database } from '../storage/database.ts';
import { describeOnEveryDatabase } from '../storage/every-database.test-helper.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import type { Requester } from './customer-request.ts';
import { embeddedServiceDesk } from './embedded-service-desk.ts';
import {
  handleServiceDeskRequest,
  MAX_BODY_BYTES,
  type ServiceDeskHandlerDeps,
} from './service-desk-handler.ts';
import { ServiceDeskError, type ServiceDeskProvider } from './service-desk-provider.ts';
import { supportDraftStore } from './support-draft-store.ts';
import { supportRequestStore } from './support-request-store.ts';
import { testLocals } from '../middleware/test-locals.test-helper.ts';

const API = 'http://portal.test/api/servicedeskapi/request';
const CATEGORIES: SupportCategory[] = [
  { id: 'forge', title: 'Forge' },
  { id: 'rest-apis', title: 'REST APIs', requestTypeId: '12' },
];
const log = createLogger('silent');

const get = (query = '') => new Request(`${API}${query}`);
const form = (fields: Record<string, string>) =>
  new Request(API, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
const postJson = (body: unknown) =>
  new Request(API, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const bodyOf = async (response: Response) => (await response.json()) as Record<string, unknown>;
const valid = {
  summary: 'Webhook returns 500',
  description: 'Since Monday, X-Request-Id abc.',
  category: 'forge',
};

/** The same behaviour on the embedded database and on the PostgreSQL server. */
function handlerContract(engine: string, open: () => Promise<Database>) {
  describe(engine, () => {
    let db: Database;
    let clock = new Date('2026-02-01T09:00:00Z');
    const tick = () => {
      clock = new Date(clock.getTime() + 60_000);
      return clock;
    };
    const ann: Requester = { accountId: 'acc-ann', email: 'ann@customer.example.org', displayName: 'Ann' };
    const bob: Requester = { accountId: 'acc-bob', email: 'bob@customer.example.org', displayName: 'Bob' };

    beforeAll(async () => {
      db = await open();
      await migrate(db, MIGRATIONS);
      for (const who of [ann, bob]) {
        await db.query(`insert into accounts (id, email, email_key, screen_name) values ($1, $2, $2, $3)`, [
          who.accountId,
          who.email,
          who.displayName,
        ]);
      }
    }, 60_000);
    afterAll(() => db.close());

    const embedded = () => embeddedServiceDesk(async () => supportRequestStore(db), tick);
    const deps = (
      requester: Requester | undefined,
      provider: ServiceDeskProvider = embedded(),
    ): ServiceDeskHandlerDeps => ({
      requester,
      provider: () => provider,
      categories: async () => CATEGORIES,
      drafts: async () => supportDraftStore(db),
      log,
      now: () => clock,
    });

    it('refuses anonymous visitors: 401 JSON for the list and the JSON post, sign-in for the form', async () => {
      const list = await handleServiceDeskRequest(get(), deps(undefined));
      expect(list.status).toBe(401);
      expect(await bodyOf(list)).toEqual({ error: 'Sign in to see your support requests.' });
      expect((await handleServiceDeskRequest(postJson({}), deps(undefined))).status).toBe(401);
      const posted = await handleServiceDeskRequest(form(valid), deps(undefined));
      expect(posted.status).toBe(303);
      expect(posted.headers.get('location')).toBe('/account/login?returnTo=%2Fsupport%2F');
    });

    it('keeps a form post, redirects with its key, and lists it as open for its owner only', async () => {
      const response = await handleServiceDeskRequest(form({ ...valid, csrf: 'ignored' }), deps(ann));
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get('location')!, 'http://portal.test');
      expect(location.pathname).toBe('/support/');
      expect(location.hash).toBe('#support-form');
      const key = location.searchParams.get('created')!;
      expect(key).toMatch(/^REQ-\d+$/);

      const rows = await db.query<{
        issue_key: string;
        account_id: string;
        category: string;
        provider: string;
      }>('select issue_key, account_id, category, provider from support_requests where issue_key = $1', [
        key,
      ]);
      expect(rows).toEqual([
        { issue_key: key, account_id: 'acc-ann', category: 'forge', provider: 'embedded' },
      ]);

      const list = await handleServiceDeskRequest(get(), deps(ann));
      expect(list.status).toBe(200);
      expect(list.headers.get('cache-control')).toBe('private, no-store');
      const body = await bodyOf(list);
      const values = body['values'] as Record<string, unknown>[];
      expect(values).toHaveLength(1);
      expect(values[0]).toMatchObject({
        issueKey: key,
        requestTypeId: 'forge',
        serviceDeskId: 'embedded',
        summary: 'Webhook returns 500',
        currentStatus: { status: 'Waiting for support', statusCategory: 'NEW' },
        reporter: { emailAddress: 'ann@customer.example.org', displayName: 'Ann' },
        requestFieldValues: [
          { fieldId: 'summary', value: 'Webhook returns 500' },
          { fieldId: 'description', value: 'Since Monday, X-Request-Id abc.' },
        ],
      });
      expect((values[0]!['createdDate'] as { iso8601: string }).iso8601).toMatch(/^2026-02-01T09:/);
      expect(body).toMatchObject({ size: 1, start: 0, limit: 50, isLastPage: true });

      const bobs = await bodyOf(await handleServiceDeskRequest(get(), deps(bob)));
      expect(bobs['values']).toEqual([]);
    });

    it('filters by status and pages newest first', async () => {
      for (const summary of ['second', 'third']) {
        expect((await handleServiceDeskRequest(form({ ...valid, summary }), deps(ann))).status).toBe(303);
      }
      await db.query(
        `update support_requests set status = 'Resolved', status_category = 'DONE' where summary = 'second'`,
      );
      const open = await bodyOf(await handleServiceDeskRequest(get(), deps(ann)));
      expect((open['values'] as { summary: string }[]).map((v) => v.summary)).toEqual([
        'third',
        'Webhook returns 500',
      ]);
      const closed = await bodyOf(
        await handleServiceDeskRequest(get('?requestStatus=CLOSED_REQUESTS'), deps(ann)),
      );
      expect(closed['values']).toMatchObject([
        { summary: 'second', currentStatus: { statusCategory: 'DONE' } },
      ]);
      const page = await bodyOf(
        await handleServiceDeskRequest(
          get('?requestStatus=ALL_REQUESTS&requestOwnership=OWNED_REQUESTS&start=1&limit=1'),
          deps(ann),
        ),
      );
      expect(page).toMatchObject({
        size: 1,
        start: 1,
        limit: 1,
        isLastPage: false,
        values: [{ summary: 'second' }],
      });
    });

    it.each([
      ['?requestStatus=OPEN', 'requestStatus must be one of'],
      ['?limit=0', 'limit must be a whole number from 1 to 100'],
      ['?limit=101', 'limit'],
      ['?start=-1', 'start'],
      ['?start=abc', 'start'],
      ['?requestOwnership=ALL_REQUESTS', 'requestOwnership can only be OWNED_REQUESTS'],
      ['?expand=sla', "unknown parameter 'expand'"],
      ['?limit=1&limit=2', 'limit is given more than once'],
    ])('answers a bad query (%s) with 400 naming the problem', async (query, problem) => {
      const response = await handleServiceDeskRequest(get(query), deps(ann));
      expect(response.status).toBe(400);
      expect(String((await bodyOf(response))['error'])).toContain(problem);
    });

    it('keeps a refused form as a draft and sends the browser back with error=invalid', async () => {
      const before = await db.query('select count(*)::int as n from support_requests');
      const response = await handleServiceDeskRequest(
        form({ summary: '   ', description: 'typed text', category: 'nope' }),
        deps(bob),
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/support/?error=invalid#support-form');
      expect(await db.query('select count(*)::int as n from support_requests')).toEqual(before);
      expect(await supportDraftStore(db).read(bob.accountId, clock)).toEqual({
        fields: { summary: '   ', description: 'typed text', category: 'nope' },
        problems: ['summary-missing', 'category-unknown'],
      });
      // A later success clears it; an old draft is not shown.
      expect((await handleServiceDeskRequest(form(valid), deps(bob))).status).toBe(303);
      expect(await supportDraftStore(db).read(bob.accountId, clock)).toBeUndefined();
      await supportDraftStore(db).save(
        bob.accountId,
        { fields: valid, problems: [] },
        new Date('2026-01-01T00:00:00Z'),
      );
      expect(await supportDraftStore(db).read(bob.accountId, clock)).toBeUndefined();
    });

    it('raises from JSON with 201 and the request, and names every problem of a bad one', async () => {
      const created = await handleServiceDeskRequest(
        postJson({
          requestFieldValues: { summary: 'From the API', description: 'Body' },
          category: 'rest-apis',
        }),
        deps(ann),
      );
      expect(created.status).toBe(201);
      expect(await bodyOf(created)).toMatchObject({ summary: 'From the API', requestTypeId: 'rest-apis' });
      const bad = await handleServiceDeskRequest(
        postJson({ requestFieldValues: { summary: 'x'.repeat(256) } }),
        deps(ann),
      );
      expect(bad.status).toBe(400);
      expect((await bodyOf(bad))['problems']).toEqual([
        'summary-too-long',
        'description-missing',
        'category-missing',
      ]);
      expect((await handleServiceDeskRequest(postJson('{"requestFieldValues":'), deps(ann))).status).toBe(
        400,
      );
      expect((await handleServiceDeskRequest(postJson([1]), deps(ann))).status).toBe(400);
    });

    it('refuses other methods, content types and oversized bodies', async () => {
      const put = await handleServiceDeskRequest(new Request(API, { method: 'PUT' }), deps(ann));
      expect(put.status).toBe(405);
      expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
      const text = new Request(API, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'hi',
      });
      expect((await handleServiceDeskRequest(text, deps(ann))).status).toBe(415);
      const huge = form({ ...valid, description: 'x'.repeat(MAX_BODY_BYTES) });
      expect((await handleServiceDeskRequest(huge, deps(ann))).status).toBe(413);
    });

    it('refuses a body that is not UTF-8 (400)', async () => {
      const bytes = new Request(API, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new Uint8Array([0x73, 0x3d, 0xff]),
      });
      const response = await handleServiceDeskRequest(bytes, deps(ann));
      expect(response.status).toBe(400);
      expect(await bodyOf(response)).toEqual({ error: 'The request is not UTF-8 text.' });
    });

    it('acknowledges only once the provider has kept the request', async () => {
      let release: (() => void) | undefined;
      const inner = embedded();
      const slow: ServiceDeskProvider = {
        name: 'slow',
        list: inner.list,
        create: (requester, request) =>
          new Promise((resolve, reject) => {
            release = () => void inner.create(requester, request).then(resolve, reject);
          }),
      };
      let settled = false;
      const pending = handleServiceDeskRequest(
        postJson({ requestFieldValues: valid, category: 'forge' }),
        deps(ann, slow),
      ).then((response) => {
        settled = true;
        return response;
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(settled).toBe(false);
      release!();
      expect((await pending).status).toBe(201);
    });

    it('answers 502 for a failing service desk and 503 for its own store, never a crash', async () => {
      const failing = (kind: 'upstream' | 'unavailable'): ServiceDeskProvider => ({
        name: 'down',
        create: () => Promise.reject(new ServiceDeskError(kind, 'secret detail')),
        list: () => Promise.reject(new ServiceDeskError(kind, 'secret detail')),
      });
      const upstream = await handleServiceDeskRequest(get(), deps(ann, failing('upstream')));
      expect(upstream.status).toBe(502);
      expect(await bodyOf(upstream)).toEqual({
        error: 'The service desk did not answer properly; try again later.',
      });
      const json = await handleServiceDeskRequest(
        postJson({ requestFieldValues: valid, category: 'forge' }),
        deps(ann, failing('upstream')),
      );
      expect(json.status).toBe(502);
      const down = await handleServiceDeskRequest(get(), deps(ann, failing('unavailable')));
      expect(down.status).toBe(503);
      expect(JSON.stringify(await bodyOf(down))).not.toContain('secret');
      const misconfigured: ServiceDeskHandlerDeps = {
        ...deps(ann),
        provider: () => {
          throw new Error('Invalid environment: SERVICE_DESK_ID missing');
        },
      };
      expect((await handleServiceDeskRequest(get(), misconfigured)).status).toBe(503);

      // The form keeps what was typed and says the request could not be sent.
      const posted = await handleServiceDeskRequest(form(valid), deps(bob, failing('upstream')));
      expect(posted.headers.get('location')).toBe('/support/?error=unavailable#support-form');
      expect(await supportDraftStore(db).read(bob.accountId, clock)).toEqual({ fields: valid, problems: [] });
    });

    it('is refused by the CSRF middleware without the token, and passes with the form field', async () => {
      const context = { requestId: 't', log, locals: testLocals() };
      const run = (request: Request) =>
        runMiddleware([csrfMiddleware], request, context, () => handleServiceDeskRequest(request, deps(ann)));
      const without = form(valid);
      expect((await run(without)).status).toBe(403);
      const token = newCsrfToken();
      const withToken = new Request(API, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `${CSRF_COOKIE}=${token}` },
        body: new URLSearchParams({ ...valid, csrf: token }),
      });
      expect((await run(withToken)).status).toBe(303);
    });
  });
}

describeOnEveryDatabase('portico_support', handlerContract);
