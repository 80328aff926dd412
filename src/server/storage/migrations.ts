/** One schema change. Ids sort in application order; never edit or remove an applied one. */
export interface Migration {
  /** 'NNNN-title', unique and ordered. */
  readonly id: string;
  /** Statements separated by semicolons, run in one transaction. */
  readonly sql: string;
}

/**
 * The portal's schema, append-only: add a new entry for every change. Each feature owns its
 * tables; the migrator records applied ids in schema_migrations.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    // Analytics events from the portal's collector (src/server/analytics/event-store.ts).
    id: '0002-analytics-events',
    sql: `create table analytics_events (
  id bigserial primary key,
  received_at timestamptz not null default now(),
  page text not null,
  event_type text not null,
  action text,
  action_subject text,
  action_subject_id text,
  name text,
  attributes jsonb not null default '{}'::jsonb
);
create index analytics_events_received_at on analytics_events (received_at);`,
  },
];
