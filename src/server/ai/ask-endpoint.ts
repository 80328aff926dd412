import { readServerEnv } from '../config/env.ts';
import { logger } from '../log/logger.ts';
import type { Principal } from '../../core/policy/principal.ts';
import { getSearchService } from '../search/search-service.ts';
import { answerProviderFromEnv } from './ai-config.ts';
import type { AnswerProvider } from './answer-provider.ts';
import { handleAiAsk } from './ask-handler.ts';
import { searchServiceRetriever } from './search-service-retriever.ts';

let provider: { value: AnswerProvider | undefined } | undefined;
const retriever = searchServiceRetriever(getSearchService);

/** The process's answer provider, chosen once from the environment; undefined when AI is off. */
export function getAnswerProvider(): AnswerProvider | undefined {
  provider ??= { value: answerProviderFromEnv(readServerEnv()) };
  return provider.value;
}

/** GET /api/search/ai/ask with the configured provider, the search service and the request's principal. */
export function aiAskResponse(request: Request, principal: Principal): Promise<Response> {
  return handleAiAsk(request, {
    provider: getAnswerProvider,
    retriever,
    principal,
    log: logger.child({ module: 'ai' }),
  });
}
