import type { RequestStatusFilter } from './customer-request.ts';
import type { RequestListQuery } from './service-desk-provider.ts';

/** Most requests one API call returns (Jira's own cap is 100 as well). */
export const MAX_LIST_LIMIT = 100;
/** Requests per API call unless `limit` says otherwise. */
export const DEFAULT_LIST_LIMIT = 50;
/** Highest `start` accepted: lists are for people, not for walking a whole service desk. */
export const MAX_LIST_START = 10_000;

const STATUS_FILTERS: readonly RequestStatusFilter[] = ['OPEN_REQUESTS', 'CLOSED_REQUESTS', 'ALL_REQUESTS'];
const KNOWN = new Set(['requestStatus', 'requestOwnership', 'start', 'limit']);

/** A parsed query, or the problems of a bad one (answered with 400). */
export type ParsedListQuery = { ok: true; query: RequestListQuery } | { ok: false; problems: string[] };

function integer(value: string | null, name: string, min: number, max: number, problems: string[]) {
  if (value === null) return undefined;
  if (!/^\d{1,6}$/.test(value) || Number(value) < min || Number(value) > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max}`);
    return undefined;
  }
  return Number(value);
}

/**
 * The query of GET /api/servicedeskapi/request, in Jira Service Management's terms:
 * requestStatus (OPEN_REQUESTS by default: the My Requests badge counts open requests),
 * requestOwnership (only OWNED_REQUESTS: a user sees their own requests), start and limit.
 * Unknown or repeated parameters are refused rather than silently ignored.
 */
export function parseListQuery(params: URLSearchParams): ParsedListQuery {
  const problems: string[] = [];
  for (const name of new Set(params.keys())) {
    if (!KNOWN.has(name)) problems.push(`unknown parameter '${name}'`);
    else if (params.getAll(name).length > 1) problems.push(`${name} is given more than once`);
  }
  const status = params.get('requestStatus') ?? 'OPEN_REQUESTS';
  if (!STATUS_FILTERS.includes(status as RequestStatusFilter)) {
    problems.push(`requestStatus must be one of ${STATUS_FILTERS.join(', ')}`);
  }
  const ownership = params.get('requestOwnership');
  if (ownership !== null && ownership !== 'OWNED_REQUESTS') {
    problems.push('requestOwnership can only be OWNED_REQUESTS');
  }
  const start = integer(params.get('start'), 'start', 0, MAX_LIST_START, problems) ?? 0;
  const limit = integer(params.get('limit'), 'limit', 1, MAX_LIST_LIMIT, problems) ?? DEFAULT_LIST_LIMIT;
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, query: { status: status as RequestStatusFilter, start, limit } };
}
