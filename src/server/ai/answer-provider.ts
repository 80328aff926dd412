import type { ComposedAnswer } from '../../core/ai/compose-answer.ts';
import type { Passage } from '../../core/ai/passage.ts';

/** One question to answer from retrieved passages. */
export interface AnswerRequest {
  question: string;
  /** The passages the answer may use, best first; all readable by the visitor. */
  passages: readonly Passage[];
  /** Aborted when the visitor disconnects or gives up (request.signal). */
  signal: AbortSignal;
}

/**
 * Writes an answer from passages. The extractive composer is the embedded default;
 * an OpenAI-compatible model can replace it by configuration. Both get the same passages and
 * return the same shape: the answer markup and the sources its [n] citations point at.
 *
 * @throws AiProviderError when the provider fails or times out; an AbortError (signal.reason)
 *   when `signal` aborts.
 */
export interface AnswerProvider {
  readonly name: 'extractive' | 'openai';
  answer(request: AnswerRequest): Promise<ComposedAnswer>;
}

/** Why a provider could not answer: it failed, or it took longer than allowed. */
export class AiProviderError extends Error {
  readonly code: 'provider_failed' | 'timeout';
  constructor(code: 'provider_failed' | 'timeout', message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AiProviderError';
    this.code = code;
  }
}
