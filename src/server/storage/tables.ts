import type { ColumnType, Generated } from 'kysely';

/**
 * The portal's tables as the migrations in migrations.ts leave them, for the query builder
 * (typed-sql.ts). Change this with every migration that adds, drops or changes a column;
 * tables.test.ts compares the column names with a migrated database.
 *
 * Column types are what the stores write and what both engines read back: timestamps are
 * written as ISO strings and read as Dates, JSON is written as its text and read parsed, and a
 * bigserial id is read as a number (PGlite) or a string (node-postgres), so stores select it as
 * `id::text`.
 */
export interface Tables {
  analytics_events: AnalyticsEventsTable;
  search_insights_events: SearchInsightsEventsTable;
  search_secrets: SearchSecretsTable;
  feedback_issues: FeedbackIssuesTable;
  shared_state: SharedStateTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  sign_in_throttle: SignInThrottleTable;
  sign_in_known_clients: SignInKnownClientsTable;
  account_avatars: AccountAvatarsTable;
  email_verifications: EmailVerificationsTable;
  support_requests: SupportRequestsTable;
  support_request_drafts: SupportRequestDraftsTable;
  console_app: ConsoleAppTable;
  oauth_client: OauthClientTable;
  console_app_member: ConsoleAppMemberTable;
  console_callback_url: ConsoleCallbackUrlTable;
  console_enrolment: ConsoleEnrolmentTable;
  console_environment: ConsoleEnvironmentTable;
  console_deployment: ConsoleDeploymentTable;
  console_outbound_auth: ConsoleOutboundAuthTable;
  console_audit: ConsoleAuditTable;
  oauth_payload: OauthPayloadTable;
  console_app_avatar: ConsoleAppAvatarTable;
  changelog_visits: ChangelogVisitsTable;
}

/** timestamptz: written as an ISO string (or a Date), read as a Date. */
export type Timestamp = ColumnType<Date, string | Date, string | Date>;
/** timestamptz that may be null. */
export type NullableTimestamp = ColumnType<Date | null, string | Date | null, string | Date | null>;
/** timestamptz with a default (now()). */
export type DefaultTimestamp = ColumnType<Date, string | Date | undefined, string | Date>;
/** jsonb: written as JSON text, read parsed. */
export type Json<T> = ColumnType<T, string, string>;
/** jsonb that may be null. */
export type NullableJson<T> = ColumnType<T | null, string | null, string | null>;
/** bigserial: never written; read as a number or a string, depending on the engine. */
export type Serial = ColumnType<number | string, never, never>;

/** Migration 0002-analytics-events. */
export interface AnalyticsEventsTable {
  id: Serial;
  received_at: DefaultTimestamp;
  page: string;
  event_type: string;
  action: string | null;
  action_subject: string | null;
  action_subject_id: string | null;
  name: string | null;
  attributes: ColumnType<Record<string, unknown>, string | undefined, string>;
}

/** Migration 0003-search-insights. */
export interface SearchInsightsEventsTable {
  id: Serial;
  received_at: DefaultTimestamp;
  event_type: string;
  event_subtype: string | null;
  event_name: string;
  index_name: string;
  user_token: string;
  authenticated_user_token: string | null;
  query_id: string | null;
  object_ids: NullableJson<string[]>;
  positions: NullableJson<number[]>;
  filters: NullableJson<string[]>;
  event_at: NullableTimestamp;
}

/** Migration 0003-search-insights. */
export interface SearchSecretsTable {
  name: string;
  value: string;
  created_at: DefaultTimestamp;
}

/** Migrations 0004-feedback and 0008-feedback-forwarding. */
export interface FeedbackIssuesTable {
  id: Serial;
  received_at: DefaultTimestamp;
  kind: 'page' | 'ai';
  account_id: string | null;
  page_title: string | null;
  page_url: string | null;
  path_name: string | null;
  rating_score: number | null;
  text_feedback: Generated<string>;
  user_aid: string | null;
  ai_question: string | null;
  ai_answer: string | null;
  ai_summary: string | null;
  content_id: string | null;
  feedback_type: string | null;
  payload: Json<Record<string, unknown>>;
  forward_status: 'pending' | 'forwarded' | 'failed' | null;
  forward_tracker: string | null;
  forward_attempts: Generated<number>;
  forward_next_at: NullableTimestamp;
  forward_last_error: string | null;
  forwarded_at: NullableTimestamp;
  remote_id: string | null;
  remote_key: string | null;
  remote_url: string | null;
}

/** Migration 0016-shared-state: counters (decimal text) and values, each with its expiry. */
export interface SharedStateTable {
  key: string;
  value: string;
  expires_at: Timestamp;
}

/** Migrations 0005-accounts-sessions, 0006-oidc-identities and 0010-email-verification. */
export interface AccountsTable {
  id: string;
  email: string;
  email_key: string;
  screen_name: string;
  avatar_url: string | null;
  password_hash: string | null;
  provider: Generated<string>;
  subject: string | null;
  created_at: DefaultTimestamp;
  picture_url: string | null;
  email_verified: Generated<boolean>;
}

