import type { Principal } from '../../core/policy/principal.ts';
import type { SiteManifest } from '../../schemas/built.ts';
import type { ProductChoice } from '../../core/feedback/feedback-report-types.ts';
import type { FeedbackReportOutcome } from '../../core/feedback/report-outcome.ts';
import { parseReportParams, type ReportParamName } from '../../core/feedback/report-params.ts';
import type { Logger } from '../log/logger.ts';
import type { Database } from '../storage/database.ts';
import { pageDirectory } from './page-directory.ts';
import { reportAccess } from './report-access.ts';
import { feedbackReportData } from './report-data.ts';

/** What the /feedback/ shell renders. */
export type FeedbackReportPageResult =
  | { kind: 'redirect'; location: string }
  | { kind: 'forbidden'; status: 403; switchAccountHref: string }
  | {
      kind: 'report';
      status: 200 | 400 | 503;
      values: Readonly<Partial<Record<ReportParamName, string>>>;
      products: readonly ProductChoice[];
      outcome: FeedbackReportOutcome;
    };

/** What the report needs besides the request; the shell passes the process's, tests their own. */
export interface FeedbackReportPageDeps {
  db: () => Promise<Database>;
  log: Logger;
}

/**
 * The /feedback/ page for a request: anonymous readers go to sign in (returning here), signed-in
 * non-employees get 403, employees the report. Refused filters answer 400 with every problem and
 * the form as given; a database outage 503. The report itself is read from the database on each
 * request (no cache: it is small, and employees expect new feedback at once).
 */
export async function feedbackReportPage(
  url: URL,
  principal: Principal,
  manifest: Pick<SiteManifest, 'site' | 'routes' | 'packages'>,
  deps: FeedbackReportPageDeps,
): Promise<FeedbackReportPageResult> {
  const access = reportAccess(principal, manifest.site, url);
  if (access.kind === 'sign-in') return { kind: 'redirect', location: access.location };
  if (access.kind === 'forbidden')
    return { kind: 'forbidden', status: 403, switchAccountHref: access.switchAccountHref };
  const directory = pageDirectory(manifest);
  const parsed = parseReportParams(
    url.searchParams,
    directory.products.map((product) => product.name),
  );
  const base = { kind: 'report', values: parsed.values, products: directory.products } as const;
  if (!parsed.ok) return { ...base, status: 400, outcome: { kind: 'invalid', problems: parsed.problems } };
  try {
    const data = await feedbackReportData(await deps.db(), parsed.params, directory);
    return { ...base, status: 200, outcome: { kind: 'report', params: parsed.params, data } };
  } catch (error) {
    deps.log.error('feedback report failed', { error });
    return { ...base, status: 503, outcome: { kind: 'error' } };
  }
}
