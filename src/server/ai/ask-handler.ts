import type { Principal } from '../../core/policy/principal.ts';
import { SearchError } from '../../core/search/search-error.ts';
import { AiAnswerSchema, AiAskQuerySchema, type AiError } from '../../schemas/ai.ts';
import type { Logger } from '../log/logger.ts';
import { AiProviderError, type AnswerProvider } from './answer-provider.ts';
import type { PassageRetriever } from './passage-retriever.ts';

/** Passages retrieved per question. */
export const PASSAGES_PER_QUESTION = 6;

/** What the ask endpoint needs; the adapter passes the real ones, tests their own. */
export interface AskHandlerDeps {
  /** The provider, or undefined when ENABLE_AI is off. */
  provider: () => AnswerProvider | undefined;
  retriever: PassageRetriever;
  principal: Principal;
  log: Logger;
}

const NO_STORE = { 'Cache-Control': 'no-store' };

function failure(status: number, code: AiError['code'], error: string, headers: Record<string, string> = {}) {
  return Response.json({ error, code } satisfies AiError, { status, headers: { ...NO_STORE, ...headers } });
}

/**
 * GET /api/search/ai/ask?q=&contentId= (spec §7): retrieves the sections the visitor
 * may read that best match the question and has the provider answer from them. Answers
 * `{message, sources, outcome, provider}` (AiAnswerSchema); bad input is a 400 naming the
 * problem; ENABLE_AI off a 404; a provider failure a 502 and a timeout a 504, each with a clear
 * `{error, code}`. Nothing is cached: the answer depends on who asks. When the visitor
 * disconnects, request.signal aborts retrieval and the provider.
 */
export async function handleAiAsk(request: Request, deps: AskHandlerDeps): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return failure(405, 'bad_request', `Method ${request.method} is not allowed; use GET.`, {
      Allow: 'GET, HEAD',
    });
  }
  const provider = deps.provider();
  if (provider === undefined) return failure(404, 'disabled', 'AI answers are turned off on this portal.');
  const params = new URL(request.url).searchParams;
  const parsed = AiAskQuerySchema.safeParse({
    q: params.get('q') ?? undefined,
    contentId: params.get('contentId') ?? undefined,
  });
  if (!parsed.success) {
    return failure(400, 'bad_request', parsed.error.issues.map((issue) => issue.message).join(' '));
  }
  const { q: question, contentId } = parsed.data;
  const signal = request.signal;
  try {
    const passages = await deps.retriever.retrieve({
      question,
      principal: deps.principal,
      contentId,
      limit: PASSAGES_PER_QUESTION,
      signal,
    });
    if (passages.length === 0) {
      return Response.json(
        AiAnswerSchema.parse({ message: '', sources: [], outcome: 'no-passages', provider: provider.name }),
        { headers: NO_STORE },
      );
    }
    const answer = await provider.answer({ question, passages, signal });
    return Response.json(AiAnswerSchema.parse({ ...answer, provider: provider.name }), { headers: NO_STORE });
  } catch (error) {
    if (signal.aborted) return failure(499, 'bad_request', 'The request was cancelled.');
    if (error instanceof SearchError) return failure(400, 'bad_request', error.message);
    if (error instanceof AiProviderError) {
      deps.log.warn('AI answer failed', { provider: provider.name, code: error.code, error });
      return error.code === 'timeout'
        ? failure(504, 'timeout', 'The AI answer took too long. Try again, or use the search results.')
        : failure(
            502,
            'provider_failed',
            'The AI answer is unavailable right now. Try again, or use the search results.',
          );
    }
    deps.log.error('AI answer retrieval failed', { error });
    return failure(
      503,
      'retrieval_failed',
      'The documentation could not be searched for an answer. Try again later.',
      {
        'Retry-After': '30',
      },
    );
  }
}
