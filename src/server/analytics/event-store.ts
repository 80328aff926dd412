import type { Database } from '../storage/database.ts';
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

const COLUMNS = 7;

function row(page: string, event: CollectedEvent): unknown[] {
  return event.eventType === 'ui'
    ? [
        page,
        'ui',
        event.action,
        event.actionSubject,
        event.actionSubjectId,
        null,
        JSON.stringify(event.attributes),
      ]
    : [page, 'screen', null, null, null, event.name, JSON.stringify(event.attributes ?? {})];
}

/** The event store over the portal's database. */
export function analyticsEventStore(db: Database): AnalyticsEventStore {
  return {
    insert: (batch) =>
      db.transaction(async (tx) => {
        const params = batch.events.flatMap((event) => row(batch.page, event));
        const values = batch.events.map((_, i) => {
          const at = i * COLUMNS;
          return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6}, $${at + 7}::jsonb)`;
        });
        await tx.query(
          `insert into analytics_events (page, event_type, action, action_subject, action_subject_id, name, attributes) values ${values.join(', ')}`,
          params,
        );
        return batch.events.length;
      }),
    recent: (limit) =>
      db.query<StoredEvent>(
        'select page, event_type, action, action_subject, action_subject_id, name, attributes from analytics_events order by id desc limit $1',
        [limit],
      ),
  };
}
