import type { FeedbackIssue } from '../../schemas/feedback.ts';

/** Who sent an issue, as the server knows it (never what the body claims). */
export interface FeedbackSubmitter {
  /** The session's account id; undefined for an anonymous visitor. */
  accountId?: string | undefined;
}

/** What a provider answers once an issue is safely kept. */
export interface SubmittedFeedback {
  /** The provider's id of the issue (a row id, or a tracker's issue key). */
  id: string;
}

/**
 * Where feedback issues go (spec §7 POST /api/feedback-provider/issue): page feedback and AI
 * feedback alike. The embedded default stores them in the portal's database
 * (embedded-feedback-provider.ts); a connector to an outside tracker (a Jira-compatible REST API)
 * implements the same interface, typically storing first and forwarding after.
 *
 * Contract: `submit` resolves only once the issue is durably kept (committed, or accepted by the
 * tracker), so the endpoint's 200 is a promise kept. It rejects on any failure; the endpoint turns
 * that into a 503 without details.
 */
export interface FeedbackProvider {
  /** A short name for logs: 'embedded', 'jira', … */
  readonly name: string;
  submit(issue: FeedbackIssue, submitter: FeedbackSubmitter): Promise<SubmittedFeedback>;
}
