import { z } from 'zod';
import { UNIVERSAL_VISIT } from '../../core/changelog/indicator.ts';
import { readBoundedJson } from '../http/read-bounded-body.ts';
import type { Logger } from '../log/logger.ts';
import type { ChangelogVisitStore } from './changelog-visit-store.ts';

/** Largest body accepted: a list of API group names. */
export const MAX_VISIT_BODY_BYTES = 8 * 1024;

/** What the endpoint needs; the adapter passes the real ones, tests their own. */
export interface ChangelogVisitsDeps {
  /** The signed-in account's id, from the session (never from the body); undefined when anonymous. */
  accountId: string | undefined;
  visits: () => Promise<ChangelogVisitStore>;
  /** The API groups of the site's changelog entries: a visit may name only these (or '*'). */
  apiGroups: () => Promise<ReadonlySet<string>>;
  now: () => Date;
  log: Logger;
}

const NO_STORE = { 'Cache-Control': 'private, no-store' };

const json = (status: number, body: object, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...NO_STORE, ...headers } });

const VisitBodySchema = z.object({ apiGroups: z.array(z.string().min(1).max(200)).min(1).max(100) }).strict();

/**
 * /api/changelog/visits: a signed-in reader's last changelog visits, so the changelog indicator
 * (spec §2.3) agrees across devices. GET answers `{ visits: { <group>: <ISO instant> } }`; POST
 * `{ "apiGroups": [...] }` (groups of the site's entries, or '*' for the universal changelog)
 * records a visit now, by the server's clock, and answers the same shape. 401 when anonymous, 400
 * for a bad body, 415 for a body that is not JSON. The CSRF middleware has already refused posts
 * without the token; a database outage reaches the storage middleware, which answers 503.
 */
export async function handleChangelogVisits(request: Request, deps: ChangelogVisitsDeps): Promise<Response> {
  const method = request.method;
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
    return json(
      405,
      { error: `Method ${method} is not allowed; use GET or POST.` },
      { Allow: 'GET, HEAD, POST' },
    );
  }
  const accountId = deps.accountId;
  if (accountId === undefined) return json(401, { error: 'Sign in to keep changelog visits.' });
  const store = await deps.visits();
  if (method !== 'POST') return json(200, { visits: await store.read(accountId) });

  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    return json(415, { error: 'Post JSON (application/json): { "apiGroups": [...] }.' });
  }
  const body = await readBoundedJson(request, MAX_VISIT_BODY_BYTES);
  if (!body.ok) {
    const error = {
      'too-large': `The request is larger than ${MAX_VISIT_BODY_BYTES} bytes.`,
      unreadable: 'The request could not be read.',
      'bad-encoding': 'The request is not UTF-8 text.',
      'bad-json': 'The body is not valid JSON.',
    }[body.problem];
    return json(body.status, { error });
  }
  const parsed = VisitBodySchema.safeParse(body.value);
  if (!parsed.success) {
    return json(400, { error: 'Send { "apiGroups": [...] }: 1 to 100 API group names.' });
  }
  const known = await deps.apiGroups();
  const unknown = parsed.data.apiGroups.filter((group) => group !== UNIVERSAL_VISIT && !known.has(group));
  if (unknown.length > 0) {
    return json(400, { error: `Unknown API groups: ${unknown.slice(0, 5).join(', ')}.`, unknown });
  }
  await store.record(accountId, parsed.data.apiGroups, deps.now());
  return json(200, { visits: await store.read(accountId) });
}
