import type { ChangelogVisits } from '../../core/changelog/indicator.ts';
import type { Database } from '../storage/database.ts';
import { typedSql } from '../storage/typed-sql.ts';

/**
 * changelog_visits: a signed-in reader's last visit of each changelog API group (or '*', the
 * universal changelog), so the changelog indicator agrees on every device (spec §2.3).
 */
export interface ChangelogVisitStore {
  /** The account's visits: API group → ISO instant. */
  read(accountId: string): Promise<ChangelogVisits>;
  /** Records a visit of `groups` at `at`; a later visit already kept is left as it is. */
  record(accountId: string, groups: readonly string[], at: Date): Promise<void>;
}

/** The visit store over the portal's database (PGlite or PostgreSQL). */
export function changelogVisitStore(db: Database): ChangelogVisitStore {
  const q = typedSql(db);
  return {
    read: async (accountId) => {
      const rows = await q
        .selectFrom('changelog_visits')
        .select(['api_group', 'visited_at'])
        .where('account_id', '=', accountId)
        .orderBy('api_group')
        .execute();
      return Object.fromEntries(rows.map((row) => [row.api_group, new Date(row.visited_at).toISOString()]));
    },
    record: async (accountId, groups, at) => {
      if (groups.length === 0) return;
      const visitedAt = at.toISOString();
      await q
        .insertInto('changelog_visits')
        .values(
          [...new Set(groups)].map((group) => ({
            account_id: accountId,
            api_group: group,
            visited_at: visitedAt,
          })),
        )
        .onConflict((conflict) =>
          conflict.columns(['account_id', 'api_group']).doUpdateSet((eb) => ({
            visited_at: eb.fn('greatest', [
              eb.ref('changelog_visits.visited_at'),
              eb.ref('excluded.visited_at'),
            ]),
          })),
        )
        .execute();
    },
  };
}
