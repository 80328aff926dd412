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
  {
    // Search insights events (POST /1/events, src/server/search/insights-store.ts) and the
    // embedded search API's generated parent key (src/server/search/parent-key.ts), one row that
    // every process sharing the database reads.
    id: '0003-search-insights',
    sql: `create table search_insights_events (
  id bigserial primary key,
  received_at timestamptz not null default now(),
  event_type text not null,
  event_subtype text,
  event_name text not null,
  index_name text not null,
  user_token text not null,
  authenticated_user_token text,
  query_id text,
  object_ids jsonb,
  positions jsonb,
  filters jsonb,
  event_at timestamptz
);
create index search_insights_events_received_at on search_insights_events (received_at);
create table search_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);`,
  },
  {
    // Feedback issues (POST /api/feedback-provider/issue, src/server/feedback/feedback-store.ts):
    // page ratings and comments, and votes and comments on AI answers and summaries.
    id: '0004-feedback',
    sql: `create table feedback_issues (
  id bigserial primary key,
  received_at timestamptz not null default now(),
  kind text not null check (kind in ('page', 'ai')),
  account_id text,
  page_title text,
  page_url text,
  path_name text,
  rating_score smallint check (rating_score between 0 and 5),
  text_feedback text not null default '',
  user_aid text,
  ai_question text,
  ai_answer text,
  ai_summary text,
  content_id text,
  feedback_type text,
  payload jsonb not null
);
create index feedback_issues_received_at on feedback_issues (received_at);
create index feedback_issues_path_name on feedback_issues (path_name, received_at);`,
  },
  {
    // Accounts of the built-in provider (or linked external subjects), server-side sessions that
    // every process shares, and failed sign-in attempts for rate limiting (src/server/accounts,
    // src/server/sessions). Sessions keep only a hash of the id the browser holds.
    id: '0005-accounts-sessions',
    sql: `create table accounts (
  id text primary key,
  email text not null,
  email_key text not null unique,
  screen_name text not null,
  avatar_url text,
  password_hash text,
  provider text not null default 'builtin',
  subject text,
  created_at timestamptz not null default now()
);
create unique index accounts_provider_subject on accounts (provider, subject);
create table sessions (
  id_hash text primary key,
  account_id text not null references accounts (id) on delete cascade,
  created_at timestamptz not null,
  touched_at timestamptz not null,
  expires_at timestamptz not null
);
create index sessions_account_id on sessions (account_id);
create index sessions_expires_at on sessions (expires_at);
create table sign_in_failures (
  id bigserial primary key,
  limit_key text not null,
  failed_at timestamptz not null
);
create index sign_in_failures_key on sign_in_failures (limit_key, failed_at);`,
  },
  {
    // OpenID Connect accounts (src/server/accounts/oidc-*.ts) are found by (provider = issuer,
    // subject = sub), so an email is unique only among built-in accounts: an issuer's user may
    // share an address with a built-in account without ever reaching it. picture_url keeps the
    // issuer's picture claim, shown while the user has not uploaded an avatar.
    id: '0006-oidc-identities',
    sql: `alter table accounts drop constraint accounts_email_key_key;
create unique index accounts_builtin_email_key on accounts (email_key) where provider = 'builtin';
create index accounts_email_key on accounts (email_key);
alter table accounts add column picture_url text;`,
  },
  {
    // Avatars uploaded on the profile page (src/server/accounts/avatar-*.ts), served at
    // /api/account/avatar/<account id>?v=<version>. A new random version on every upload keeps
    // cached copies of an old image from ever showing again.
    id: '0007-account-avatars',
    sql: `create table account_avatars (
  account_id text primary key references accounts (id) on delete cascade,
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
  bytes bytea not null,
  version text not null,
  updated_at timestamptz not null
);`,
  },
  {
    // Forwarding feedback to a Jira-compatible tracker (src/server/feedback/forwarding-queue.ts):
    // the outcome per issue. forward_status is null when no tracker was configured at submission;
    // while pending, forward_next_at is when it is next due (or until when a process holds it).
    id: '0008-feedback-forwarding',
    sql: `alter table feedback_issues
  add column forward_status text check (forward_status in ('pending', 'forwarded', 'failed')),
  add column forward_tracker text,
  add column forward_attempts integer not null default 0,
  add column forward_next_at timestamptz,
  add column forward_last_error text,
  add column forwarded_at timestamptz,
  add column remote_id text,
  add column remote_key text,
  add column remote_url text;
create index feedback_issues_forward_due on feedback_issues (forward_next_at) where forward_status = 'pending';`,
  },
  {
    // Support requests (src/server/support): every request raised through the portal, with its
    // status for the embedded service desk, or the key of the Jira Service Management request it
    // became (provider 'jsm'; its status is read from there). A form refused without JavaScript
    // keeps what was typed in support_request_drafts until the page shows it again.
    id: '0009-support-requests',
    sql: `create table support_requests (
  id bigserial primary key,
  issue_key text not null unique,
  provider text not null check (provider in ('embedded', 'jsm')),
  account_id text not null references accounts (id) on delete cascade,
  reporter_email text not null,
  reporter_name text not null,
  request_type_id text not null,
  category text,
  summary text not null,
  description text not null,
  status text not null,
  status_category text not null check (status_category in ('NEW', 'INDETERMINATE', 'DONE', 'UNDEFINED')),
  created_at timestamptz not null,
  status_changed_at timestamptz not null
);
create index support_requests_account on support_requests (account_id, status_category, created_at);
create table support_request_drafts (
  account_id text primary key references accounts (id) on delete cascade,
  fields jsonb not null,
  problems jsonb not null,
  saved_at timestamptz not null
);`,
  },
  {
    // Verified email addresses (src/server/accounts/email-verification-*.ts): the employee decision
    // needs a proven address, so every account starts unverified, accounts from before included
    // (nobody ever proved those). A verification link's token is kept only as a SHA-256 hash,
    // with the address it was sent to: a link for an address the account no longer has verifies
    // nothing. created_at also counts the links sent per hour (the resend limit).
    id: '0010-email-verification',
    sql: `alter table accounts add column email_verified boolean not null default false;
create table email_verifications (
  token_hash text primary key,
  account_id text not null references accounts (id) on delete cascade,
  email_key text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index email_verifications_account on email_verifications (account_id, created_at);`,
  },
  {
    // Sign-in throttling without lock-out (src/server/accounts/sign-in-throttle.ts): one counter
    // row per key, charged atomically before a password is checked, and the clients (addresses,
    // hashed device cookies) that have signed in to an account before. Sign-in no longer uses
    // sign_in_failures (registration does).
    id: '0011-sign-in-throttle',
    sql: `create table sign_in_throttle (
  throttle_key text primary key,
  failures integer not null,
  last_at timestamptz not null,
  next_at timestamptz not null
);
create index sign_in_throttle_last_at on sign_in_throttle (last_at);
create table sign_in_known_clients (
  email_key text not null,
  client text not null,
  last_success_at timestamptz not null,
  primary key (email_key, client)
);
create index sign_in_known_clients_last_success on sign_in_known_clients (last_success_at);
delete from sign_in_failures where limit_key not like 'register:%';`,
  },
  {
    // Feedback rate limits (src/server/feedback/feedback-rate-limit.ts): one fixed-window counter
    // per key (client address or account) and window, raised atomically by an upsert, so
    // processes sharing the database share the limits. Rows past expires_at are swept.
    id: '0012-feedback-rate-limits',
    sql: `create table feedback_rate_limits (
  limit_key text not null,
  window_start timestamptz not null,
  hits integer not null,
  expires_at timestamptz not null,
  primary key (limit_key, window_start)
);
create index feedback_rate_limits_expiry on feedback_rate_limits (expires_at);`,
  },
  {
    // The developer console's embedded app registry (src/server/console/embedded-app-registry.ts)
    // and the storage of its authorization server (decision 0026). oauth_client keeps only a hash
    // of each app's client secret; secret_generation is raised on every rotation so tokens minted
    // with an older secret stop being found. Every child row goes with its app (on delete
    // cascade), tokens with their client. console_audit has no foreign key, so the record of a
    // deletion outlives the app it names; seq orders entries made within one millisecond.
    id: '0013-console-app-registry',
    sql: `create table console_app (
  id text primary key,
  owner_id text not null references accounts (id) on delete cascade,
  name text not null,
  description text not null default '',
  vendor_type text not null default 'third-party' check (vendor_type in ('internal', 'third-party')),
  avatar_file_id text,
  vendor_name text,
  distribution_status text not null default 'development' check (distribution_status in ('development', 'public')),
  privacy_policy text,
  terms_of_service text,
  contact_link text,
  stores_personal_data boolean not null default false,
  has_pd_reporting_api_implemented boolean not null default false,
  update_url text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index console_app_owner on console_app (owner_id);
create table oauth_client (
  client_id text primary key,
  app_id text not null unique references console_app (id) on delete cascade,
  secret_hash text not null check (secret_hash like 'sha256:%'),
  secret_generation integer not null default 1,
  secret_issued_at timestamptz not null
);
create table console_app_member (
  app_id text not null references console_app (id) on delete cascade,
  account_id text not null references accounts (id) on delete cascade,
  email text not null,
  role text not null check (role in ('admin', 'viewer')),
  added_at timestamptz not null,
  primary key (app_id, account_id)
);
create index console_app_member_account on console_app_member (account_id);
create table console_callback_url (
  app_id text not null references console_app (id) on delete cascade,
  url text not null,
  position integer not null,
  added_at timestamptz not null,
  primary key (app_id, url)
);
create table console_enrolment (
  app_id text not null references console_app (id) on delete cascade,
  api_id text not null,
  scopes jsonb not null,
  added_at timestamptz not null,
  primary key (app_id, api_id)
);
create table console_environment (
  id text primary key,
  app_id text not null references console_app (id) on delete cascade,
  type text not null check (type in ('DEVELOPMENT', 'STAGING', 'PRODUCTION')),
  unique (app_id, type)
);
create table console_deployment (
  id text primary key,
  environment_id text not null references console_environment (id) on delete cascade,
  status text not null check (status in ('DONE', 'FAILED', 'IN_PROGRESS')),
  version text,
  started_at timestamptz not null,
  finished_at timestamptz,
  recorded_at timestamptz not null
);
create index console_deployment_environment on console_deployment (environment_id, started_at);
create table console_outbound_auth (
  app_id text not null references console_app (id) on delete cascade,
  key text not null,
  provider text not null check (provider in ('dropbox', 'google', 'oauth2')),
  display_name text,
  client_id text not null,
  scopes jsonb not null,
  authorization_url text,
  token_url text,
  profile_retriever_url text,
  client_secret_encrypted text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  primary key (app_id, key)
);
create table console_audit (
  seq bigserial primary key,
  id text not null unique,
  app_id text not null,
  actor_id text not null,
  actor_email text,
  action text not null,
  at timestamptz not null,
  details jsonb not null
);
create index console_audit_app on console_audit (app_id, seq);
create table oauth_payload (
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  user_code text,
  uid text,
  client_id text references oauth_client (client_id) on delete cascade,
  secret_generation integer,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (model, id)
);
create index oauth_payload_grant on oauth_payload (grant_id);
create index oauth_payload_uid on oauth_payload (uid) where uid is not null;
create index oauth_payload_client on oauth_payload (client_id);
create index oauth_payload_expires on oauth_payload (expires_at);`,
  },
  {
    // App avatars uploaded on a console app's settings page (src/server/console/app-avatar-*.ts),
    // re-encoded, served to anyone at /api/console/app-avatar/<file id>. The file id is random
    // and never reused, so a served image never changes (immutable caching). app_id has no
    // foreign key: with a vendor registry the app is not in this database. Replacing an avatar
    // or deleting the app removes the app's other files.
    id: '0014-console-app-avatars',
    sql: `create table console_app_avatar (
  file_id text primary key,
  app_id text not null,
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
  bytes bytea not null,
  created_at timestamptz not null
);
create index console_app_avatar_app on console_app_avatar (app_id);`,
  },
  {
    // A signed-in reader's last visit of each changelog API group ('*': the universal changelog),
    // so the changelog indicator (src/server/changelog/changelog-visit-store.ts) agrees on every
    // device. Deleted with the account.
    id: '0015-changelog-visits',
    sql: `create table changelog_visits (
  account_id text not null references accounts (id) on delete cascade,
  api_group text not null,
  visited_at timestamptz not null,
  primary key (account_id, api_group)
);`,
  },
  {
    // State every process and machine must agree on (src/server/shared-state, decision 0063):
    // rate-limit counters, sign-in trouble and holds of client addresses, each with its expiry.
    // It replaces the feedback and registration limits' own tables; their counts last at most a
    // day and an hour, so nothing is carried over.
    id: '0016-shared-state',
    sql: `create table shared_state (
  key text primary key,
  value text not null,
  expires_at timestamptz not null
);
create index shared_state_expiry on shared_state (expires_at);
drop table feedback_rate_limits;
drop table sign_in_failures;`,
  },
];
