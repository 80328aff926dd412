import type { Logger } from '../log/logger.ts';
import type { CustomerRequest, NewSupportRequest, RequestPage } from './customer-request.ts';
import { fromJsmRequest, JsmCustomerRequestSchema, JsmRequestPageSchema } from './jsm-request-json.ts';
import { ServiceDeskError, type ServiceDeskProvider } from './service-desk-provider.ts';
import type { SupportRequestStore } from './support-request-store.ts';

/** Settings of the Jira Service Management connector (SERVICE_DESK_* in the environment). */
export interface JsmSettings {
  baseUrl: string;
  email: string;
  apiToken: string;
  serviceDeskId: string;
  requestTypeId: string;
  timeoutMs: number;
}

/** Requests read per upstream page, and at most this many pages per list (a bounded scan). */
const UPSTREAM_PAGE_SIZE = 50;
const MAX_UPSTREAM_PAGES = 20;

/** The description Jira gets: the user's text, then the category they chose, if any. */
export function jsmDescription(request: NewSupportRequest): string {
  return request.category === undefined
    ? request.description
    : `${request.description}\n\nCategory: ${request.category.title}`;
}

/**
 * Jira Service Management over its REST API (docs/decisions/0015-support-requests.md). The
 * portal calls as one agent account (basic auth with an API token) and:
 * - creates with POST /rest/servicedeskapi/request, `raiseOnBehalfOf` the user's email, then links
 *   the new key to the account in support_requests;
 * - lists with GET /rest/servicedeskapi/request?requestOwnership=ALL_REQUESTS&requestStatus=…
 *   &serviceDeskId=…, keeping only the keys linked to the account. OWNED_REQUESTS would mean the
 *   agent's own requests, and a reporter email match would trust an address nobody verified.
 * Any failure — network, timeout, a non-2xx answer, a body of the wrong shape — is a
 * ServiceDeskError('upstream'), which the API answers with 502.
 */
export function jsmServiceDesk(
  settings: JsmSettings,
  store: () => Promise<SupportRequestStore>,
  log: Logger,
  fetchImpl: typeof fetch = fetch,
): ServiceDeskProvider {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${settings.email}:${settings.apiToken}`).toString('base64')}`;

  async function call(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method: init.method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        redirect: 'error',
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw new ServiceDeskError('upstream', `service desk unreachable: ${String(error)}`, { cause: error });
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      throw new ServiceDeskError(
        'upstream',
        `service desk answered ${response.status}: ${text.slice(0, 300)}`,
      );
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ServiceDeskError('upstream', `service desk answered ${response.status} without JSON`);
    }
  }

  async function create(requester: Parameters<ServiceDeskProvider['create']>[0], request: NewSupportRequest) {
    if (requester.email === '') {
      // raiseOnBehalfOf needs an address; an identity provider may not have sent one.
      throw new ServiceDeskError('unavailable', 'the account has no email to raise the request for');
    }
    const requestTypeId = request.category?.requestTypeId ?? settings.requestTypeId;
    const body = await call('/rest/servicedeskapi/request', {
      method: 'POST',
      body: {
        serviceDeskId: settings.serviceDeskId,
        requestTypeId,
        requestFieldValues: { summary: request.summary, description: jsmDescription(request) },
        raiseOnBehalfOf: requester.email,
      },
    });
    const parsed = JsmCustomerRequestSchema.safeParse(body);
    const created = parsed.success ? fromJsmRequest(parsed.data) : undefined;
    if (created === undefined)
      throw new ServiceDeskError('upstream', 'service desk answered an unusable request');
    try {
      await (await store()).link(requester, request, created);
    } catch (error) {
      // The request exists in Jira and Jira tells the user about it; failing here would invite a
      // duplicate. It only stays out of the portal's list, so say so loudly for an operator.
      log.error('support request raised in Jira but not linked to its account', {
        issueKey: created.issueKey,
        accountId: requester.accountId,
        error: String(error),
      });
    }
    return { ...created, category: request.category?.id };
  }

  async function list(
    requester: Parameters<ServiceDeskProvider['list']>[0],
    query: Parameters<ServiceDeskProvider['list']>[1],
  ): Promise<RequestPage> {
    let keys: Set<string>;
    try {
      keys = await (await store()).linkedKeys(requester.accountId);
    } catch (error) {
      throw new ServiceDeskError('unavailable', 'the support request store failed', { cause: error });
    }
    const wanted = query.start + query.limit + 1;
    const mine: CustomerRequest[] = [];
    let upstreamLast = true;
    for (let page = 0; keys.size > 0 && page < MAX_UPSTREAM_PAGES && mine.length < wanted; page += 1) {
      const params = new URLSearchParams({
        requestOwnership: 'ALL_REQUESTS',
        requestStatus: query.status,
        serviceDeskId: settings.serviceDeskId,
        start: String(page * UPSTREAM_PAGE_SIZE),
        limit: String(UPSTREAM_PAGE_SIZE),
      });
      const parsed = JsmRequestPageSchema.safeParse(
        await call(`/rest/servicedeskapi/request?${params}`, { method: 'GET' }),
      );
      if (!parsed.success) throw new ServiceDeskError('upstream', 'service desk answered an unusable list');
      for (const value of parsed.data.values) {
        const request = keys.has(value.issueKey) ? fromJsmRequest(value) : undefined;
        if (request !== undefined) mine.push(request);
      }
      upstreamLast = parsed.data.isLastPage;
      if (upstreamLast) break;
    }
    mine.sort((a, b) => b.createdDate.getTime() - a.createdDate.getTime());
    return {
      values: mine.slice(query.start, query.start + query.limit),
      start: query.start,
      limit: query.limit,
      isLastPage: mine.length <= query.start + query.limit && (upstreamLast || keys.size === 0),
    };
  }

  return { name: 'jsm', create, list };
}
