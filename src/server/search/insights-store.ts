import type { Insertable } from 'kysely';
import type { Database } from '../storage/database.ts';
import type { SearchInsightsEventsTable } from '../storage/tables.ts';
import { typedSql } from '../storage/typed-sql.ts';
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

function row(event: InsightsEvent): Insertable<SearchInsightsEventsTable> {
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  return {
    event_type: event.eventType,
    event_subtype: event.eventSubtype ?? null,
    event_name: event.eventName,
    index_name: event.index,
    user_token: event.userToken ?? event.authenticatedUserToken ?? '',
    authenticated_user_token: event.authenticatedUserToken ?? null,
    query_id: event.queryID ?? null,
    object_ids: json(event.objectIDs),
    positions: json(event.positions),
    filters: json(event.filters),
    event_at: event.timestamp === undefined ? null : new Date(event.timestamp).toISOString(),
  };
}

/** The insights store over the portal's database. */
export function insightsStore(db: Database): InsightsStore {
  return {
    insert: (events) =>
      db.transaction(async (tx) => {
        await typedSql(tx).insertInto('search_insights_events').values(events.map(row)).execute();
        return events.length;
      }),
    recent: (limit) =>
      typedSql(db)
        .selectFrom('search_insights_events')
        .select([
          'event_type',
          'event_subtype',
          'event_name',
          'index_name',
          'user_token',
          'authenticated_user_token',
          'query_id',
          'object_ids',
          'positions',
          'filters',
        ])
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
  };
}
