import type { FeedbackKind } from '../../core/feedback/feedback-report-types.ts';
import { AI_FEEDBACK_FIELD_ID, type FeedbackIssue } from '../../schemas/feedback.ts';
import type { Database } from '../storage/database.ts';
import type { FeedbackSubmitter } from './feedback-provider.ts';

/** A stored issue as read back (columns of migration 0004-feedback). */
export interface StoredFeedback {
  id: string;
  received_at: Date;
  kind: FeedbackKind;
  account_id: string | null;
  page_title: string | null;
  page_url: string | null;
  path_name: string | null;
  rating_score: number | null;
  text_feedback: string;
  user_aid: string | null;
  ai_question: string | null;
  ai_answer: string | null;
  ai_summary: string | null;
  content_id: string | null;
  feedback_type: string | null;
  payload: Record<string, unknown>;
}

/** The feedback_issues table. The employee report reads it through report-query.ts. */
export interface FeedbackStore {
  /**
   * Inserts one issue in its own transaction; resolves with its id once committed. With
   * `forwardTo` (a tracker's name) the row is also queued for forwarding, due at once.
   */
  insert(issue: FeedbackIssue, submitter: FeedbackSubmitter, forwardTo?: string): Promise<string>;
  /** The newest issues first. */
  recent(limit: number): Promise<StoredFeedback[]>;
}

function columns(issue: FeedbackIssue): unknown[] {
  if (issue.kind === 'page') {
    const page = issue.issue;
    return [
      'page',
      page.pageTitle,
      page.pageUrl,
      page.pathName,
      page.ratingScore,
      page.textFeedback,
      page.userAid ?? null,
      null,
      null,
      null,
      null,
      null,
    ];
  }
  const ai = issue.issue;
  const field = ai[AI_FEEDBACK_FIELD_ID];
  let path: string | null;
  try {
    path = ai.pageUrl === undefined ? null : new URL(ai.pageUrl, 'http://portal.invalid').pathname;
  } catch {
    path = null;
  }
  return [
    'ai',
    null,
    ai.pageUrl ?? null,
    path,
    null,
    ai.textFeedback,
    null,
    field.question ?? null,
    field.answer ?? null,
    field.summary ?? null,
    field.contentId,
    field.feedbackType,
  ];
}

/** The feedback store over the portal's database. */
export function feedbackStore(db: Database): FeedbackStore {
  return {
    insert: (issue, submitter, forwardTo) =>
      db.transaction(async (tx) => {
        const rows = await tx.query<{ id: string }>(
          `insert into feedback_issues (kind, page_title, page_url, path_name, rating_score, text_feedback,
             user_aid, ai_question, ai_answer, ai_summary, content_id, feedback_type, account_id, payload,
             forward_tracker, forward_status, forward_next_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb,
             $15::text, case when $15::text is null then null else 'pending' end,
             case when $15::text is null then null else now() end)
           returning id::text as id`,
          [...columns(issue), submitter.accountId ?? null, JSON.stringify(issue.issue), forwardTo ?? null],
        );
        return rows[0]!.id;
      }),
    recent: (limit) =>
      db.query<StoredFeedback>(
        `select id::text as id, received_at, kind, account_id, page_title, page_url, path_name, rating_score,
           text_feedback, user_aid, ai_question, ai_answer, ai_summary, content_id, feedback_type, payload
         from feedback_issues order by id desc limit $1`,
        [limit],
      ),
  };
}
