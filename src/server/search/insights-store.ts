import type { Database } from '../storage/database.ts';
import type { InsightsEvent } from './insights-schema.ts';

/** A stored insights event, as read back. */
export interface StoredInsightsEvent {
  event_type: string;
  event_subtype: string | null;
  event_name: string;
  index_name: string;
  user_token: string;
  authenticated_user_token: string | null;
  query_id: string | null;
  object_ids: string[] | null;
  positions: number[] | null;
  filters: string[] | null;
}

/** Where insights events go: search_insights_events (migration 0003-search-insights). */
export interface InsightsStore {
  /** Stores a batch in one transaction; resolves once it has committed. */
  insert(events: readonly InsightsEvent[]): Promise<number>;
  /** Newest first, for reports and tests. */
  recent(limit: number): Promise<StoredInsightsEvent[]>;
}

const COLUMNS = 11;

function row(event: InsightsEvent): unknown[] {
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  return [
    event.eventType,
    event.eventSubtype ?? null,
    event.eventName,
    event.index,
    event.userToken ?? event.authenticatedUserToken ?? '',
    event.authenticatedUserToken ?? null,
    event.queryID ?? null,
    json(event.objectIDs),
    json(event.positions),
    json(event.filters),
    event.timestamp === undefined ? null : new Date(event.timestamp).toISOString(),
  ];
}

/** The insights store over the portal's database. */
export function insightsStore(db: Database): InsightsStore {
  return {
    insert: (events) =>
      db.transaction(async (tx) => {
        const params = events.flatMap(row);
        const values = events.map((_, i) => {
          const n = (k: number) => `$${i * COLUMNS + k}`;
          return `(${n(1)}, ${n(2)}, ${n(3)}, ${n(4)}, ${n(5)}, ${n(6)}, ${n(7)}, ${n(8)}::jsonb, ${n(9)}::jsonb, ${n(10)}::jsonb, ${n(11)}::timestamptz)`;
        });
        await tx.query(
          `insert into search_insights_events (event_type, event_subtype, event_name, index_name, user_token, authenticated_user_token, query_id, object_ids, positions, filters, event_at) values ${values.join(', ')}`,
          params,
        );
        return events.length;
      }),
    recent: (limit) =>
      db.query<StoredInsightsEvent>(
        'select event_type, event_subtype, event_name, index_name, user_token, authenticated_user_token, query_id, object_ids, positions, filters from search_insights_events order by id desc limit $1',
        [limit],
      ),
  };
}
