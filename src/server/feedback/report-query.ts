import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Queryable } from '../storage/database.ts';
import type { Tables } from '../storage/tables.ts';
import { typedSql } from '../storage/typed-sql.ts';
import { dateBounds, type ReportFilters } from '../../core/feedback/report-params.ts';
import type { FeedbackKind, ForwardState } from '../../core/feedback/feedback-report-types.ts';
import type { PageDirectory } from './page-directory.ts';

/**
 * The page a feedback is about, as a route with one trailing slash: the path the collector sent,
 * or for AI feedback the path of its page URL, else its content id when that is a path.
 */
export const PAGE_PATH = sql<string | null>`regexp_replace(coalesce(nullif(path_name, ''),
  case when content_id like '/%' then content_id end), '([^/])$', '\\1/')`;

/** A condition on feedback_issues rows: which rows a report or an export covers. */
export type SqlFilter = (eb: ExpressionBuilder<Tables, 'feedback_issues'>) => Expression<SqlBool>;

/**
 * The filters as SQL over feedback_issues: received_at within the UTC days, kind, forwarding
 * state ('none': never queued), and the product through the content build's routes.
 */
export function filterSql(filters: ReportFilters, directory: PageDirectory): SqlFilter {
  const { start, end } = dateBounds(filters);
  return (eb) => {
    const conditions: Expression<SqlBool>[] = [];
    if (start !== undefined) conditions.push(eb('received_at', '>=', new Date(start)));
    if (end !== undefined) conditions.push(eb('received_at', '<', new Date(end)));
    if (filters.type !== undefined) conditions.push(eb('kind', '=', filters.type));
    if (filters.status === 'none') conditions.push(eb('forward_status', 'is', null));
    else if (filters.status !== undefined) conditions.push(eb('forward_status', '=', filters.status));
    if (filters.product !== undefined) {
      const paths = directory.pathsOf(filters.product);
      conditions.push(sql<SqlBool>`${PAGE_PATH} = any(${paths}::text[])`);
    }
    return eb.and(conditions);
  };
}

/** The distribution and average columns over the rows in scope. */
const RATING_COLUMNS = [
  sql<number>`count(*)::int`.as('count'),
  sql<number>`count(*) filter (where rating_score between 1 and 5)::int`.as('rated'),
  sql<number | null>`round(avg(rating_score) filter (where rating_score between 1 and 5), 1)::float8`.as(
    'average',
  ),
  sql<number>`count(*) filter (where rating_score = 1)::int`.as('r1'),
  sql<number>`count(*) filter (where rating_score = 2)::int`.as('r2'),
  sql<number>`count(*) filter (where rating_score = 3)::int`.as('r3'),
  sql<number>`count(*) filter (where rating_score = 4)::int`.as('r4'),
  sql<number>`count(*) filter (where rating_score = 5)::int`.as('r5'),
] as const;

/** Rating columns as read back. */
export interface RatingRow {
  count: number;
  rated: number;
  average: number | null;
  r1: number;
  r2: number;
  r3: number;
  r4: number;
  r5: number;
}

/** Totals over the filtered rows. */
export interface SummaryRow extends RatingRow {
  page_feedback: number;
  ai_feedback: number;
  pages: number;
  forwarded: number;
  pending: number;
  failed: number;
  not_forwarded: number;
}

/** One page's aggregate. */
export interface PageRow extends RatingRow {
  path: string | null;
  page_title: string | null;
  ai: number;
  last_at: Date;
}

/** One feedback with what the report and the export show. */
export interface EntryRow {
  id: string;
  received_at: Date;
  /** received_at as the database prints it (microseconds kept), for keyset paging. */
  received_key: string;
  kind: FeedbackKind;
  path: string | null;
  page_title: string | null;
  page_url: string | null;
  rating_score: number | null;
  text_feedback: string;
  feedback_type: string | null;
  ai_question: string | null;
  ai_answer: string | null;
  ai_summary: string | null;
  forward_status: Exclude<ForwardState, 'none'> | null;
  forward_attempts: number;
  forward_last_error: string | null;
  remote_key: string | null;
  remote_url: string | null;
}

