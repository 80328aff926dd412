import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import { csrfMiddleware } from '../middleware/csrf.ts';
import { runMiddleware } from '../middleware/middleware.ts';
import { storageUnavailableMiddleware } from '../middleware/storage-unavailable.ts';
import { testLocals } from '../middleware/test-locals.test-helper.ts';
import { CSRF_COOKIE, CSRF_HEADER, newCsrfToken } from '../security/csrf.ts';
import type { Database } from '../storage/database.ts';
import { describeOnEveryDatabase } from '../storage/every-database.test-helper.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { StorageUnavailableError } from '../storage/storage-unavailable.ts';
import { changelogVisitStore } from './changelog-visit-store.ts';
import {
  handleChangelogVisits,
  MAX_VISIT_BODY_BYTES,
  type ChangelogVisitsDeps,
} from './changelog-visits-handler.ts';

const API = 'http://portal.test/api/changelog/visits';
const log = createLogger('silent');
const GROUPS = new Set(['Issues', 'Projects', 'Pages']);

const post = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  new Request(API, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
const bodyOf = async (response: Response) => (await response.json()) as Record<string, unknown>;

function handlerContract(engine: string, open: () => Promise<Database>) {
  describe(engine, () => {
    let db: Database;
    let clock = new Date('2026-11-20T09:00:00Z');
    beforeAll(async () => {
      db = await open();
      await migrate(db, MIGRATIONS);
      await db.query(
        `insert into accounts (id, email, email_key, screen_name) values ('ann', 'a@x.org', 'a@x.org', 'Ann')`,
      );
    }, 60_000);
    afterAll(() => db.close());

    const deps = (accountId: string | undefined): ChangelogVisitsDeps => ({
      accountId,
      visits: async () => changelogVisitStore(db),
      apiGroups: async () => GROUPS,
      now: () => clock,
      log,
    });

    it('refuses anonymous readers with a JSON 401 and other methods with 405', async () => {
      const anonymous = await handleChangelogVisits(new Request(API), deps(undefined));
      expect(anonymous.status).toBe(401);
      expect(await bodyOf(anonymous)).toEqual({ error: 'Sign in to keep changelog visits.' });
      expect((await handleChangelogVisits(post({ apiGroups: ['Issues'] }), deps(undefined))).status).toBe(
        401,
      );
      const put = await handleChangelogVisits(new Request(API, { method: 'PUT' }), deps('ann'));
      expect(put.status).toBe(405);
      expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
    });

    it('records visits by the server clock and answers them, private and uncached', async () => {
      const empty = await handleChangelogVisits(new Request(API), deps('ann'));
      expect(empty.status).toBe(200);
      expect(empty.headers.get('cache-control')).toBe('private, no-store');
      expect(await bodyOf(empty)).toEqual({ visits: {} });
      const first = await handleChangelogVisits(post({ apiGroups: ['Issues', 'Projects'] }), deps('ann'));
      expect(await bodyOf(first)).toEqual({
        visits: { Issues: '2026-11-20T09:00:00.000Z', Projects: '2026-11-20T09:00:00.000Z' },
      });
      clock = new Date('2026-11-22T18:00:00Z');
      await handleChangelogVisits(post({ apiGroups: ['*'] }), deps('ann'));
      const read = await handleChangelogVisits(new Request(API), deps('ann'));
      expect(await bodyOf(read)).toEqual({
        visits: {
          '*': '2026-11-22T18:00:00.000Z',
          Issues: '2026-11-20T09:00:00.000Z',
          Projects: '2026-11-20T09:00:00.000Z',
        },
      });
    });

    it('answers bad input with a clear JSON 4xx', async () => {
      const cases: [Request, number, RegExp][] = [
        [post({ apiGroups: ['Issues'] }, { 'content-type': 'text/plain' }), 415, /Post JSON/],
        [post('{not json'), 400, /not valid JSON/],
        [post({ apiGroups: [] }), 400, /1 to 100 API group names/],
        [post({ apiGroups: 'Issues' }), 400, /1 to 100 API group names/],
        [post({ apiGroups: ['Issues'], extra: 1 }), 400, /1 to 100 API group names/],
        [post({ apiGroups: ['Issues', 'Nope'] }), 400, /Unknown API groups: Nope\./],
        [post({ apiGroups: ['x'.repeat(MAX_VISIT_BODY_BYTES)] }), 413, /larger than/],
      ];
      for (const [request, status, message] of cases) {
        const response = await handleChangelogVisits(request, deps('ann'));
        expect(response.status).toBe(status);
        expect(String((await bodyOf(response))['error'])).toMatch(message);
      }
    });

    it('is refused by the CSRF middleware without the token, and passes with the header', async () => {
      const context = { requestId: 't', log, locals: testLocals() };
      const run = (request: Request) =>
        runMiddleware([csrfMiddleware], request, context, () => handleChangelogVisits(request, deps('ann')));
      expect((await run(post({ apiGroups: ['Pages'] }))).status).toBe(403);
      const token = newCsrfToken();
      const headers = {
        'content-type': 'application/json',
        cookie: `${CSRF_COOKIE}=${token}`,
        [CSRF_HEADER]: token,
      };
      expect((await run(post({ apiGroups: ['Pages'] }, headers))).status).toBe(200);
    });
  });
}

describeOnEveryDatabase('portico_changelog_visits', handlerContract);

describe('handleChangelogVisits while the database is down', () => {
  it('reaches the storage middleware, which answers a JSON 503', async () => {
    const down: ChangelogVisitsDeps = {
      accountId: 'ann',
      visits: () => Promise.reject(new StorageUnavailableError()),
      apiGroups: async () => GROUPS,
      now: () => new Date(),
      log,
    };
    const context = { requestId: 't', log, locals: testLocals() };
    const request = new Request(API);
    const response = await runMiddleware([storageUnavailableMiddleware], request, context, () =>
      handleChangelogVisits(request, down),
    );
    expect(response.status).toBe(503);
    expect(await bodyOf(response)).toEqual({ error: 'Storage is unavailable. Try again shortly.' });
  });
});
