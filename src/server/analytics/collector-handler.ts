import { allows, CookieCategory, type Consent } from '../../core/consent/categories.ts';
import { bodyProblemMessage, readBoundedJson } from '../http/read-bounded-body.ts';
import type { Logger } from '../log/logger.ts';
import { CollectorBatchSchema, MAX_BODY_BYTES } from './event-schema.ts';
import type { AnalyticsEventStore } from './event-store.ts';

/** What the collector needs; the endpoint adapter passes the real ones. */
export interface CollectorDeps {
  /** The event store (opens the database on first use). */
  store: () => Promise<AnalyticsEventStore>;
  /** The reader's cookie decision carried by the request. */
  consent: (request: Request) => Consent | undefined;
  log: Logger;
}

const NO_STORE = { 'Cache-Control': 'no-store' };

function answer(status: number, body: object, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/**
 * POST /api/analytics/events: the portal's analytics collector. Takes
 * `{ page, events: [...] }` (at most 50 events, 64 KB), validates every field, and answers
 * 200 `{ accepted }` only after the batch has committed. Bad input gets a 4xx with a message
 * naming each problem; a request without Performance consent is refused (403), so nothing is
 * stored for a reader who did not allow it even if a script sends it anyway.
 */
export async function handleAnalyticsEvents(request: Request, deps: CollectorDeps): Promise<Response> {
  if (request.method !== 'POST') {
    return answer(405, { error: `Method ${request.method} is not allowed; use POST.` }, { Allow: 'POST' });
  }
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    return answer(415, { error: 'Send the events as JSON (Content-Type: application/json).' });
  }
  const consent = deps.consent(request);
  if (consent === undefined || !allows(consent, CookieCategory.Performance)) {
    return answer(403, {
      error: 'Performance cookies are not allowed, so no analytics events are collected.',
    });
  }
  const body = await readBoundedJson(request, MAX_BODY_BYTES);
  if (!body.ok) return answer(body.status, { error: bodyProblemMessage(body, MAX_BODY_BYTES) });
  const parsed = CollectorBatchSchema.safeParse(body.value);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`,
    );
    return answer(400, { error: `Invalid analytics events: ${problems.join('; ')}` });
  }
  try {
    const accepted = await (await deps.store()).insert(parsed.data);
    return answer(200, { accepted });
  } catch (error) {
    deps.log.error('analytics events not stored', { error });
    return answer(
      503,
      { error: 'The events could not be stored; try again later.' },
      { 'Retry-After': '30' },
    );
  }
}
