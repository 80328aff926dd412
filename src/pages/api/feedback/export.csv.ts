import type { APIRoute } from 'astro';
import { feedbackExportResponse } from '../../../server/feedback/report-endpoints.ts';
import { principalOf } from '../../../server/pages/principal-of.ts';

/** GET /api/feedback/export.csv: the feedback report's filtered rows as CSV, employees only. */
export const ALL: APIRoute = ({ request, locals }) => feedbackExportResponse(request, principalOf(locals));
