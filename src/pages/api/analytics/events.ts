import type { APIRoute } from 'astro';
import { handleAnalyticsEvents } from '../../../server/analytics/collector-handler.ts';
import { analyticsCollectorDeps } from '../../../server/portal/handler-deps.ts';

/** POST /api/analytics/events: the analytics collector; any other method gets 405. */
export const ALL: APIRoute = async ({ request, locals }) =>
  handleAnalyticsEvents(request, await analyticsCollectorDeps(locals));
