import type { APIRoute } from 'astro';
import { feedbackIssueResponse } from '../../../server/feedback/feedback-endpoint.ts';
import { principalOf } from '../../../server/pages/principal-of.ts';

/** POST /api/feedback-provider/issue (spec §7): page and AI feedback; any other method gets 405. */
export const ALL: APIRoute = ({ request, locals, clientAddress }) =>
  feedbackIssueResponse(request, principalOf(locals), clientAddress);