/** Migration 0005-accounts-sessions. */
export interface SessionsTable {
  id_hash: string;
  account_id: string;
  created_at: Timestamp;
  touched_at: Timestamp;
  expires_at: Timestamp;
}

/** Migration 0011-sign-in-throttle. */
export interface SignInThrottleTable {
  throttle_key: string;
  failures: number;
  last_at: Timestamp;
  next_at: Timestamp;
}

/** Migration 0011-sign-in-throttle. */
export interface SignInKnownClientsTable {
  email_key: string;
  client: string;
  last_success_at: Timestamp;
}

/** Migration 0007-account-avatars. */
export interface AccountAvatarsTable {
  account_id: string;
  content_type: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
  bytes: Uint8Array;
  version: string;
  updated_at: Timestamp;
}

/** Migration 0010-email-verification. */
export interface EmailVerificationsTable {
  token_hash: string;
  account_id: string;
  email_key: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** Migration 0009-support-requests. */
export interface SupportRequestsTable {
  id: ColumnType<number | string, string | number, never>;
  issue_key: string;
  provider: 'embedded' | 'jsm';
  account_id: string;
  reporter_email: string;
  reporter_name: string;
  request_type_id: string;
  category: string | null;
  summary: string;
  description: string;
  status: string;
  status_category: 'NEW' | 'INDETERMINATE' | 'DONE' | 'UNDEFINED';
  created_at: Timestamp;
  status_changed_at: Timestamp;
}

/** Migration 0009-support-requests. */
export interface SupportRequestDraftsTable {
  account_id: string;
  fields: Json<unknown>;
  problems: Json<unknown>;
  saved_at: Timestamp;
}

/** Migration 0013-console-app-registry. */
export interface ConsoleAppTable {
  id: string;
  owner_id: string;
  name: string;
  description: Generated<string>;
  vendor_type: ColumnType<'internal' | 'third-party', 'internal' | 'third-party' | undefined>;
  avatar_file_id: string | null;
  vendor_name: string | null;
  distribution_status: ColumnType<'development' | 'public', 'development' | 'public' | undefined>;
  privacy_policy: string | null;
  terms_of_service: string | null;
  contact_link: string | null;
  stores_personal_data: Generated<boolean>;
  has_pd_reporting_api_implemented: Generated<boolean>;
  update_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Migration 0013-console-app-registry: an app's client, with only a hash of its secret. */
export interface OauthClientTable {
  client_id: string;
  app_id: string;
  secret_hash: string;
  secret_generation: Generated<number>;
  secret_issued_at: Timestamp;
}

/** Migration 0013-console-app-registry. */
export interface ConsoleAppMemberTable {
  app_id: string;
  account_id: string;
  email: string;
  role: 'admin' | 'viewer';
  added_at: Timestamp;
}

/** Migration 0013-console-app-registry. */
export interface ConsoleCallbackUrlTable {
  app_id: string;
  url: string;
  position: number;
  added_at: Timestamp;
}

/** Migration 0013-console-app-registry. */
export interface ConsoleEnrolmentTable {
  app_id: string;
  api_id: string;
  scopes: Json<string[]>;
  added_at: Timestamp;
}

/** Migration 0013-console-app-registry. */
export interface ConsoleEnvironmentTable {
  id: string;
  app_id: string;
  type: 'DEVELOPMENT' | 'STAGING' | 'PRODUCTION';
}

/** Migration 0013-console-app-registry. */
export interface ConsoleDeploymentTable {
  id: string;
  environment_id: string;
  status: 'DONE' | 'FAILED' | 'IN_PROGRESS';
  version: string | null;
  started_at: Timestamp;
  finished_at: NullableTimestamp;
  recorded_at: Timestamp;
}

/** Migration 0013-console-app-registry: the provider's client secret only encrypted. */
export interface ConsoleOutboundAuthTable {
  app_id: string;
  key: string;
  provider: 'dropbox' | 'google' | 'oauth2';
  display_name: string | null;
  client_id: string;
  scopes: Json<string[]>;
  authorization_url: string | null;
  token_url: string | null;
  profile_retriever_url: string | null;
  client_secret_encrypted: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Migration 0013-console-app-registry: append-only. */
export interface ConsoleAuditTable {
  seq: Serial;
  id: string;
  app_id: string;
  actor_id: string;
  actor_email: string | null;
  action: string;
  at: Timestamp;
  details: Json<Record<string, string | number | boolean>>;
}

/** Migration 0013-console-app-registry: every model of the authorization server. */
export interface OauthPayloadTable {
  model: string;
  id: string;
  payload: Json<Record<string, unknown>>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  client_id: string | null;
  secret_generation: number | null;
  expires_at: NullableTimestamp;
  consumed_at: NullableTimestamp;
}

/** Migration 0014-console-app-avatars. */
export interface ConsoleAppAvatarTable {
  file_id: string;
  app_id: string;
  content_type: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
  bytes: Uint8Array;
  created_at: Timestamp;
}

/** Migration 0015-changelog-visits. */
export interface ChangelogVisitsTable {
  account_id: string;
  api_group: string;
  visited_at: Timestamp;
}
