import type { SupportCategory } from '../../schemas/support.ts';
import { accountPageUrl, LOGIN_PATH } from '../accounts/account-page-urls.ts';
import { readBoundedText } from '../http/read-bounded-body.ts';
import type { Logger } from '../log/logger.ts';
import { customerRequestJson, type NewSupportRequest, type Requester } from './customer-request.ts';
import { parseListQuery } from './request-list-query.ts';
import { ServiceDeskError, type ServiceDeskProvider } from './service-desk-provider.ts';
import type { SupportDraftStore } from './support-draft-store.ts';
import { SUPPORT_PAGE_PATH, supportPageUrl } from './support-paths.ts';
import { validateSupportRequest, type SupportFormFields } from './support-request-form.ts';

/** Largest request body accepted: the description limit with room for encoding. */
export const MAX_BODY_BYTES = 64 * 1024;

/** What the endpoint needs; the adapter passes the real ones, tests their own. */
export interface ServiceDeskHandlerDeps {
  /** The signed-in user, from the session (never from the body); undefined when anonymous. */
  requester: Requester | undefined;
  /** The configured provider; may throw when its configuration is incomplete. */
  provider: () => ServiceDeskProvider;
  /** The request categories of the content (supportPage.categories). */
  categories: () => Promise<readonly SupportCategory[]>;
  drafts: () => Promise<SupportDraftStore>;
  log: Logger;
  now?: () => Date;
}

const NO_STORE = { 'Cache-Control': 'private, no-store' };

function json(status: number, body: object, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, ...NO_STORE } });
}

/** 502 for a service desk that failed, 503 for the portal's own store or configuration. */
function failure(error: unknown, deps: ServiceDeskHandlerDeps, action: string): Response {
  if (error instanceof ServiceDeskError && error.kind === 'upstream') {
    deps.log.error(`support requests: ${action} failed at the service desk`, { error: error.message });
    return json(502, { error: 'The service desk did not answer properly; try again later.' });
  }
  deps.log.error(`support requests: ${action} failed`, { error: String(error) });
  return json(
    503,
    { error: 'Support requests are unavailable right now; try again later.' },
    { 'Retry-After': '30' },
  );
}

async function list(request: Request, deps: ServiceDeskHandlerDeps): Promise<Response> {
  if (deps.requester === undefined) return json(401, { error: 'Sign in to see your support requests.' });
  const parsed = parseListQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return json(400, { error: `Invalid query: ${parsed.problems.join('; ')}` });
  try {
    const page = await deps.provider().list(deps.requester, parsed.query);
    return json(200, {
      size: page.values.length,
      start: page.start,
      limit: page.limit,
      isLastPage: page.isLastPage,
      values: page.values.map(customerRequestJson),
    });
  } catch (error) {
    return failure(error, deps, 'list');
  }
}

async function keep(deps: ServiceDeskHandlerDeps, requester: Requester, request: NewSupportRequest) {
  const provider = deps.provider();
  const created = await provider.create(requester, request);
  deps.log.info('support request raised', { provider: provider.name, issueKey: created.issueKey });
  return created;
}

/** The form post (works without JavaScript): Post/Redirect/Get back to the support page. */
async function createFromForm(text: string, deps: ServiceDeskHandlerDeps): Promise<Response> {
  const requester = deps.requester;
  if (requester === undefined) return seeOther(accountPageUrl(LOGIN_PATH, SUPPORT_PAGE_PATH));
  const form = new URLSearchParams(text);
  const raw = {
    summary: form.get('summary'),
    description: form.get('description'),
    category: form.get('category'),
  };
  const now = (deps.now ?? (() => new Date()))();
  const saveDraft = async (
    fields: SupportFormFields,
    problems: Parameters<SupportDraftStore['save']>[1]['problems'],
  ) => (await deps.drafts()).save(requester.accountId, { fields, problems }, now);
  try {
    const checked = validateSupportRequest(raw, await deps.categories());
    if (!checked.ok) {
      await saveDraft(checked.fields, checked.problems);
      return seeOther(supportPageUrl({ error: 'invalid' }));
    }
    let created;
    try {
      created = await keep(deps, requester, checked.request);
    } catch (error) {
      failure(error, deps, 'create');
      await saveDraft(
        { summary: raw.summary ?? '', description: raw.description ?? '', category: raw.category ?? '' },
        [],
      );
      return seeOther(supportPageUrl({ error: 'unavailable' }));
    }
    await (await deps.drafts()).clear(requester.accountId).catch((error: unknown) => {
      deps.log.warn('support requests: draft not cleared', { error: String(error) });
    });
    return seeOther(supportPageUrl({ created: created.issueKey }));
  } catch (error) {
    // The draft store itself failed: nothing can be kept, say so on the page.
    deps.log.error('support requests: form post failed', { error: String(error) });
    return seeOther(supportPageUrl({ error: 'unavailable' }));
  }
}

/** The JSON post: Jira's create body ({ requestFieldValues: { summary, description }, category? }). */
async function createFromJson(text: string, deps: ServiceDeskHandlerDeps): Promise<Response> {
  if (deps.requester === undefined) return json(401, { error: 'Sign in to raise a support request.' });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json(400, { error: 'The body is not valid JSON.' });
  }
  const record = (value: unknown): Record<string, unknown> =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  const fields = record(record(body)['requestFieldValues']);
  const checked = validateSupportRequest(
    { summary: fields['summary'], description: fields['description'], category: record(body)['category'] },
    await deps.categories(),
  );
  if (!checked.ok)
    return json(400, {
      error: `Invalid request: ${checked.problems.join(', ')}`,
      problems: checked.problems,
    });
  try {
    return json(201, customerRequestJson(await keep(deps, deps.requester, checked.request)));
  } catch (error) {
    return failure(error, deps, 'create');
  }
}

/**
 * /api/servicedeskapi/request (spec §7): GET lists the signed-in user's requests as
 * `{ values: [...] }` (401 when anonymous, 400 for a bad query); POST raises one, either from the
 * support page's form (urlencoded, answered 303 back to the page) or as JSON (201 with the
 * request). The CSRF middleware has already refused posts without the token. Requests are
 * acknowledged only once the provider has kept them; a failing service desk is a 502, the
 * portal's own store a 503, never a crash.
 */
export async function handleServiceDeskRequest(
  request: Request,
  deps: ServiceDeskHandlerDeps,
): Promise<Response> {
  if (request.method === 'GET' || request.method === 'HEAD') return list(request, deps);
  if (request.method !== 'POST') {
    return json(
      405,
      { error: `Method ${request.method} is not allowed; use GET or POST.` },
      { Allow: 'GET, HEAD, POST' },
    );
  }
  const type = request.headers.get('content-type') ?? '';
  const isForm = /^application\/x-www-form-urlencoded\b/i.test(type);
  if (!isForm && !/^application\/json\b/i.test(type)) {
    return json(415, {
      error: 'Post the form (application/x-www-form-urlencoded) or JSON (application/json).',
    });
  }
  const body = await readBoundedText(request, MAX_BODY_BYTES);
  if (!body.ok) {
    const error = {
      'too-large': `The request is larger than ${MAX_BODY_BYTES} bytes.`,
      unreadable: 'The request could not be read.',
      'bad-encoding': 'The request is not UTF-8 text.',
    }[body.problem];
    return json(body.status, { error });
  }
  return isForm ? createFromForm(body.value, deps) : createFromJson(body.value, deps);
}
