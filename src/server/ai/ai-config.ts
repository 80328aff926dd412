import type { ServerEnv } from '../config/env.ts';
import type { AnswerProvider } from './answer-provider.ts';
import { extractiveProvider } from './extractive-provider.ts';
import { openAiProvider } from './openai-provider.ts';

/** The AI settings of the environment (ENABLE_AI, AI_*). */
export type AiEnv = Pick<
  ServerEnv,
  'ENABLE_AI' | 'AI_BASE_URL' | 'AI_MODEL' | 'AI_API_KEY' | 'AI_TIMEOUT_MS'
>;

/**
 * The answer provider the environment asks for: an OpenAI-compatible model when AI_BASE_URL is
 * set (AI_MODEL then required), else the extractive composer. Undefined when ENABLE_AI is off.
 *
 * @throws Error naming AI_MODEL when AI_BASE_URL is set without it, so a half-done configuration
 *   stops the server at start instead of failing every question.
 */
export function answerProviderFromEnv(env: AiEnv, fetchImpl?: typeof fetch): AnswerProvider | undefined {
  if (!env.ENABLE_AI) return undefined;
  if (env.AI_BASE_URL === undefined) return extractiveProvider;
  if (env.AI_MODEL === undefined) {
    throw new Error('Invalid environment:\n  AI_MODEL: required when AI_BASE_URL is set');
  }
  return openAiProvider({
    baseUrl: env.AI_BASE_URL,
    model: env.AI_MODEL,
    apiKey: env.AI_API_KEY,
    timeoutMs: env.AI_TIMEOUT_MS,
    ...(fetchImpl === undefined ? {} : { fetchImpl }),
  });
}
