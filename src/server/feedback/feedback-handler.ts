import { FEEDBACK_LIMITS, parseFeedbackIssue } from '../../schemas/feedback.ts';
import type { Logger } from '../log/logger.ts';
import type { FeedbackProvider, FeedbackSubmitter } from './feedback-provider.ts';
import { readJsonBody } from './read-json-body.ts';

/** What the endpoint needs; the adapter passes the real ones, tests their own. */
export interface FeedbackHandlerDeps {
  provider: () => FeedbackProvider;
  /** Who is sending, from the session (never from the body). */
  submitter: FeedbackSubmitter;
  log: Logger;
}

function answer(status: number, body: object, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/**
 * POST /api/feedback-provider/issue (spec §7): a page feedback or AI feedback issue as JSON. The
 * CSRF middleware has already refused requests without the page's token. Answers 200 `{ id }`
 * only once the provider has kept the issue (committed); bad input gets a 4xx naming every
 * problem; a provider failure a 503 with a retry hint and nothing internal.
 */
export async function handleFeedbackIssue(request: Request, deps: FeedbackHandlerDeps): Promise<Response> {
  if (request.method !== 'POST') {
    return answer(405, { error: `Method ${request.method} is not allowed; use POST.` }, { Allow: 'POST' });
  }
  const body = await readJsonBody(request, FEEDBACK_LIMITS.maxBodyBytes);
  if (!body.ok) return answer(body.status, { error: body.error });
  const parsed = parseFeedbackIssue(body.json);
  if (!parsed.ok) return answer(400, { error: `Invalid feedback issue: ${parsed.problems.join('; ')}` });
  const provider = deps.provider();
  try {
    const { id } = await provider.submit(parsed.value, deps.submitter);
    deps.log.info('feedback issue kept', { provider: provider.name, kind: parsed.value.kind, id });
    return answer(200, { id });
  } catch (error) {
    deps.log.error('feedback issue not kept', { provider: provider.name, kind: parsed.value.kind, error });
    return answer(
      503,
      { error: 'The feedback could not be saved; try again later.' },
      { 'Retry-After': '30' },
    );
  }
}
