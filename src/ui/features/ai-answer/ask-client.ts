import { AiAnswerSchema, AiErrorSchema, type AiAnswer } from '../../../schemas/ai.ts';

/** The ask endpoint (spec §7). */
export const AI_ASK_API = '/api/search/ai/ask';

/** Why an ask gave no answer: the server's error code, or the network. */
export type AskFailure = 'failed' | 'timeout' | 'network' | 'badRequest' | 'disabled';

/** The outcome of {@link askAi}. */
export type AskOutcome = { ok: true; answer: AiAnswer } | { ok: false; failure: AskFailure };

const FAILURE_OF_CODE: Readonly<Record<string, AskFailure>> = {
  bad_request: 'badRequest',
  disabled: 'disabled',
  timeout: 'timeout',
  provider_failed: 'failed',
  retrieval_failed: 'failed',
};

/**
 * GET /api/search/ai/ask?q=&contentId= and reads the whole answer (spec §7). An abort of `signal`
 * rejects with the AbortError (the caller asked for it); every other problem is an outcome.
 */
export async function askAi(
  question: string,
  contentId: string | undefined,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<AskOutcome> {
  const params = new URLSearchParams({ q: question });
  if (contentId !== undefined && contentId !== '') params.set('contentId', contentId);
  let response: Response;
  let body: unknown;
  try {
    response = await fetchImpl(`${AI_ASK_API}?${params}`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal,
    });
    body = await response.json();
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, failure: 'network' };
  }
  if (response.ok) {
    const answer = AiAnswerSchema.safeParse(body);
    return answer.success ? { ok: true, answer: answer.data } : { ok: false, failure: 'failed' };
  }
  const error = AiErrorSchema.safeParse(body);
  return { ok: false, failure: (error.success && FAILURE_OF_CODE[error.data.code]) || 'failed' };
}