/** Totals of everything the filter matches. */
export function summaryOf(db: Queryable, filter: SqlFilter): Promise<SummaryRow> {
  return typedSql(db)
    .selectFrom('feedback_issues')
    .select([
      ...RATING_COLUMNS,
      sql<number>`count(*) filter (where kind = 'page')::int`.as('page_feedback'),
      sql<number>`count(*) filter (where kind = 'ai')::int`.as('ai_feedback'),
      sql<number>`count(distinct ${PAGE_PATH})::int`.as('pages'),
      sql<number>`count(*) filter (where forward_status = 'forwarded')::int`.as('forwarded'),
      sql<number>`count(*) filter (where forward_status = 'pending')::int`.as('pending'),
      sql<number>`count(*) filter (where forward_status = 'failed')::int`.as('failed'),
      sql<number>`count(*) filter (where forward_status is null)::int`.as('not_forwarded'),
    ])
    .where(filter)
    .executeTakeFirstOrThrow();
}

/** Per-page aggregates, most feedback first, at most `limit` pages. */
export function pagesOf(db: Queryable, filter: SqlFilter, limit: number): Promise<PageRow[]> {
  return typedSql(db)
    .selectFrom('feedback_issues')
    .select([
      PAGE_PATH.as('path'),
      ...RATING_COLUMNS,
      sql<number>`count(*) filter (where kind = 'ai')::int`.as('ai'),
      sql<
        string | null
      >`(array_agg(page_title order by id desc) filter (where page_title is not null))[1]`.as('page_title'),
      sql<Date>`max(received_at)`.as('last_at'),
    ])
    .where(filter)
    .groupBy(sql`1`)
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(sql`1`, (order) => order.asc().nullsLast())
    .limit(limit)
    .execute();
}

// Ordering names feedback_issues.id: the bare `id` would be the text alias below, sorted as text.
const ENTRY_COLUMNS = [
  sql<string>`id::text`.as('id'),
  'received_at',
  sql<string>`received_at::text`.as('received_key'),
  'kind',
  PAGE_PATH.as('path'),
  'page_title',
  'page_url',
  'rating_score',
  'text_feedback',
  'feedback_type',
  'ai_question',
  'ai_answer',
  'ai_summary',
  'forward_status',
  'forward_attempts',
  'forward_last_error',
  'remote_key',
  'remote_url',
] as const;

/** The entries a filter matches, newest first (by time received, then id). */
function entries(db: Queryable, filter: SqlFilter) {
  return typedSql(db)
    .selectFrom('feedback_issues')
    .select(ENTRY_COLUMNS)
    .where(filter)
    .orderBy('feedback_issues.received_at', 'desc')
    .orderBy('feedback_issues.id', 'desc');
}

/** The newest entries first (by time received, then id): `limit` of them after skipping `offset`. */
export function entriesOf(
  db: Queryable,
  filter: SqlFilter,
  limit: number,
  offset: number,
): Promise<EntryRow[]> {
  return entries(db, filter).limit(limit).offset(offset).execute();
}

/**
 * The next `limit` entries in the same order after `after` (from the start when undefined):
 * keyset pages for the export, which neither skip nor repeat rows while new feedback arrives.
 */
export function entriesAfter(
  db: Queryable,
  filter: SqlFilter,
  after: Pick<EntryRow, 'received_key' | 'id'> | undefined,
  limit: number,
): Promise<EntryRow[]> {
  let page = entries(db, filter);
  // received_key is the database's own text of the time, so no microsecond is lost on the way.
  if (after !== undefined) {
    page = page.where(
      sql<SqlBool>`(feedback_issues.received_at, feedback_issues.id) < (${after.received_key}::timestamptz, ${after.id}::bigint)`,
    );
  }
  return page.limit(limit).execute();
}
