import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { can, redactClientSecrets, roleOn, type AppAction } from '../../core/console/index.ts';
import type { AppRole, AuditAction } from '../../schemas/console.ts';
import type { Database, Queryable } from '../storage/database.ts';
import { typedSql } from '../storage/typed-sql.ts';
import type { AppRow } from './app-loader.ts';
import type { Actor } from './app-registry.ts';
import { AppActionForbiddenError, AppNotFoundError } from './registry-errors.ts';

/** Names and ids of what changed, for the audit log. Never a secret. */
export type AuditDetails = Record<string, string | number | boolean>;

/** What a change reports for its audit entry; `touch: false` leaves updated_at alone. */
export interface ChangeOutcome<T> {
  action: AuditAction;
  details?: AuditDetails;
  result: T;
  touch?: boolean;
}

/** Appends one audit entry on `tx`, so it commits or rolls back with the change it records. */
export async function writeAudit(
  tx: Queryable,
  appId: string,
  actor: Actor,
  action: AuditAction,
  details: AuditDetails,
  at: Date,
): Promise<void> {
  const clean = Object.fromEntries(
    Object.entries(details).map(([key, value]) => [
      key,
      typeof value === 'string' ? redactClientSecrets(value) : value,
    ]),
  );
  await typedSql(tx)
    .insertInto('console_audit')
    .values({
      id: randomUUID(),
      app_id: appId,
      actor_id: actor.id,
      actor_email: actor.email ?? null,
      action,
      at: at.toISOString(),
      details: JSON.stringify(clean),
    })
    .execute();
}

/** The account's role on the app read on `db` (undefined: no such app for them). */
export async function roleFor(
  db: Queryable,
  appId: string,
  accountId: string,
  lock: boolean,
): Promise<{ row: AppRow; role: AppRole } | undefined> {
  const q = typedSql(db);
  const base = q.selectFrom('console_app').selectAll().where('id', '=', appId);
  const row = await (lock ? base.forUpdate() : base).executeTakeFirst();
  if (row === undefined) return undefined;
  const members = await q
    .selectFrom('console_app_member')
    .select(['account_id as accountId', 'role'])
    .where('app_id', '=', appId)
    .where('account_id', '=', accountId)
    .execute();
  const role = roleOn({ ownerId: row.owner_id, members }, accountId);
  return role === undefined ? undefined : { row, role };
}

/**
 * Runs one change of an app in a transaction: locks the app's row (so changes of one app,
 * and their quota checks, run one at a time across processes), checks that the actor may do
 * `action`, runs `work`, stamps updated_at and appends the audit entry. Resolves after commit.
 */
export async function changeApp<T>(
  db: Database,
  appId: string,
  actor: Actor,
  action: AppAction,
  now: () => Date,
  work: (tx: Queryable, row: AppRow, role: AppRole) => Promise<ChangeOutcome<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const access = await roleFor(tx, appId, actor.id, true);
    if (access === undefined) throw new AppNotFoundError(appId);
    if (!can(access.role, action)) throw new AppActionForbiddenError(appId, action);
    const outcome = await work(tx, access.row, access.role);
    const at = now();
    if (outcome.touch !== false) {
      await typedSql(tx)
        .updateTable('console_app')
        .set({ updated_at: at.toISOString() })
        .where('id', '=', appId)
        .execute();
    }
    await writeAudit(tx, appId, actor, outcome.action, outcome.details ?? {}, at);
    return outcome.result;
  });
}

/**
 * Takes the transaction-scoped advisory lock on an owner (decision 0026): an aggregate such as
 * "how many apps they own" cannot be locked FOR UPDATE, so concurrent creates by one owner,
 * in any process, queue here until the first commits.
 */
export async function lockOwner(tx: Queryable, ownerId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${'console:' + ownerId}))`.execute(typedSql(tx));
}
