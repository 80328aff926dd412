import {
  FEEDBACK_KINDS,
  FORWARD_STATES,
  type FeedbackKind,
  type ForwardState,
} from './feedback-report-types.ts';

/** The report page (an employee-only portal route). */
export const FEEDBACK_REPORT_PATH = '/feedback/';
/** The CSV export of the same filters. */
export const FEEDBACK_EXPORT_PATH = '/api/feedback/export.csv';
/** Feedback entries per page of the report. */
export const ENTRIES_PER_PAGE = 25;

/** The report's filters, shared by the page and the CSV export. Dates are UTC calendar days. */
export interface ReportFilters {
  product?: string | undefined;
  /** First day included, YYYY-MM-DD. */
  from?: string | undefined;
  /** Last day included, YYYY-MM-DD. */
  to?: string | undefined;
  type?: FeedbackKind | undefined;
  status?: ForwardState | undefined;
}

/** The filters plus the 1-based page of feedback entries. */
export interface ReportParams extends ReportFilters {
  page: number;
}

const NAMES = ['product', 'from', 'to', 'type', 'status', 'page'] as const;
/** A URL parameter the report reads. */
export type ReportParamName = (typeof NAMES)[number];

/** Why a parameter was refused; `id` names its message in the catalogue. */
export interface ReportProblem {
  param: ReportParamName;
  id:
    | 'feedbackReport.problem.repeated'
    | 'feedbackReport.problem.date'
    | 'feedbackReport.problem.range'
    | 'feedbackReport.problem.product'
    | 'feedbackReport.problem.choice'
    | 'feedbackReport.problem.page';
  value: string;
}

/** The outcome of reading the URL: the parameters, or every problem (plus the raw values). */
export type ParsedReportParams =
  | { ok: true; params: ReportParams; values: Readonly<Partial<Record<ReportParamName, string>>> }
  | { ok: false; problems: ReportProblem[]; values: Readonly<Partial<Record<ReportParamName, string>>> };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MAX_PAGE = 100_000;

/** Whether `value` is a real calendar day written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Reads and checks the report's URL parameters. Empty values count as unset (a GET form sends
 * every field); unknown parameters are ignored. Anything else wrong is a problem: a parameter
 * given twice, a date that is not YYYY-MM-DD or does not exist, from after to, a product the
 * content build does not know, a type or status outside its choices, a page that is not a whole
 * number from 1.
 */
export function parseReportParams(search: URLSearchParams, products: readonly string[]): ParsedReportParams {
  const values: Partial<Record<ReportParamName, string>> = {};
  const problems: ReportProblem[] = [];
  for (const name of NAMES) {
    const all = search.getAll(name).map((value) => value.trim());
    const given = all.filter((value) => value !== '');
    if (given.length > 1)
      problems.push({ param: name, id: 'feedbackReport.problem.repeated', value: given.join(', ') });
    if (given[0] !== undefined) values[name] = given[0];
  }
  const { product, from, to, type, status, page } = values;
  for (const name of ['from', 'to'] as const) {
    const value = values[name];
    if (value !== undefined && !isCalendarDate(value)) {
      problems.push({ param: name, id: 'feedbackReport.problem.date', value });
    }
  }
  if (from !== undefined && to !== undefined && isCalendarDate(from) && isCalendarDate(to) && from > to) {
    problems.push({ param: 'to', id: 'feedbackReport.problem.range', value: `${from} – ${to}` });
  }
  if (product !== undefined && !products.includes(product)) {
    problems.push({ param: 'product', id: 'feedbackReport.problem.product', value: product });
  }
  if (type !== undefined && !(FEEDBACK_KINDS as readonly string[]).includes(type)) {
    problems.push({ param: 'type', id: 'feedbackReport.problem.choice', value: type });
  }
  if (status !== undefined && !(FORWARD_STATES as readonly string[]).includes(status)) {
    problems.push({ param: 'status', id: 'feedbackReport.problem.choice', value: status });
  }
  const pageNumber = page === undefined ? 1 : /^\d{1,6}$/.test(page) ? Number(page) : NaN;
  if (!(pageNumber >= 1 && pageNumber <= MAX_PAGE)) {
    problems.push({ param: 'page', id: 'feedbackReport.problem.page', value: page ?? '' });
  }
  if (problems.length > 0) return { ok: false, problems, values };
  return {
    ok: true,
    values,
    params: {
      product,
      from,
      to,
      type: type as FeedbackKind | undefined,
      status: status as ForwardState | undefined,
      page: pageNumber,
    },
  };
}

function query(filters: ReportFilters, page?: number): string {
  const search = new URLSearchParams();
  for (const name of ['product', 'from', 'to', 'type', 'status'] as const) {
    const value = filters[name];
    if (value !== undefined) search.set(name, value);
  }
  if (page !== undefined && page > 1) search.set('page', String(page));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** The report's shareable URL for a parameter set (page 1 and unset filters left out). */
export function reportHref(params: ReportParams): string {
  return `${FEEDBACK_REPORT_PATH}${query(params, params.page)}`;
}

/** The CSV export's URL for the same filters. */
export function exportHref(filters: ReportFilters): string {
  return `${FEEDBACK_EXPORT_PATH}${query(filters)}`;
}

/**
 * The range as ISO instants, half-open: `start` is `from` at 00:00 UTC, `end` the day after `to`
 * at 00:00 UTC, so the whole of `to` is included.
 */
export function dateBounds(filters: ReportFilters): { start: string | undefined; end: string | undefined } {
  const start = filters.from === undefined ? undefined : `${filters.from}T00:00:00.000Z`;
  let end: string | undefined;
  if (filters.to !== undefined) {
    const day = new Date(`${filters.to}T00:00:00.000Z`);
    day.setUTCDate(day.getUTCDate() + 1);
    end = day.toISOString();
  }
  return { start, end };
}
