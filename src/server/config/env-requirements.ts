import type { z } from 'zod';

/** A choice in the environment that needs other settings, and those settings. */
interface Requirement {
  /** The variable and the value (or, with `'set'`, any value) that asks for the others. */
  when: readonly [name: string, value: string | 'set'];
  requires: readonly string[];
}

/**
 * Settings that only make sense together. Checked when the environment is read at start, so a
 * half-done configuration stops the server with every missing name, instead of failing at a
 * visitor's first request.
 */
export const ENV_REQUIREMENTS: readonly Requirement[] = [
  { when: ['ACCOUNT_PROVIDER', 'oidc'], requires: ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] },
  {
    when: ['SEARCH_PROVIDER', 'algolia'],
    requires: ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_API_KEY', 'ALGOLIA_INDEX_NAME'],
  },
  { when: ['AI_BASE_URL', 'set'], requires: ['AI_MODEL'] },
  {
    when: ['FEEDBACK_TRACKER', 'jira'],
    requires: ['JIRA_BASE_URL', 'JIRA_EMAIL', 'JIRA_API_TOKEN', 'JIRA_PROJECT_KEY'],
  },
  {
    when: ['SERVICE_DESK_PROVIDER', 'jsm'],
    requires: [
      'SERVICE_DESK_BASE_URL',
      'SERVICE_DESK_EMAIL',
      'SERVICE_DESK_API_TOKEN',
      'SERVICE_DESK_ID',
      'SERVICE_DESK_REQUEST_TYPE_ID',
    ],
  },
  { when: ['APP_REGISTRY', 'vendor'], requires: ['APP_REGISTRY_URL', 'APP_REGISTRY_TOKEN'] },
];

/** Adds an issue for every setting a choice in `env` needs but that is missing. */
export function refineRequirements(env: Record<string, unknown>, context: z.RefinementCtx): void {
  for (const { when, requires } of ENV_REQUIREMENTS) {
    const [name, value] = when;
    const chosen = value === 'set' ? env[name] !== undefined : env[name] === value;
    if (!chosen) continue;
    const because = value === 'set' ? `${name} is set` : `${name}=${value}`;
    for (const needed of requires) {
      if (env[needed] === undefined) {
        context.addIssue({ code: 'custom', path: [needed], message: `is required when ${because}` });
      }
    }
  }
}
