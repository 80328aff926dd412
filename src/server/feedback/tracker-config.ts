import type { ServerEnv } from '../config/env.ts';

/** The feedback settings of the environment (FEEDBACK_*, JIRA_*). */
export type FeedbackEnv = Pick<
  ServerEnv,
  | 'FEEDBACK_TRACKER'
  | 'JIRA_BASE_URL'
  | 'JIRA_EMAIL'
  | 'JIRA_API_TOKEN'
  | 'JIRA_PROJECT_KEY'
  | 'JIRA_ISSUE_TYPE'
  | 'JIRA_TIMEOUT_MS'
  | 'FEEDBACK_FORWARD_MAX_ATTEMPTS'
  | 'FEEDBACK_FORWARD_INTERVAL_SECONDS'
>;

/** A Jira-compatible tracker to create issues in. */
export interface JiraTrackerConfig {
  /** Without a trailing slash. */
  baseUrl: string;
  email: string;
  /** A secret: only ever sent in the Authorization header. */
  apiToken: string;
  projectKey: string;
  issueType: string;
  timeoutMs: number;
}

/** How the background loop forwards. */
export interface ForwardingSettings {
  maxAttempts: number;
  intervalMs: number;
}

/** What FEEDBACK_TRACKER asks for: nothing beyond the database, or a tracker and its loop. */
export type TrackerChoice =
  { kind: 'embedded' } | { kind: 'jira'; jira: JiraTrackerConfig; forwarding: ForwardingSettings };

const REQUIRED = ['JIRA_BASE_URL', 'JIRA_EMAIL', 'JIRA_API_TOKEN', 'JIRA_PROJECT_KEY'] as const;

/**
 * The tracker the environment configures.
 *
 * @throws Error naming every missing JIRA_* variable when FEEDBACK_TRACKER=jira, in the shape of
 *   readServerEnv's message, so a half-done configuration is reported as such.
 */
export function trackerFromEnv(env: FeedbackEnv): TrackerChoice {
  if (env.FEEDBACK_TRACKER === 'embedded') return { kind: 'embedded' };
  const missing = REQUIRED.filter((name) => env[name] === undefined);
  if (missing.length > 0) {
    const lines = missing.map((name) => `  ${name}: required when FEEDBACK_TRACKER=jira`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return {
    kind: 'jira',
    jira: {
      baseUrl: env.JIRA_BASE_URL!.replace(/\/+$/, ''),
      email: env.JIRA_EMAIL!,
      apiToken: env.JIRA_API_TOKEN!,
      projectKey: env.JIRA_PROJECT_KEY!,
      issueType: env.JIRA_ISSUE_TYPE,
      timeoutMs: env.JIRA_TIMEOUT_MS,
    },
    forwarding: {
      maxAttempts: env.FEEDBACK_FORWARD_MAX_ATTEMPTS,
      intervalMs: env.FEEDBACK_FORWARD_INTERVAL_SECONDS * 1000,
    },
  };
}
