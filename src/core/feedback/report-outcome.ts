import type { FeedbackReportData } from './feedback-report-types.ts';
import type { ReportParams, ReportProblem } from './report-params.ts';

/** What the shell could produce for the URL's filters: the report, the refused filters, or an outage. */
export type FeedbackReportOutcome =
  | { kind: 'report'; params: ReportParams; data: FeedbackReportData }
  | { kind: 'invalid'; problems: readonly ReportProblem[] }
  | { kind: 'error' };
