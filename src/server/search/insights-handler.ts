import { ApiRequestError, jsonAnswer } from './api-answer.ts';
import { checkIndex, type ApiAccess } from './api-auth.ts';
import { readJsonBody } from './api-request.ts';
import type { SearchApi } from './search-api-backend.ts';
import { InsightsBatchSchema, MAX_INSIGHTS_BODY_BYTES } from './insights-schema.ts';

/**
 * POST /1/events (Algolia Insights, what search-insights sends): validates every event, checks
 * each event's index against the key, stores the batch and answers `{status: 200, message: 'OK'}`
 * only after it has committed. Invalid events get a 400 naming each problem.
 */
export async function handleInsightsEvents(
  request: Request,
  api: Pick<SearchApi, 'indexName' | 'insights'>,
  access: ApiAccess,
): Promise<Response> {
  const parsed = InsightsBatchSchema.safeParse(await readJsonBody(request, MAX_INSIGHTS_BODY_BYTES));
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 10)
      .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`);
    throw new ApiRequestError(400, `Invalid insights events: ${problems.join('; ')}`);
  }
  for (const event of parsed.data.events) {
    checkIndex(access, event.index);
    if (event.index !== api.indexName) throw new ApiRequestError(400, `Unknown index '${event.index}'.`);
  }
  await (await api.insights()).insert(parsed.data.events);
  return jsonAnswer({ status: 200, message: 'OK' });
}
