import type {
  CustomerRequest,
  NewSupportRequest,
  RequestPage,
  RequestStatusFilter,
  Requester,
} from './customer-request.ts';

/** What a list asks a provider for: a status filter and a window (start is 0-based). */
export interface RequestListQuery {
  status: RequestStatusFilter;
  start: number;
  limit: number;
}

/**
 * Who keeps support requests (docs/decisions/0015-support-requests.md). The embedded default
 * stores them in the portal's database; the Jira Service Management connector raises them there
 * on behalf of the user. Both list only the requester's own requests.
 *
 * Contract: `create` resolves only once the request is durably kept (committed, or accepted by
 * Jira and linked to the account), so a success shown to the user is a promise kept. Failures
 * reject with {@link ServiceDeskError}; anything else is a bug.
 */
export interface ServiceDeskProvider {
  /** 'embedded' or 'jsm', for logs. */
  readonly name: string;
  create(requester: Requester, request: NewSupportRequest): Promise<CustomerRequest>;
  list(requester: Requester, query: RequestListQuery): Promise<RequestPage>;
}

/**
 * A provider failure the API reports without details: 'unavailable' (the portal's own store is
 * down: 503) or 'upstream' (the service desk failed or answered something unusable: 502).
 */
export class ServiceDeskError extends Error {
  readonly kind: 'unavailable' | 'upstream';

  constructor(kind: 'unavailable' | 'upstream', message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ServiceDeskError';
    this.kind = kind;
  }
}

/** Wraps a store failure as 'unavailable' (a ServiceDeskError passes through). */
export function asUnavailable(error: unknown): ServiceDeskError {
  if (error instanceof ServiceDeskError) return error;
  return new ServiceDeskError('unavailable', 'the support request store failed', { cause: error });
}
