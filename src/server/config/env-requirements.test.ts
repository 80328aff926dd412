import { describe, expect, it } from 'vitest';
import { readServerEnv } from './env.ts';
import { ENV_REQUIREMENTS } from './env-requirements.ts';

describe('settings that only make sense together', () => {
  it('stops the start naming every missing setting of each choice', () => {
    for (const { when, requires } of ENV_REQUIREMENTS) {
      const [name, value] = when;
      const env = { [name]: value === 'set' ? 'http://127.0.0.1:1/v1' : value };
      let message = '';
      try {
        readServerEnv(env);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain('Invalid environment:');
      for (const needed of requires) expect(message).toContain(`  ${needed}: is required when`);
    }
  });

  it('accepts a complete configuration and the defaults', () => {
    expect(() => readServerEnv({})).not.toThrow();
    const env = readServerEnv({
      FEEDBACK_TRACKER: 'jira',
      JIRA_BASE_URL: 'https://jira.example.com',
      JIRA_EMAIL: 'bot@example.com',
      JIRA_API_TOKEN: 'secret',
      JIRA_PROJECT_KEY: 'DOCS',
    });
    expect(env.FEEDBACK_TRACKER).toBe('jira');
  });
});
