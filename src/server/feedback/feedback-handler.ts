import { FEEDBACK_LIMITS, parseFeedbackIssue } from '../../schemas/feedback.ts';
import type { Logger } from '../log/logger.ts';
import { isOnHost } from '../../schemas/same-site-path.ts';
import type { FeedbackProvider, FeedbackSubmitter } from './feedback-provider.ts';
import {
  feedbackRateSubjects,
  type FeedbackRateLimiter,
  type FeedbackRateSettings,
} from './feedback-rate-limit.ts';
import { bodyProblemMessage, readBoundedJson } from '../http/read-bounded-body.ts';

/** What the endpoint needs; the adapter passes the real ones, tests their own. */
export interface FeedbackHandlerDeps {
  provider: () => FeedbackProvider;
  /** Who is sending, from the session (never from the body). */
  submitter: FeedbackSubmitter;
  /** The client's address (behind TRUSTED_PROXY_HOPS proxies, the one they saw). */
  clientAddress: string;
  limiter: FeedbackRateLimiter;
  /** Limits per reader; the defaults when absent. */
  rate?: FeedbackRateSettings;
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
  // Counted before the body is read: bad and good submissions alike spend the budget.
  let verdict;
  try {
    verdict = await deps.limiter.hit(
      feedbackRateSubjects(deps.clientAddress, deps.submitter.accountId, deps.rate),
    );
  } catch (error) {
    deps.log.error('feedback rate limit not counted', { error });
    return answer(
      503,
      { error: 'The feedback could not be saved; try again later.' },
      { 'Retry-After': '30' },
    );
  }
  if (!verdict.ok) {
    const seconds = verdict.retryAfterSeconds;
    return answer(
      429,
      { error: `Too much feedback from this address or account; try again in ${seconds} seconds.` },
      { 'Retry-After': String(seconds) },
    );
  }
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    return answer(415, { error: 'Send the issue as JSON (Content-Type: application/json).' });
  }
  const limit = FEEDBACK_LIMITS.maxBodyBytes;
  const body = await readBoundedJson(request, limit);
  if (!body.ok) return answer(body.status, { error: bodyProblemMessage(body, limit) });
  const parsed = parseFeedbackIssue(body.value);
  if (!parsed.ok) return answer(400, { error: `Invalid feedback issue: ${parsed.problems.join('; ')}` });
  // The host the issue was posted to is this site's, as the reader's browser named it.
  const pageUrl = parsed.value.issue.pageUrl;
  if (pageUrl !== undefined && !isOnHost(pageUrl, new URL(request.url).host)) {
    return answer(400, {
      error: 'Invalid feedback issue: pageUrl: must be a path or an http(s) URL on this site',
    });
  }
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
