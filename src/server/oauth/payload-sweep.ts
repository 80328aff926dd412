import type { Queryable } from '../storage/database.ts';

/**
 * Deletes up to `limit` `oauth_payload` rows that expired before `now`. The session sweep at each
 * sign-in calls it (decision 0026 §4); the bound keeps one sign-in from paying for a backlog.
 */
export async function deleteExpiredOauthPayloads(db: Queryable, now: Date, limit = 500): Promise<void> {
  await db.query(
    `delete from oauth_payload where (model, id) in
       (select model, id from oauth_payload where expires_at < $1::timestamptz limit $2)`,
    [now.toISOString(), limit],
  );
}
