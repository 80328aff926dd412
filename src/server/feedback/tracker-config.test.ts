import { describe, expect, it } from 'vitest';
import { readServerEnv } from '../config/env.ts';
import { trackerFromEnv } from './tracker-config.ts';

describe('FEEDBACK_TRACKER and JIRA_*', () => {
  it('keeps feedback in the database only by default', () => {
    const env = readServerEnv({});
    expect(env).toMatchObject({
      FEEDBACK_TRACKER: 'embedded',
      JIRA_ISSUE_TYPE: 'Task',
      JIRA_TIMEOUT_MS: 10_000,
    });
    expect(trackerFromEnv(env)).toEqual({ kind: 'embedded' });
  });

  it('configures a Jira-compatible tracker and its retry loop', () => {
    const env = readServerEnv({
      FEEDBACK_TRACKER: 'jira',
      JIRA_BASE_URL: 'https://example.atlassian.net/',
      JIRA_EMAIL: 'bot@example.com',
      JIRA_API_TOKEN: 'token',
      JIRA_PROJECT_KEY: 'DOCS',
      FEEDBACK_FORWARD_INTERVAL_SECONDS: '5',
    });
    expect(trackerFromEnv(env)).toEqual({
      kind: 'jira',
      jira: {
        baseUrl: 'https://example.atlassian.net',
        email: 'bot@example.com',
        apiToken: 'token',
        projectKey: 'DOCS',
        issueType: 'Task',
        timeoutMs: 10_000,
      },
      forwarding: { maxAttempts: 12, intervalMs: 5000 },
    });
  });

  it('names every missing setting, and refuses malformed ones at start', () => {
    expect(() =>
      trackerFromEnv(readServerEnv({ FEEDBACK_TRACKER: 'jira', JIRA_EMAIL: 'bot@example.com' })),
    ).toThrow(
      'Invalid environment:\n  JIRA_BASE_URL: is required when FEEDBACK_TRACKER=jira\n  JIRA_API_TOKEN: is required when FEEDBACK_TRACKER=jira\n  JIRA_PROJECT_KEY: is required when FEEDBACK_TRACKER=jira',
    );
    expect(() => readServerEnv({ FEEDBACK_TRACKER: 'github' })).toThrow('FEEDBACK_TRACKER');
    expect(() => readServerEnv({ JIRA_BASE_URL: 'ftp://tracker' })).toThrow('JIRA_BASE_URL');
    expect(() => readServerEnv({ JIRA_PROJECT_KEY: 'docs key' })).toThrow(
      'JIRA_PROJECT_KEY: must be a project key such as DOCS',
    );
  });
});
