/**
 * A support request as the portal handles it, whoever keeps it. Modelled on Jira Service
 * Management's customer request (issueKey, requestTypeId, currentStatus, createdDate, …), so
 * GET /api/servicedeskapi/request answers the same shape for either provider.
 */
export interface CustomerRequest {
  /** The keeper's id: the row id (embedded) or Jira's issue id. */
  issueId: string;
  /** What people quote: 'REQ-12' (embedded) or the Jira issue key. */
  issueKey: string;
  requestTypeId: string;
  serviceDeskId: string;
  summary: string;
  /** Empty when the keeper does not send it with lists. */
  description: string;
  /** The content category chosen on the form (supportPage.categories), when known. */
  category: string | undefined;
  createdDate: Date;
  currentStatus: RequestStatus;
  reporter: { emailAddress: string; displayName: string };
  /** Where a person reads the request at its keeper (Jira's customer portal); none for embedded. */
  webUrl: string | undefined;
}

/** Jira Service Management's status categories; DONE means closed. */
export type StatusCategory = 'NEW' | 'INDETERMINATE' | 'DONE' | 'UNDEFINED';

/** A request's current status: its name and category, and since when. */
export interface RequestStatus {
  status: string;
  statusCategory: StatusCategory;
  statusDate: Date;
}

/** Which requests a list asks for (Jira's requestStatus parameter). */
export type RequestStatusFilter = 'OPEN_REQUESTS' | 'CLOSED_REQUESTS' | 'ALL_REQUESTS';

/** One page of a requester's requests, newest first. */
export interface RequestPage {
  values: CustomerRequest[];
  start: number;
  limit: number;
  isLastPage: boolean;
}

/** Who raises and reads requests: the signed-in account, never what a form claims. */
export interface Requester {
  accountId: string;
  email: string;
  displayName: string;
}

/** A request as the form or the API sends it, once validated (support-request-form.ts). */
export interface NewSupportRequest {
  summary: string;
  description: string;
  /** The chosen category; undefined when the site offers none. */
  category: { id: string; title: string; requestTypeId?: string | undefined } | undefined;
}

/** Whether a status counts as closed. */
export function isClosed(status: RequestStatus): boolean {
  return status.statusCategory === 'DONE';
}

/** A date in the three forms Jira's DateDTO carries that a client may read. */
function dateJson(date: Date) {
  return { iso8601: date.toISOString(), jira: date.toISOString(), epochMillis: date.getTime() };
}

/** The JSON of a request in GET/POST /api/servicedeskapi/request (Jira's CustomerRequestDTO shape). */
export function customerRequestJson(request: CustomerRequest) {
  return {
    issueId: request.issueId,
    issueKey: request.issueKey,
    requestTypeId: request.requestTypeId,
    serviceDeskId: request.serviceDeskId,
    summary: request.summary,
    createdDate: dateJson(request.createdDate),
    reporter: request.reporter,
    requestFieldValues: [
      { fieldId: 'summary', value: request.summary },
      { fieldId: 'description', value: request.description },
    ],
    currentStatus: {
      status: request.currentStatus.status,
      statusCategory: request.currentStatus.statusCategory,
      statusDate: dateJson(request.currentStatus.statusDate),
    },
    ...(request.webUrl === undefined ? {} : { _links: { web: request.webUrl } }),
  };
}
