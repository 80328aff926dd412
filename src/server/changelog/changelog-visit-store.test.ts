import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../storage/database.ts';
import { describeOnEveryDatabase } from '../storage/every-database.test-helper.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { changelogVisitStore } from './changelog-visit-store.ts';

const at = (iso: string) => new Date(iso);

async function addAccount(db: Database, id: string) {
  await db.query(`insert into accounts (id, email, email_key, screen_name) values ($1, $2, $2, 'Reader')`, [
    id,
    `${id}@example.com`,
  ]);
}

describeOnEveryDatabase('changelog_visits', (engine, open) => {
  describe(engine, () => {
    let db: Database;
    beforeAll(async () => {
      db = await open();
      await migrate(db, MIGRATIONS);
    }, 60_000);
    afterAll(() => db.close());
    beforeEach(async () => {
      await db.query('delete from accounts');
      await addAccount(db, 'a1');
      await addAccount(db, 'a2');
    });

    it('keeps the latest visit of each group, per account', async () => {
      const store = changelogVisitStore(db);
      expect(await store.read('a1')).toEqual({});
      await store.record('a1', ['Issues', 'Projects', 'Issues'], at('2026-11-20T10:00:00Z'));
      await store.record('a1', ['Issues'], at('2026-11-25T08:30:00Z'));
      // A late write from another device with an older time does not move a visit back.
      await store.record('a1', ['Issues', '*'], at('2026-11-21T00:00:00Z'));
      await store.record('a2', ['Pages'], at('2026-11-22T00:00:00Z'));
      expect(await store.read('a1')).toEqual({
        '*': '2026-11-21T00:00:00.000Z',
        Issues: '2026-11-25T08:30:00.000Z',
        Projects: '2026-11-20T10:00:00.000Z',
      });
      expect(await store.read('a2')).toEqual({ Pages: '2026-11-22T00:00:00.000Z' });
    });

    it('goes with the account', async () => {
      const store = changelogVisitStore(db);
      await store.record('a1', ['Issues'], at('2026-11-20T10:00:00Z'));
      await db.query(`delete from accounts where id = 'a1'`);
      expect(await store.read('a1')).toEqual({});
    });
  });
});
