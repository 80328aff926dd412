import { z } from 'zod';
import { emptyToUndefined, optionalText } from './env-helpers.ts';

/**
 * Environment of page and AI feedback (src/server/feedback): where feedback is forwarded besides
 * the portal's own database. Feedback is always stored first; a tracker only gets a copy
 * (docs/decisions/0014-feedback-report-and-tracker.md). The JIRA_* settings are required together
 * when FEEDBACK_TRACKER=jira (checked by src/server/feedback/tracker-config.ts).
 */
export const FeedbackEnvShape = {
  /**
   * Where feedback goes after the database: 'embedded' (default) keeps it only there; 'jira'
   * also creates one issue per feedback in a Jira-compatible tracker (JIRA_* below), retried in
   * the background until it succeeds or FEEDBACK_FORWARD_MAX_ATTEMPTS is reached.
   */
  FEEDBACK_TRACKER: z.preprocess(emptyToUndefined, z.enum(['embedded', 'jira']).default('embedded')),
  /** Base URL of the tracker (https://example.atlassian.net); issues go to {base}/rest/api/3/issue. */
  JIRA_BASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** The account the portal creates issues as (basic auth user name). */
  JIRA_EMAIL: optionalText(),
  /** API token of JIRA_EMAIL (basic auth password); a secret, never logged. */
  JIRA_API_TOKEN: optionalText(),
  /** Key of the project feedback issues are created in (e.g. DOCS). */
  JIRA_PROJECT_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Z][A-Z0-9_]{0,254}$/, 'must be a project key such as DOCS')
      .optional(),
  ),
  /** Issue type name of the created issues. */
  JIRA_ISSUE_TYPE: z.preprocess(emptyToUndefined, z.string().min(1).max(255).default('Task')),
  /** How long one create-issue call may take before it counts as failed (and is retried), in ms. */
  JIRA_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  /**
   * How many times one feedback is offered to the tracker before it is marked failed (visible in
   * the report). Attempts back off from 30 s, doubling, to at most one hour apart.
   */
  FEEDBACK_FORWARD_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
  /**
   * Feedback issues one reader may send per minute and per day (src/server/feedback/
   * feedback-rate-limit.ts): per address when anonymous, per account when signed in.
   */
  FEEDBACK_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  FEEDBACK_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** How often each portal process looks for feedback due to be forwarded, in seconds. */
  FEEDBACK_FORWARD_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
};
