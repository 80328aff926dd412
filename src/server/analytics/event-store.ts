import type { Insertable } from 'kysely';
import type { Database } from '../storage/database.ts';
import type { AnalyticsEventsTable } from '../storage/tables.ts';
import { typedSql } from '../storage/typed-sql.ts';
import type { CollectedBatch, CollectedEvent } from './event-schema.ts';

/** A stored event, as read back. */
export interface StoredEvent {
  page: string;
  event_type: string;
  action: string | null;
  action_subject: string | null;
  action_subject_id: string | null;
  name: string | null;
  attributes: Record<string, unknown>;
}

/** Where collected events are kept: the analytics_events table (migration 0002-analytics-events). */
export interface AnalyticsEventStore {
  /** Stores a whole batch in one transaction; resolves with the count once it has committed. */
  insert(batch: CollectedBatch): Promise<number>;
  /** The newest events first, for reports and tests. */
  recent(limit: number): Promise<StoredEvent[]>;
}

function row(page: string, event: CollectedEvent): Insertable<AnalyticsEventsTable> {
  return event.eventType === 'ui'
    ? {
        page,
        event_type: 'ui',
        action: event.action,
        action_subject: event.actionSubject,
        action_subject_id: event.actionSubjectId,
        name: null,
        attributes: JSON.stringify(event.attributes),
      }
    : {
        page,
        event_type: 'screen',
        action: null,
        action_subject: null,
        action_subject_id: null,
        name: event.name,
        attributes: JSON.stringify(event.attributes ?? {}),
      };
}

/** The event store over the portal's database. */
export function analyticsEventStore(db: Database): AnalyticsEventStore {
  return {
    insert: (batch) =>
      db.transaction(async (tx) => {
        await typedSql(tx)
          .insertInto('analytics_events')
          .values(batch.events.map((event) => row(batch.page, event)))
          .execute();
        return batch.events.length;
      }),
    recent: (limit) =>
      typedSql(db)
        .selectFrom('analytics_events')
        .select(['page', 'event_type', 'action', 'action_subject', 'action_subject_id', 'name', 'attributes'])
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
  };
}
