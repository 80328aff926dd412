import type { Principal } from '../../core/policy/principal.ts';
import type { SiteManifest } from '../../schemas/built.ts';
import { formatIcu } from '../../core/i18n/icu-format.ts';
import { feedbackReportMessages } from '../../ui/features/feedback-report/messages.ts';
import { parseReportParams } from '../../core/feedback/report-params.ts';
import type { Logger } from '../log/logger.ts';
import type { Database } from '../storage/database.ts';
import { csvRecord, type CsvValue } from './csv.ts';
import { pageDirectory, type PageDirectory } from './page-directory.ts';
import { reportAccess } from './report-access.ts';
import { entriesAfter, filterSql, type EntryRow } from './report-query.ts';

/** What the export needs; the adapter passes the real ones, tests their own. */
export interface FeedbackExportDeps {
  principal: Principal;
  manifest: Pick<SiteManifest, 'site' | 'routes' | 'packages'>;
  db: () => Promise<Database>;
  log: Logger;
  now?: () => Date;
}

/** Rows read per query while streaming. */
const BATCH = 500;

/** The export's columns, in order. */
export const EXPORT_COLUMNS = [
  'id',
  'received_at',
  'type',
  'product',
  'page_path',
  'page_title',
  'page_url',
  'rating',
  'comment',
  'ai_feedback_type',
  'ai_question',
  'ai_answer',
  'ai_summary',
  'tracker_status',
  'tracker_key',
  'tracker_url',
  'tracker_attempts',
  'tracker_last_error',
] as const;

function cells(row: EntryRow, directory: PageDirectory): CsvValue[] {
  const page = directory.pageAt(row.path ?? undefined);
  return [
    row.id,
    row.received_at.toISOString(),
    row.kind,
    page?.productName,
    row.path,
    page?.title ?? row.page_title,
    row.page_url,
    row.rating_score !== null && row.rating_score >= 1 ? row.rating_score : null,
    row.text_feedback,
    row.feedback_type,
    row.ai_question,
    row.ai_answer,
    row.ai_summary,
    row.forward_status ?? 'none',
    row.remote_key,
    row.remote_url,
    row.forward_attempts,
    row.forward_last_error,
  ];
}

function answer(status: number, error: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/**
 * GET /api/feedback/export.csv: every feedback the report's filters match (the `page` parameter
 * is ignored), newest first, as an RFC 4180 CSV download in UTF-8. Employees only: 401 when
 * signed out, 403 otherwise; refused filters 400 naming each problem. Rows are read in keyset
 * batches while the answer streams, so a large export never sits in memory.
 */
export async function handleFeedbackExport(request: Request, deps: FeedbackExportDeps): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return answer(405, `Method ${request.method} is not allowed; use GET.`, { Allow: 'GET, HEAD' });
  }
  const url = new URL(request.url);
  const access = reportAccess(deps.principal, deps.manifest.site, url);
  if (access.kind === 'sign-in') return answer(401, 'Sign in with an employee account to export feedback.');
  if (access.kind === 'forbidden') return answer(403, 'Only employees can export feedback.');
  const directory = pageDirectory(deps.manifest);
  const parsed = parseReportParams(
    url.searchParams,
    directory.products.map((product) => product.name),
  );
  if (!parsed.ok) {
    const problems = parsed.problems.map((problem) =>
      formatIcu(feedbackReportMessages[problem.id], { param: problem.param, value: problem.value }),
    );
    return answer(400, `Invalid filters: ${problems.join(' ')}`);
  }
  const filter = filterSql(parsed.params, directory);
  let db: Database;
  let first: EntryRow[];
  try {
    db = await deps.db();
    first = await entriesAfter(db, filter, undefined, BATCH);
  } catch (error) {
    deps.log.error('feedback export failed', { error });
    return answer(503, 'The export could not be read; try again later.', { 'Retry-After': '30' });
  }
  const day = (deps.now?.() ?? new Date()).toISOString().slice(0, 10);
  const headers = {
    'Content-Type': 'text/csv; charset=utf-8; header=present',
    'Content-Disposition': `attachment; filename="feedback-${day}.csv"`,
    'Cache-Control': 'private, no-store',
  };
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers });
  const encoder = new TextEncoder();
  let batch: EntryRow[] | undefined = first;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvRecord(EXPORT_COLUMNS)));
    },
    async pull(controller) {
      try {
        batch ??= [];
        if (batch.length === 0) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(batch.map((row) => csvRecord(cells(row, directory))).join('')));
        batch = batch.length < BATCH ? [] : await entriesAfter(db, filter, batch[batch.length - 1], BATCH);
      } catch (error) {
        deps.log.error('feedback export failed while streaming', { error });
        controller.error(error);
      }
    },
  });
  return new Response(body, { status: 200, headers });
}
