import type { APIRoute } from 'astro';
import { handleFeedbackIssue } from '../../../server/feedback/feedback-handler.ts';
import { feedbackHandlerDeps } from '../../../server/portal/handler-deps.ts';

/** POST /api/feedback-provider/issue (spec §7): page and AI feedback; any other method gets 405. */
export const ALL: APIRoute = ({ request, locals, clientAddress }) =>
  handleFeedbackIssue(request, feedbackHandlerDeps(locals, request, clientAddress));
