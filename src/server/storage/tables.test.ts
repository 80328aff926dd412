import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './migrate.ts';
import { MIGRATIONS } from './migrations.ts';
import { openTestPglite } from './test-pglite.test-helper.ts';
import type { Tables } from './tables.ts';
import type { Database } from './database.ts';

/**
 * Every column of every table in {@link Tables}. The compiler holds this list to the interfaces
 * (a name missing here, or not in the interface, does not compile); the test holds it to what
 * the migrations build, so the interfaces cannot drift from the schema unnoticed.
 */
const COLUMNS = {
  analytics_events: [
    'id',
    'received_at',
    'page',
    'event_type',
    'action',
    'action_subject',
    'action_subject_id',
    'name',
    'attributes',
  ],
  search_insights_events: [
    'id',
    'received_at',
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
    'event_at',
  ],
  search_secrets: ['name', 'value', 'created_at'],
  feedback_issues: [
    'id',
    'received_at',
    'kind',
    'account_id',
    'page_title',
    'page_url',
    'path_name',
    'rating_score',
    'text_feedback',
    'user_aid',
    'ai_question',
    'ai_answer',
    'ai_summary',
    'content_id',
    'feedback_type',
    'payload',
    'forward_status',
    'forward_tracker',
    'forward_attempts',
    'forward_next_at',
    'forward_last_error',
    'forwarded_at',
    'remote_id',
    'remote_key',
    'remote_url',
  ],
  shared_state: ['key', 'value', 'expires_at'],
  accounts: [
    'id',
    'email',
    'email_key',
    'screen_name',
    'avatar_url',
    'password_hash',
    'provider',
    'subject',
    'created_at',
    'picture_url',
    'email_verified',
  ],
  sessions: ['id_hash', 'account_id', 'created_at', 'touched_at', 'expires_at'],
  sign_in_throttle: ['throttle_key', 'failures', 'last_at', 'next_at'],
  sign_in_known_clients: ['email_key', 'client', 'last_success_at'],
  account_avatars: ['account_id', 'content_type', 'bytes', 'version', 'updated_at'],
  email_verifications: ['token_hash', 'account_id', 'email_key', 'created_at', 'expires_at', 'used_at'],
  support_requests: [
    'id',
    'issue_key',
    'provider',
    'account_id',
    'reporter_email',
    'reporter_name',
    'request_type_id',
    'category',
    'summary',
    'description',
    'status',
    'status_category',
    'created_at',
    'status_changed_at',
  ],
  support_request_drafts: ['account_id', 'fields', 'problems', 'saved_at'],
  console_app: [
    'id',
    'owner_id',
    'name',
    'description',
    'vendor_type',
    'avatar_file_id',
    'vendor_name',
    'distribution_status',
    'privacy_policy',
    'terms_of_service',
    'contact_link',
    'stores_personal_data',
    'has_pd_reporting_api_implemented',
    'update_url',
    'created_at',
    'updated_at',
  ],
  oauth_client: ['client_id', 'app_id', 'secret_hash', 'secret_generation', 'secret_issued_at'],
  console_app_member: ['app_id', 'account_id', 'email', 'role', 'added_at'],
  console_callback_url: ['app_id', 'url', 'position', 'added_at'],
  console_enrolment: ['app_id', 'api_id', 'scopes', 'added_at'],
  console_environment: ['id', 'app_id', 'type'],
  console_deployment: [
    'id',
    'environment_id',
    'status',
    'version',
    'started_at',
    'finished_at',
    'recorded_at',
  ],
  console_outbound_auth: [
    'app_id',
    'key',
    'provider',
    'display_name',
    'client_id',
    'scopes',
    'authorization_url',
    'token_url',
    'profile_retriever_url',
    'client_secret_encrypted',
    'created_at',
    'updated_at',
  ],
  console_audit: ['seq', 'id', 'app_id', 'actor_id', 'actor_email', 'action', 'at', 'details'],
  oauth_payload: [
    'model',
    'id',
    'payload',
    'grant_id',
    'user_code',
    'uid',
    'client_id',
    'secret_generation',
    'expires_at',
    'consumed_at',
  ],
  console_app_avatar: ['file_id', 'app_id', 'content_type', 'bytes', 'created_at'],
  changelog_visits: ['account_id', 'api_group', 'visited_at'],
} as const satisfies { [T in keyof Tables]: readonly (keyof Tables[T])[] };

/** The columns an interface has that the list above leaves out (never, when it lists them all). */
type Unlisted = { [T in keyof Tables]: Exclude<keyof Tables[T], (typeof COLUMNS)[T][number]> }[keyof Tables];
const everyColumnListed: [Unlisted] extends [never] ? true : Unlisted = true;

describe('Tables', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestPglite();
    await migrate(db, MIGRATIONS);
  }, 60_000); // PGlite's first start runs initdb: seconds, more on a loaded machine
  afterAll(() => db.close());

  it('names every column the migrations create, table by table', async () => {
    expect(everyColumnListed).toBe(true);
    const rows = await db.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and table_name <> 'schema_migrations'
        order by table_name, ordinal_position`,
    );
    const migrated: Record<string, string[]> = {};
    for (const row of rows) (migrated[row.table_name] ??= []).push(row.column_name);
    const declared = Object.fromEntries(
      Object.entries(COLUMNS).map(([table, columns]) => [table, [...columns]]),
    );
    expect(declared).toEqual(migrated);
  });
});
