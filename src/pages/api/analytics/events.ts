import type { APIRoute } from 'astro';
import { collectorDeps } from '../../../server/analytics/collector.ts';
import { handleAnalyticsEvents } from '../../../server/analytics/collector-handler.ts';
import { getContentStore } from '../../../server/content/content-store.ts';

/** POST /api/analytics/events: the analytics collector; any other method gets 405. */
export const ALL: APIRoute = async ({ request }) =>
  handleAnalyticsEvents(request, collectorDeps((await getContentStore()).manifest.site));
