import type { APIRoute } from 'astro';
import { handleFeedbackExport } from '../../../server/feedback/export-handler.ts';
import { feedbackExportDeps } from '../../../server/portal/handler-deps.ts';

/** GET /api/feedback/export.csv: the feedback report's filtered rows as CSV, employees only. */
export const ALL: APIRoute = async ({ request, locals }) =>
  handleFeedbackExport(request, await feedbackExportDeps(locals));
