import type { Database } from '../storage/database.ts';
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
  return {
    claim: (tracker, now, leaseUntil, limit) =>
      db.query<ClaimedFeedback>(
        `update feedback_issues f
            set forward_attempts = f.forward_attempts + 1, forward_next_at = $3::timestamptz
           from (select id from feedback_issues
                  where forward_status = 'pending' and forward_tracker = $1 and forward_next_at <= $2::timestamptz
                  order by forward_next_at, id
                  limit $4
                  for update skip locked) due
          where f.id = due.id
        returning f.id::text as id, f.kind, f.received_at, f.page_title, f.page_url, f.path_name,
          f.rating_score, f.text_feedback, f.ai_question, f.ai_answer, f.ai_summary, f.content_id,
          f.feedback_type, f.forward_attempts as attempt`,
        [tracker, now.toISOString(), leaseUntil.toISOString(), limit],
      ),
    succeeded: async (row, remote, now, note) =>
      (
        await db.query(
          `update feedback_issues
              set forward_status = 'forwarded', forwarded_at = $3::timestamptz, forward_next_at = null,
                  remote_id = $4, remote_key = $5, remote_url = $6, forward_last_error = $7
            where id = $1::bigint and forward_status = 'pending' and forward_attempts = $2
          returning id`,
          [
            row.id,
            row.attempt,
            now.toISOString(),
            remote.id ?? null,
            remote.key ?? null,
            remote.url ?? null,
            note ?? null,
          ],
        )
      ).length === 1,
    failed: async (row, error, retryAt) =>
      (
        await db.query(
          `update feedback_issues
              set forward_last_error = $3,
                  forward_status = case when $4::timestamptz is null then 'failed' else 'pending' end,
                  forward_next_at = $4::timestamptz
            where id = $1::bigint and forward_status = 'pending' and forward_attempts = $2
          returning id`,
          [row.id, row.attempt, error, retryAt?.toISOString() ?? null],
        )
      ).length === 1,
  };
}
