import type {
  FeedbackEntry,
  FeedbackReportData,
  PageRatings,
  RatingDistribution,
  ReportSummary,
} from '../../core/feedback/feedback-report-types.ts';
import { ENTRIES_PER_PAGE, type ReportParams } from '../../core/feedback/report-params.ts';
import type { Queryable } from '../storage/database.ts';
import type { PageDirectory } from './page-directory.ts';
import { entriesOf, filterSql, pagesOf, summaryOf, type EntryRow, type RatingRow } from './report-query.ts';

/** Pages listed in the per-page table; the export has the rest. */
export const PAGE_LIMIT = 100;

const distribution = (row: RatingRow): RatingDistribution => [row.r1, row.r2, row.r3, row.r4, row.r5];

/** The title to show for a page: the build's current one, else what the feedback carried, else the path. */
function titleOf(directory: PageDirectory, path: string | null, carried: string | null): string {
  return directory.pageAt(path ?? undefined)?.title ?? (carried?.trim() || path || '');
}

/** A row as the entries table shows it. */
export function entryOf(row: EntryRow, directory: PageDirectory): FeedbackEntry {
  const page = directory.pageAt(row.path ?? undefined);
  const subject = row.ai_question ?? row.ai_summary ?? undefined;
  return {
    id: row.id,
    receivedAt: row.received_at.toISOString(),
    kind: row.kind,
    path: row.path ?? undefined,
    title: titleOf(directory, row.path, row.page_title),
    productTitle: page?.productTitle,
    rating: row.rating_score !== null && row.rating_score >= 1 ? row.rating_score : null,
    comment: row.text_feedback,
    aiFeedbackType: row.feedback_type ?? undefined,
    aiSubject: subject === undefined || subject.length <= 200 ? subject : `${subject.slice(0, 199)}…`,
    forward: {
      state: row.forward_status ?? 'none',
      attempts: row.forward_attempts,
      key: row.remote_key ?? undefined,
      url: row.remote_url ?? undefined,
      lastError: row.forward_last_error ?? undefined,
    },
  };
}

/**
 * Everything the report shows for `params`: totals, the {@link PAGE_LIMIT} pages with the most
 * feedback, and one page of entries ({@link ENTRIES_PER_PAGE}), newest first.
 */
export async function feedbackReportData(
  db: Queryable,
  params: ReportParams,
  directory: PageDirectory,
): Promise<FeedbackReportData> {
  const filter = filterSql(params, directory);
  const [totals, pages, entries] = await Promise.all([
    summaryOf(db, filter),
    pagesOf(db, filter, PAGE_LIMIT),
    entriesOf(db, filter, ENTRIES_PER_PAGE, (params.page - 1) * ENTRIES_PER_PAGE),
  ]);
  const summary: ReportSummary = {
    total: totals.count,
    rated: totals.rated,
    average: totals.average,
    distribution: distribution(totals),
    pageFeedback: totals.page_feedback,
    aiFeedback: totals.ai_feedback,
    pages: totals.pages,
    forwarding: {
      forwarded: totals.forwarded,
      pending: totals.pending,
      failed: totals.failed,
      none: totals.not_forwarded,
    },
  };
  return {
    summary,
    pages: pages.map((row): PageRatings => ({
      path: row.path ?? undefined,
      title: titleOf(directory, row.path, row.page_title),
      productTitle: directory.pageAt(row.path ?? undefined)?.productTitle,
      count: row.count,
      rated: row.rated,
      average: row.average,
      distribution: distribution(row),
      ai: row.ai,
      lastAt: row.last_at.toISOString(),
    })),
    pageLimit: PAGE_LIMIT,
    entries: entries.map((row) => entryOf(row, directory)),
    page: params.page,
    pageCount: Math.ceil(totals.count / ENTRIES_PER_PAGE),
  };
}
