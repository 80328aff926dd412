import { z } from 'zod';
import { AiProviderError, type AnswerProvider } from './answer-provider.ts';
import { chatMessages } from './chat-prompt.ts';
import { citeSources } from './cite-sources.ts';

/** How to reach an OpenAI-compatible chat-completions API (from AI_* in the environment). */
export interface OpenAiProviderConfig {
  /** The API's base URL, up to and including its version (…/v1). */
  baseUrl: string;
  model: string;
  /** Bearer key; undefined sends no Authorization header. */
  apiKey?: string | undefined;
  /** Longest an answer may take, in milliseconds. */
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

/** The part of a chat-completions answer the portal reads. */
const CompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1, 'no choices'),
});

/** Tokens the model may write: about 150 words, with room for citations and lists. */
const MAX_TOKENS = 600;

/**
 * An OpenAI-compatible chat-completions provider (POST {baseUrl}/chat/completions): OpenAI itself,
 * or any server speaking the same API (vLLM, Ollama, llama.cpp, LiteLLM…). It gets the same
 * retrieved passages as the extractive composer, numbered, and must cite them as [n]. The call is
 * aborted when the visitor disconnects and fails with AiProviderError('timeout') after timeoutMs.
 */
export function openAiProvider(config: OpenAiProviderConfig): AnswerProvider {
  const endpoint = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const fetchImpl = config.fetchImpl ?? fetch;
  return {
    name: 'openai',
    async answer({ question, passages, signal }) {
      const timeout = AbortSignal.timeout(config.timeoutMs);
      let response: Response;
      let body: unknown;
      try {
        response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(config.apiKey === undefined ? {} : { authorization: `Bearer ${config.apiKey}` }),
          },
          body: JSON.stringify({
            model: config.model,
            messages: chatMessages(question, passages),
            temperature: 0.2,
            max_tokens: MAX_TOKENS,
            stream: false,
          }),
          signal: AbortSignal.any([signal, timeout]),
        });
        body = response.ok ? await response.json() : await response.text();
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        if (timeout.aborted) {
          throw new AiProviderError(
            'timeout',
            `The AI provider did not answer within ${config.timeoutMs} ms.`,
            {
              cause: error,
            },
          );
        }
        throw new AiProviderError('provider_failed', 'The AI provider could not be reached.', {
          cause: error,
        });
      }
      if (!response.ok) {
        throw new AiProviderError('provider_failed', `The AI provider answered HTTP ${response.status}.`, {
          cause: String(body).slice(0, 500),
        });
      }
      const parsed = CompletionSchema.safeParse(body);
      const content = parsed.success ? parsed.data.choices[0]!.message.content : null;
      if (content === null || content.trim() === '') {
        throw new AiProviderError('provider_failed', 'The AI provider gave no answer text.', {
          cause: parsed.success ? 'empty content' : parsed.error.message,
        });
      }
      return citeSources(content, passages);
    },
  };
}
