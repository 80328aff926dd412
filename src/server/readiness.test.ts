import { afterAll, describe, expect, it } from 'vitest';
import type { ContentStore } from './content/content-store.ts';
import { createLogger } from './log/logger.ts';
import { readinessResponse, type ReadinessSources } from './readiness.ts';
import type { Database } from './storage/database.ts';
import { openTestPglite } from './storage/test-pglite.test-helper.ts';

const database = openTestPglite();
afterAll(async () => (await database).close());

const store = {
  manifest: { routes: [{}, {}], builtAt: '2026-11-27T00:00:00.000Z' },
} as unknown as ContentStore;
const lines: string[] = [];

function sources(overrides: Partial<ReadinessSources> = {}): ReadinessSources {
  return {
    content: () => Promise.resolve(store),
    db: () => database,
    release: 'r42',
    log: createLogger('debug', {}, (line) => lines.push(line)),
    ...overrides,
  };
}

async function answer(response: Response) {
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    body: await response.json(),
  };
}

describe('readinessResponse', () => {
  it('is ready when the content build is loaded and the database answers', async () => {
    const { status, cache, body } = await answer(await readinessResponse(sources()));
    expect(status).toBe(200);
    expect(cache).toBe('no-store');
    expect(body).toMatchObject({
      status: 'ready',
      checks: {
        content: { ok: true, pages: 2, builtAt: '2026-11-27T00:00:00.000Z' },
        database: { ok: true, kind: 'embedded' },
        app: { ok: true, release: 'r42' },
      },
    });
  });

  it('is unavailable when the database cannot be opened, without telling the cause', async () => {
    const db = () => Promise.reject(new Error('connect ECONNREFUSED 10.1.2.3:5432'));
    const { status, body } = await answer(await readinessResponse(sources({ db })));
    expect(status).toBe(503);
    expect(body).toMatchObject({
      status: 'unavailable',
      checks: { database: { ok: false, reason: 'database unreachable' } },
    });
    expect(JSON.stringify(body)).not.toContain('10.1.2.3');
    expect(lines.some((line) => line.includes('10.1.2.3'))).toBe(true);
  });

  it('is unavailable when a database query hangs past the limit', async () => {
    const frozen = { kind: 'postgres', query: () => new Promise(() => undefined) } as unknown as Database;
    const { status, body } = await answer(
      await readinessResponse(sources({ db: () => Promise.resolve(frozen) }), 50),
    );
    expect(status).toBe(503);
    expect(body.checks.database).toEqual({ ok: false, reason: 'database did not answer within 50 ms' });
  });

  it('is unavailable without the content build', async () => {
    const content = () => Promise.reject(new Error('No content build at /srv/build'));
    const { status, body } = await answer(await readinessResponse(sources({ content })));
    expect(status).toBe(503);
    expect(body.checks.content).toEqual({ ok: false, reason: 'No content build at /srv/build' });
    expect(body.checks.database.ok).toBe(true);
  });
});
