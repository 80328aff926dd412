import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../storage/database.ts';
import { describeOnEveryDatabase } from '../storage/every-database.test-helper.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { analyticsEventStore } from './event-store.ts';

function storeContract(name: string, open: () => Promise<Database>) {
  describe(name, () => {
    let db: Database;
    beforeAll(async () => {
      db = await open();
      await migrate(db, MIGRATIONS);
    }, 60_000); // PGlite's first start runs initdb: seconds, more on a loaded machine
    afterAll(() => db.close());

    it('keeps a batch of both kinds of event, every column as sent, newest first', async () => {
      const store = analyticsEventStore(db);
      const accepted = await store.insert({
        page: '/cloud/',
        events: [
          { eventType: 'screen', name: 'cloud' },
          {
            eventType: 'ui',
            action: 'clicked',
            actionSubject: 'link',
            actionSubjectId: 'nav-item',
            attributes: { position: 2, external: false, label: 'Ä "quoted"' },
          },
        ],
      });
      expect(accepted).toBe(2);
      expect(await store.recent(2)).toEqual([
        {
          page: '/cloud/',
          event_type: 'ui',
          action: 'clicked',
          action_subject: 'link',
          action_subject_id: 'nav-item',
          name: null,
          attributes: { position: 2, external: false, label: 'Ä "quoted"' },
        },
        {
          page: '/cloud/',
          event_type: 'screen',
          action: null,
          action_subject: null,
          action_subject_id: null,
          name: 'cloud',
          attributes: {},
        },
      ]);
    });
  });
}

describeOnEveryDatabase('portico_events', storeContract);
