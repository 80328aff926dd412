import type { Principal } from '../../core/policy/principal.ts';
import { getContentStore } from '../content/content-store.ts';
import { logger } from '../log/logger.ts';
import { database } from '../storage/index.ts';
import { handleFeedbackExport } from './export-handler.ts';
import { feedbackReportPage, type FeedbackReportPageResult } from './report-page.ts';

const log = logger.child({ module: 'feedback-report' });

/** The /feedback/ page for the request's URL and principal, over the process's database and build. */
export async function feedbackReportPageFor(
  url: URL,
  principal: Principal,
): Promise<FeedbackReportPageResult> {
  const { manifest } = await getContentStore();
  return feedbackReportPage(url, principal, manifest, { db: database, log });
}

/** GET /api/feedback/export.csv with the process's database and build. */
export async function feedbackExportResponse(request: Request, principal: Principal): Promise<Response> {
  const { manifest } = await getContentStore();
  return handleFeedbackExport(request, { principal, manifest, db: database, log });
}
