import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ACCEPT_ALL,
  consentFor,
  CookieCategory,
  REJECT_OPTIONAL,
  type Consent,
} from '../../core/consent/categories.ts';
import { createLogger } from '../log/logger.ts';
import type { Database } from '../storage/database.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { openTestPglite } from '../storage/test-pglite.test-helper.ts';
import { handleAnalyticsEvents, type CollectorDeps } from './collector-handler.ts';
import { MAX_BODY_BYTES, MAX_EVENTS_PER_BATCH } from './event-schema.ts';
import { analyticsEventStore, type AnalyticsEventStore } from './event-store.ts';

let db: Database;
beforeAll(async () => {
  db = await openTestPglite();
  await migrate(db, MIGRATIONS);
}, 60_000);
afterAll(() => db.close());

const click = {
  eventType: 'ui',
  action: 'clicked',
  actionSubject: 'link',
  actionSubjectId: 'changelog',
  attributes: { href: '/changelog/', title: 'Changelog' },
};
const screen = { eventType: 'screen', name: 'cloud' };

function deps(consent: Consent | undefined, store?: AnalyticsEventStore): CollectorDeps {
  return {
    store: async () => store ?? analyticsEventStore(db),
    consent: () => consent,
    log: createLogger('silent'),
  };
}

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/api/analytics/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function error(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

describe('handleAnalyticsEvents', () => {
  it('stores a valid batch and acknowledges the count', async () => {
    const response = await handleAnalyticsEvents(
      post({ page: '/cloud/', events: [screen, click] }),
      deps(ACCEPT_ALL),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ accepted: 2 });
    const [latest, previous] = await analyticsEventStore(db).recent(2);
    expect(latest).toEqual({
      page: '/cloud/',
      event_type: 'ui',
      action: 'clicked',
      action_subject: 'link',
      action_subject_id: 'changelog',
      name: null,
      attributes: { href: '/changelog/', title: 'Changelog' },
    });
    expect(previous).toMatchObject({ event_type: 'screen', name: 'cloud', attributes: {} });
  });

  it.each([
    [
      'an unknown event type',
      { page: '/', events: [{ eventType: 'track', name: 'x' }] },
      'events.0.eventType',
    ],
    ['an empty batch', { page: '/', events: [] }, 'events: must hold at least 1 event'],
    [
      'too many events',
      { page: '/', events: Array(MAX_EVENTS_PER_BATCH + 1).fill(screen) },
      'must hold at most 50 events',
    ],
    ['a missing action', { page: '/', events: [{ ...click, action: undefined }] }, 'events.0.action'],
    [
      'an object attribute',
      { page: '/', events: [{ ...click, attributes: { href: {} } }] },
      'events.0.attributes.href',
    ],
    ['an unexpected field', { page: '/', events: [{ ...screen, secret: 1 }] }, 'events.0'],
    ['a page that is not a path', { page: 'https://evil.example/', events: [screen] }, 'page'],
  ])('answers 400 naming the field for %s', async (_, body, mentions) => {
    const response = await handleAnalyticsEvents(post(body), deps(ACCEPT_ALL));
    expect(response.status).toBe(400);
    const message = await error(response);
    expect(message).toMatch(/^Invalid analytics events: /);
    expect(message).toContain(mentions);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await handleAnalyticsEvents(post('{"page": '), deps(ACCEPT_ALL));
    expect(response.status).toBe(400);
    expect(await error(response)).toBe('The request body is not valid JSON.');
  });

  it('refuses bodies over 64 KB (413), other content types (415) and other methods (405)', async () => {
    const big = { page: '/', events: [{ ...screen, attributes: { pad: 'x'.repeat(MAX_BODY_BYTES) } }] };
    expect((await handleAnalyticsEvents(post(big), deps(ACCEPT_ALL))).status).toBe(413);
    const streamed = new Request('http://localhost/api/analytics/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 3; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(30_000)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect((await handleAnalyticsEvents(streamed, deps(ACCEPT_ALL))).status).toBe(413);
    expect(
      (await handleAnalyticsEvents(post('{}', { 'content-type': 'text/plain' }), deps(ACCEPT_ALL))).status,
    ).toBe(415);
    const get = await handleAnalyticsEvents(
      new Request('http://localhost/api/analytics/events'),
      deps(ACCEPT_ALL),
    );
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('refuses (403) and stores nothing without Performance consent', async () => {
    const before = (await db.query<{ n: number }>('select count(*)::int as n from analytics_events'))[0]!.n;
    for (const consent of [undefined, REJECT_OPTIONAL, consentFor([CookieCategory.Targeting])]) {
      const response = await handleAnalyticsEvents(post({ page: '/', events: [screen] }), deps(consent));
      expect(response.status).toBe(403);
    }
    const after = (await db.query<{ n: number }>('select count(*)::int as n from analytics_events'))[0]!.n;
    expect(after).toBe(before);
  });

  it('acknowledges only once the insert has committed', async () => {
    let commit: () => void = () => undefined;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    const real = analyticsEventStore(db);
    const slow: AnalyticsEventStore = {
      insert: async (batch) => {
        await committed;
        return real.insert(batch);
      },
      recent: real.recent,
    };
    let answered = false;
    const pending = handleAnalyticsEvents(
      post({ page: '/server/', events: [screen] }),
      deps(ACCEPT_ALL, slow),
    ).then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    commit();
    expect((await pending).status).toBe(200);
    expect((await real.recent(1))[0]?.page).toBe('/server/');
  });

  it('rolls the whole batch back and answers 503 (never 200) when the insert fails', async () => {
    const before = (await db.query<{ n: number }>('select count(*)::int as n from analytics_events'))[0]!.n;
    const failing: AnalyticsEventStore = {
      insert: (batch) =>
        db.transaction(async (tx) => {
          await tx.query("insert into analytics_events (page, event_type) values ($1, 'screen')", [
            batch.page,
          ]);
          throw new Error('disk full');
        }),
      recent: vi.fn(),
    };
    const response = await handleAnalyticsEvents(
      post({ page: '/', events: [screen] }),
      deps(ACCEPT_ALL, failing),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    const after = (await db.query<{ n: number }>('select count(*)::int as n from analytics_events'))[0]!.n;
    expect(after).toBe(before);
  });
});
