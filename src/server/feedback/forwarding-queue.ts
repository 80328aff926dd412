import { sql } from 'kysely';
import type { Database } from '../storage/database.ts';
import { typedSql } from '../storage/typed-sql.ts';
import type { ForwardedFeedback } from './jira-issue.ts';

/** A claimed row: the feedback and which attempt this is (1 for the first). */
export interface ClaimedFeedback extends ForwardedFeedback {
  attempt: number;
}

/** Where a created issue lives in the tracker. */
export interface RemoteIssue {
  id: string | undefined;
  key: string | undefined;
  url: string | undefined;
}

/**
 * The forwarding state on feedback_issues (migration 0008-feedback-forwarding). Every portal
 * process sharing the database runs the same loop over it; claims make sure one row is offered
 * to the tracker by one process at a time.
 */
export interface ForwardingQueue {
  /**
   * Claims up to `limit` rows of `tracker` that are due at `now`: each gets its attempt counted
   * and becomes due again only at `leaseUntil`, so no other process takes it meanwhile (and one
   * that died holding it gives it back then). Rows another transaction is claiming right now
   * are skipped, not waited for (`for update skip locked`).
   */
  claim(tracker: string, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedFeedback[]>;
  /** Records the created issue. False when the claim was lost (another attempt took over). */
  succeeded(row: ClaimedFeedback, remote: RemoteIssue, now: Date, note?: string): Promise<boolean>;
  /** Records a failed attempt: due again at `retryAt`, or failed for good without one. */
  failed(row: ClaimedFeedback, error: string, retryAt: Date | undefined): Promise<boolean>;
}

/** The queue over the portal's database. */
export function forwardingQueue(db: Database): ForwardingQueue {
  const q = typedSql(db);
  /** The row of this claim, while no later attempt has taken it over. */
  const stillClaimed = (row: ClaimedFeedback) =>
    q
      .updateTable('feedback_issues')
      .where('id', '=', row.id)
      .where('forward_status', '=', 'pending')
      .where('forward_attempts', '=', row.attempt);
  return {
    claim: (tracker, now, leaseUntil, limit) => {
      const due = q
        .selectFrom('feedback_issues')
        .select('id')
        .where('forward_status', '=', 'pending')
        .where('forward_tracker', '=', tracker)
        .where('forward_next_at', '<=', now)
        .orderBy('forward_next_at')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked();
      return q
        .updateTable('feedback_issues as f')
        .set((eb) => ({
          forward_attempts: eb('f.forward_attempts', '+', 1),
          forward_next_at: leaseUntil.toISOString(),
        }))
        .from(due.as('due'))
        .whereRef('f.id', '=', 'due.id')
        .returning([
          sql<string>`f.id::text`.as('id'),
          'f.kind',
          'f.received_at',
          'f.page_title',
          'f.page_url',
          'f.path_name',
          'f.rating_score',
          'f.text_feedback',
          'f.ai_question',
          'f.ai_answer',
          'f.ai_summary',
          'f.content_id',
          'f.feedback_type',
          'f.forward_attempts as attempt',
        ])
        .execute();
    },
    succeeded: async (row, remote, now, note) => {
      const updated = await stillClaimed(row)
        .set({
          forward_status: 'forwarded',
          forwarded_at: now.toISOString(),
          forward_next_at: null,
          remote_id: remote.id ?? null,
          remote_key: remote.key ?? null,
          remote_url: remote.url ?? null,
          forward_last_error: note ?? null,
        })
        .returning('id')
        .execute();
      return updated.length === 1;
    },
    failed: async (row, error, retryAt) => {
      const updated = await stillClaimed(row)
        .set({
          forward_last_error: error,
          forward_status: retryAt === undefined ? 'failed' : 'pending',
          forward_next_at: retryAt?.toISOString() ?? null,
        })
        .returning('id')
        .execute();
      return updated.length === 1;
    },
  };
}
