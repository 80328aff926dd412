import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../storage/database.ts';
import { describeOnEveryDatabase } from '../storage/every-database.test-helper.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { insightsStore } from './insights-store.ts';

function storeContract(name: string, open: () => Promise<Database>) {
  describe(name, () => {
    let db: Database;
    beforeAll(async () => {
      db = await open();
      await migrate(db, MIGRATIONS);
    }, 60_000); // PGlite's first start runs initdb: seconds, more on a loaded machine
    afterAll(() => db.close());

    it('keeps a batch of events, every column as sent, newest first', async () => {
      const store = insightsStore(db);
      const stored = await store.insert([
        {
          eventType: 'click',
          eventName: 'Search result clicked',
          index: 'portico_docs',
          userToken: 'anonymous-1',
          queryID: 'a'.repeat(32),
          objectIDs: ['cloud/a', 'cloud/b'],
          positions: [1, 7],
          timestamp: Date.UTC(2025, 0, 2, 3, 4, 5),
        },
        {
          eventType: 'conversion',
          eventSubtype: 'purchase',
          eventName: 'Filter used',
          index: 'portico_docs',
          authenticatedUserToken: 'account-9',
          filters: ['product:cloud'],
        },
      ]);
      expect(stored).toBe(2);
      expect(await store.recent(2)).toEqual([
        {
          event_type: 'conversion',
          event_subtype: 'purchase',
          event_name: 'Filter used',
          index_name: 'portico_docs',
          user_token: 'account-9',
          authenticated_user_token: 'account-9',
          query_id: null,
          object_ids: null,
          positions: null,
          filters: ['product:cloud'],
        },
        {
          event_type: 'click',
          event_subtype: null,
          event_name: 'Search result clicked',
          index_name: 'portico_docs',
          user_token: 'anonymous-1',
          authenticated_user_token: null,
          query_id: 'a'.repeat(32),
          object_ids: ['cloud/a', 'cloud/b'],
          positions: [1, 7],
          filters: null,
        },
      ]);
      const [at] = await db.query<{ event_at: Date }>(
        "select event_at from search_insights_events where event_type = 'click'",
      );
      expect(at!.event_at.toISOString()).toBe('2025-01-02T03:04:05.000Z');
    });
  });
}

describeOnEveryDatabase('portico_insights', storeContract);
