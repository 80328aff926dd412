import { SupportListStatusSchema, type SupportListStatus } from '../../schemas/support.ts';

/** Requests per page of the support request list. */
export const REQUESTS_PER_PAGE = 20;
/** Highest page number accepted (the service desk caps how far a list reaches anyway). */
export const MAX_LIST_PAGE = 500;

/** The list's query: ?page= (1-based) and ?statuses= (open, closed or all), spec §2.3. */
export interface SupportListQuery {
  page: number;
  statuses: SupportListStatus;
}

/**
 * Reads the request list's query. Absent values take their defaults (page 1, open requests, as
 * the My Requests control links); present but invalid ones make the query invalid (the page
 * answers 400 and explains). Other parameters, such as analytics tags, are ignored.
 */
export function parseSupportListQuery(params: URLSearchParams): SupportListQuery | undefined {
  const pageText = params.get('page') ?? '1';
  const statuses = SupportListStatusSchema.safeParse(params.get('statuses') ?? 'open');
  if (!/^[1-9]\d{0,5}$/.test(pageText) || Number(pageText) > MAX_LIST_PAGE || !statuses.success) {
    return undefined;
  }
  return { page: Number(pageText), statuses: statuses.data };
}

/** The list's URL for a query. */
export function supportListHref(path: string, query: SupportListQuery): string {
  return `${path}?page=${query.page}&statuses=${query.statuses}`;
}
