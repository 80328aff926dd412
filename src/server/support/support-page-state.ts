import type { Account } from '../../schemas/account.ts';
import {
  parseSupportListQuery,
  REQUESTS_PER_PAGE,
  type SupportListQuery,
} from '../../core/support/support-list-params.ts';
import type {
  SupportFormState,
  SupportRequestList,
  SupportRequestView,
  SupportStatusMessage,
} from '../../core/support/support-types.ts';
import { accountPageUrl, LOGIN_PATH } from '../accounts/account-page-urls.ts';
import { safeReturnTo } from '../accounts/return-to.ts';
import type { Logger } from '../log/logger.ts';
import {
  isClosed,
  type CustomerRequest,
  type RequestStatusFilter,
  type Requester,
} from './customer-request.ts';
import { requesterOf } from './requester-of.ts';
import { EMBEDDED_INITIAL_STATUS, EMBEDDED_SERVICE_DESK_ID } from './support-request-store.ts';
import type { RequestListQuery, ServiceDeskProvider } from './service-desk-provider.ts';
import type { SupportDraftStore } from './support-draft-store.ts';

/** How many open requests the support page shows before linking to the list. */
export const RECENT_REQUESTS = 5;

/** What the support page shells need from the server. */
export interface SupportPageDeps {
  provider: () => ServiceDeskProvider;
  drafts: () => Promise<SupportDraftStore>;
  log: Logger;
  now?: () => Date;
}

/** Every status the embedded desk sets, with the catalogue key it is shown with. */
export const EMBEDDED_STATUS_MESSAGES: Readonly<Record<string, SupportStatusMessage>> = {
  [EMBEDDED_INITIAL_STATUS.status]: 'support.status.waitingForSupport',
};

/** A request as the pages show it. */
export function requestView(request: CustomerRequest): SupportRequestView {
  const statusMessage =
    request.serviceDeskId === EMBEDDED_SERVICE_DESK_ID
      ? EMBEDDED_STATUS_MESSAGES[request.currentStatus.status]
      : undefined;
  return {
    issueKey: request.issueKey,
    summary: request.summary,
    status: request.currentStatus.status,
    ...(statusMessage === undefined ? {} : { statusMessage }),
    closed: isClosed(request.currentStatus),
    createdAt: request.createdDate.toISOString(),
    ...(request.webUrl === undefined ? {} : { webUrl: request.webUrl }),
  };
}

async function listFor(
  deps: SupportPageDeps,
  requester: Requester,
  query: RequestListQuery,
): Promise<{ list: SupportRequestList; isLastPage: boolean }> {
  try {
    const page = await deps.provider().list(requester, query);
    return { list: { ok: true, values: page.values.map(requestView) }, isLastPage: page.isLastPage };
  } catch (error) {
    deps.log.warn('support page: requests not listed', { error: String(error) });
    return { list: { ok: false }, isLastPage: true };
  }
}

const loginHrefFor = (url: URL) => accountPageUrl(LOGIN_PATH, safeReturnTo(url.pathname + url.search));

/** The /support page's state: who asks, the outcome of their last post, their open requests. */
export async function supportPageState(url: URL, account: Account | undefined, deps: SupportPageDeps) {
  const requester = requesterOf(account);
  const createdParam = url.searchParams.get('created') ?? '';
  const errorParam = url.searchParams.get('error');
  const error: 'invalid' | 'unavailable' | undefined =
    errorParam === 'invalid' || errorParam === 'unavailable' ? errorParam : undefined;
  let form: SupportFormState | undefined;
  let recent: SupportRequestList | undefined;
  if (requester !== undefined) {
    if (error !== undefined) {
      const now = (deps.now ?? (() => new Date()))();
      form = await (await deps.drafts()).read(requester.accountId, now).catch((reason: unknown) => {
        deps.log.warn('support page: draft not read', { error: String(reason) });
        return undefined;
      });
    }
    recent = (await listFor(deps, requester, { status: 'OPEN_REQUESTS', start: 0, limit: RECENT_REQUESTS }))
      .list;
  }
  return {
    signedIn: requester !== undefined,
    // Only the page itself: a returnTo carrying ?created= would show a stale success.
    loginHref: accountPageUrl(LOGIN_PATH, safeReturnTo(url.pathname)),
    created:
      requester !== undefined && /^[A-Z][A-Z0-9_]{0,31}-[1-9]\d{0,17}$/.test(createdParam)
        ? createdParam
        : undefined,
    error: requester === undefined ? undefined : error,
    form,
    recent,
  };
}

const STATUS_FILTER: Record<SupportListQuery['statuses'], RequestStatusFilter> = {
  open: 'OPEN_REQUESTS',
  closed: 'CLOSED_REQUESTS',
  all: 'ALL_REQUESTS',
};

/**
 * The request list's state (/support/requests?page=&statuses=): the parsed query (undefined when
 * invalid: the page answers 400), one page of the user's requests and whether another follows.
 */
export async function supportListState(url: URL, account: Account | undefined, deps: SupportPageDeps) {
  const requester = requesterOf(account);
  const query = parseSupportListQuery(url.searchParams);
  const common = { signedIn: requester !== undefined, loginHref: loginHrefFor(url), query };
  if (requester === undefined || query === undefined) {
    return { ...common, list: undefined, hasNextPage: false };
  }
  const { list, isLastPage } = await listFor(deps, requester, {
    status: STATUS_FILTER[query.statuses],
    start: (query.page - 1) * REQUESTS_PER_PAGE,
    limit: REQUESTS_PER_PAGE,
  });
  return { ...common, list, hasNextPage: !isLastPage };
}
