import type { FeedbackKind } from '../../core/feedback/feedback-report-types.ts';
import { AI_FEEDBACK_FIELD_ID, type FeedbackIssue } from '../../schemas/feedback.ts';
import { sql, type Insertable } from 'kysely';
import type { Database } from '../storage/database.ts';
import type { FeedbackIssuesTable } from '../storage/tables.ts';
import { typedSql } from '../storage/typed-sql.ts';
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

/** The columns that describe an issue, by kind: a page rating or a vote on an AI answer. */
function issueColumns(issue: FeedbackIssue): Insertable<FeedbackIssuesTable> {
  if (issue.kind === 'page') {
    const page = issue.issue;
    return {
      kind: 'page',
      page_title: page.pageTitle,
      page_url: page.pageUrl,
      path_name: page.pathName,
      rating_score: page.ratingScore,
      text_feedback: page.textFeedback,
      user_aid: page.userAid ?? null,
      payload: JSON.stringify(page),
    };
  }
  const ai = issue.issue;
  const field = ai[AI_FEEDBACK_FIELD_ID];
  let path: string | null;
  try {
    path = ai.pageUrl === undefined ? null : new URL(ai.pageUrl, 'http://portal.invalid').pathname;
  } catch {
    path = null;
  }
  return {
    kind: 'ai',
    page_url: ai.pageUrl ?? null,
    path_name: path,
    text_feedback: ai.textFeedback,
    ai_question: field.question ?? null,
    ai_answer: field.answer ?? null,
    ai_summary: field.summary ?? null,
    content_id: field.contentId,
    feedback_type: field.feedbackType,
    payload: JSON.stringify(ai),
  };
}

/** The feedback store over the portal's database. */
export function feedbackStore(db: Database): FeedbackStore {
  return {
    insert: (issue, submitter, forwardTo) =>
      db.transaction(async (tx) => {
        const row = await typedSql(tx)
          .insertInto('feedback_issues')
          .values({
            ...issueColumns(issue),
            account_id: submitter.accountId ?? null,
            // Queued for the tracker, due at once; without one the forwarding columns stay empty.
            ...(forwardTo === undefined
              ? {}
              : { forward_tracker: forwardTo, forward_status: 'pending', forward_next_at: sql<Date>`now()` }),
          })
          .returning(sql<string>`id::text`.as('id'))
          .executeTakeFirstOrThrow();
        return row.id;
      }),
    recent: (limit) =>
      typedSql(db)
        .selectFrom('feedback_issues')
        .select([
          sql<string>`id::text`.as('id'),
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
        ])
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
  };
}
