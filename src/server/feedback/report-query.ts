import type { Queryable } from '../storage/database.ts';
import { dateBounds, type ReportFilters } from '../../core/feedback/report-params.ts';
import type { FeedbackKind, ForwardState } from '../../core/feedback/feedback-report-types.ts';
import type { PageDirectory } from './page-directory.ts';

/**
 * The page a feedback is about, as a route with one trailing slash: the path the collector sent,
 * or for AI feedback the path of its page URL, else its content id when that is a path.
 */
export const PAGE_PATH_SQL = `regexp_replace(coalesce(nullif(path_name, ''),
  case when content_id like '/%' then content_id end), '([^/])$', '\\1/')`;

/** A `where` clause and its parameters, numbered from `$1`. */
export interface SqlFilter {
  sql: string;
  params: unknown[];
}

/**
 * The filters as SQL over feedback_issues: received_at within the UTC days, kind, forwarding
 * state ('none': never queued), and the product through the content build's routes.
 */
export function filterSql(filters: ReportFilters, directory: PageDirectory): SqlFilter {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  const { start, end } = dateBounds(filters);
  if (start !== undefined) add((n) => `received_at >= ${n}::timestamptz`, start);
  if (end !== undefined) add((n) => `received_at < ${n}::timestamptz`, end);
  if (filters.type !== undefined) add((n) => `kind = ${n}`, filters.type);
  if (filters.status === 'none') conditions.push('forward_status is null');
  else if (filters.status !== undefined) add((n) => `forward_status = ${n}`, filters.status);
  if (filters.product !== undefined) {
    add((n) => `${PAGE_PATH_SQL} = any(${n}::text[])`, directory.pathsOf(filters.product));
  }
  return { sql: conditions.length === 0 ? 'true' : conditions.join(' and '), params };
}

/** The distribution and average columns over the rows in scope. */
const RATING_COLUMNS = `count(*)::int as count,
  count(*) filter (where rating_score between 1 and 5)::int as rated,
  round(avg(rating_score) filter (where rating_score between 1 and 5), 1)::float8 as average,
  count(*) filter (where rating_score = 1)::int as r1, count(*) filter (where rating_score = 2)::int as r2,
  count(*) filter (where rating_score = 3)::int as r3, count(*) filter (where rating_score = 4)::int as r4,
  count(*) filter (where rating_score = 5)::int as r5`;

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
export async function summaryOf(db: Queryable, filter: SqlFilter): Promise<SummaryRow> {
  const [row] = await db.query<SummaryRow>(
    `select ${RATING_COLUMNS},
       count(*) filter (where kind = 'page')::int as page_feedback,
       count(*) filter (where kind = 'ai')::int as ai_feedback,
       count(distinct ${PAGE_PATH_SQL})::int as pages,
       count(*) filter (where forward_status = 'forwarded')::int as forwarded,
       count(*) filter (where forward_status = 'pending')::int as pending,
       count(*) filter (where forward_status = 'failed')::int as failed,
       count(*) filter (where forward_status is null)::int as not_forwarded
     from feedback_issues where ${filter.sql}`,
    filter.params,
  );
  return row!;
}

/** Per-page aggregates, most feedback first, at most `limit` pages. */
export function pagesOf(db: Queryable, filter: SqlFilter, limit: number): Promise<PageRow[]> {
  return db.query<PageRow>(
    `select ${PAGE_PATH_SQL} as path, ${RATING_COLUMNS},
       count(*) filter (where kind = 'ai')::int as ai,
       (array_agg(page_title order by id desc) filter (where page_title is not null))[1] as page_title,
       max(received_at) as last_at
     from feedback_issues where ${filter.sql}
     group by 1 order by count(*) desc, 1 nulls last
     limit $${filter.params.length + 1}`,
    [...filter.params, limit],
  );
}

// Ordering names feedback_issues.id: the bare `id` would be the text alias below, sorted as text.
const ENTRY_COLUMNS = `id::text as id, received_at, received_at::text as received_key, kind,
  ${PAGE_PATH_SQL} as path, page_title, page_url, rating_score, text_feedback, feedback_type, ai_question,
  ai_answer, ai_summary, forward_status, forward_attempts, forward_last_error, remote_key, remote_url`;

/** The newest entries first (by time received, then id): `limit` of them after skipping `offset`. */
export function entriesOf(
  db: Queryable,
  filter: SqlFilter,
  limit: number,
  offset: number,
): Promise<EntryRow[]> {
  const n = filter.params.length;
  return db.query<EntryRow>(
    `select ${ENTRY_COLUMNS} from feedback_issues where ${filter.sql}
     order by received_at desc, feedback_issues.id desc limit $${n + 1} offset $${n + 2}`,
    [...filter.params, limit, offset],
  );
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
  const n = filter.params.length;
  return db.query<EntryRow>(
    `select ${ENTRY_COLUMNS} from feedback_issues
     where ${filter.sql}
       and ($${n + 1}::timestamptz is null or (received_at, id) < ($${n + 1}::timestamptz, $${n + 2}::bigint))
     order by received_at desc, feedback_issues.id desc limit $${n + 3}`,
    [...filter.params, after?.received_key ?? null, after?.id ?? null, limit],
  );
}
