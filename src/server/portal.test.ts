import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ANONYMOUS } from '../core/policy/principal.ts';
import { readServerEnv } from './config/env.ts';
import { createLogger } from './log/logger.ts';
import { createPortal } from './portal.ts';
import type { SearchService } from './search/search-service.ts';

const silent = createLogger('silent');
const dirs: string[] = [];

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('createPortal', () => {
  it('builds each provider once, on first use, from the configuration it is given', () => {
    const portal = createPortal({ env: readServerEnv({ MAIL_FROM: 'docs@example.com' }), log: silent });
    expect(portal.env.ACCOUNT_PROVIDER).toBe('builtin');
    expect(portal.accounts()).toBe(portal.accounts());
    expect(portal.mail()).toBe(portal.mail());
    expect(portal.mail().kind).toBe('outbox');
    expect(portal.feedback()).toBe(portal.feedback());
    expect(portal.answers()).toBe(portal.answers());
    expect(portal.sessionSettings()).toEqual({
      idleTimeoutSeconds: portal.env.SESSION_IDLE_TIMEOUT_SECONDS,
      maxLifetimeSeconds: portal.env.SESSION_MAX_LIFETIME_SECONDS,
      heartbeatPath: portal.env.HEARTBEAT_PATH,
    });
  });

  it('takes a test’s own parts instead of the configured ones', async () => {
    const search = { provider: 'algolia', indexName: 'mine' } as SearchService;
    const portal = createPortal({ env: readServerEnv({}), log: silent, search: async () => search });
    expect(await portal.search()).toBe(search);
  });

  it('opens the embedded database in DATA_DIR only when asked, once, and closes it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-portal-'));
    dirs.push(dir);
    const portal = createPortal({ env: readServerEnv({ DATA_DIR: dir }), log: silent });
    const first = portal.db();
    expect(portal.db()).toBe(first);
    const db = await first;
    expect(db.kind).toBe('embedded');
    expect((await db.query<{ one: number }>('select 1 as one'))[0]?.one).toBe(1);
    await portal.close();
    expect(portal.db()).not.toBe(first);
    await portal.close();
  });

  it('retries the database after a failed open instead of keeping the failure', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-portal-'));
    dirs.push(dir);
    const portal = createPortal({
      env: readServerEnv({ DATA_DIR: dir, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }),
      log: silent,
    });
    const failed = portal.db();
    await expect(failed).rejects.toThrow();
    expect(portal.db()).not.toBe(failed);
    await portal.db().catch(() => undefined);
    await portal.close();
  });

  it('refuses a configuration that does not parse, naming the variable', () => {
    expect(() => createPortal({ processEnv: { SEARCH_PROVIDER: 'elsewhere' }, log: silent })).toThrow(
      /SEARCH_PROVIDER/,
    );
  });

  it('starts nothing for an anonymous visitor: the principal is the anonymous one', async () => {
    const { testLocals } = await import('./middleware/test-locals.test-helper.ts');
    const locals = testLocals();
    expect(locals.principal).toBe(ANONYMOUS);
    expect(locals.account).toBeUndefined();
    expect(locals.services.env.SEARCH_PROVIDER).toBe('embedded');
  });
});
