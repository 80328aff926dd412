import { describe, expect, it } from 'vitest';
import { readServerEnv } from '../config/env.ts';
import { answerProviderFromEnv } from './ai-config.ts';

describe('ENABLE_AI and AI_* from the environment', () => {
  it('turns AI on by default and off with ENABLE_AI=false; refuses a value that is not a switch', () => {
    expect(readServerEnv({}).ENABLE_AI).toBe(true);
    expect(readServerEnv({ ENABLE_AI: '' }).ENABLE_AI).toBe(true);
    expect(readServerEnv({ ENABLE_AI: 'false' }).ENABLE_AI).toBe(false);
    expect(readServerEnv({ ENABLE_AI: '0' }).ENABLE_AI).toBe(false);
    expect(readServerEnv({ ENABLE_AI: 'true' }).ENABLE_AI).toBe(true);
    expect(() => readServerEnv({ ENABLE_AI: 'maybe' })).toThrow(/ENABLE_AI/);
    expect(answerProviderFromEnv(readServerEnv({ ENABLE_AI: 'false' }))).toBeUndefined();
    expect(answerProviderFromEnv(readServerEnv({}))?.name).toBe('extractive');
  });

  it('reads the OpenAI-compatible settings and checks the base URL and the timeout', () => {
    const env = readServerEnv({
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'llama3',
      AI_TIMEOUT_MS: '5000',
    });
    expect(env).toMatchObject({
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'llama3',
      AI_TIMEOUT_MS: 5000,
    });
    expect(env.AI_API_KEY).toBeUndefined();
    expect(readServerEnv({}).AI_TIMEOUT_MS).toBe(30_000);
    expect(() => readServerEnv({ AI_BASE_URL: 'ftp://x/v1' })).toThrow(/AI_BASE_URL/);
    expect(() => readServerEnv({ AI_TIMEOUT_MS: '10' })).toThrow(/AI_TIMEOUT_MS/);
  });
});
