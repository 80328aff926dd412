import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS } from '../../core/policy/principal.ts';
import { AiAnswerSchema, AiErrorSchema } from '../../schemas/ai.ts';
import { createLogger } from '../log/logger.ts';
import { aiTestSearchService } from './ai-test-fixtures.ts';
import { AiProviderError, type AnswerProvider } from './answer-provider.ts';
import { handleAiAsk, type AskHandlerDeps } from './ask-handler.ts';
import { extractiveProvider } from './extractive-provider.ts';
import type { PassageRetriever } from './passage-retriever.ts';
import { searchServiceRetriever } from './search-service-retriever.ts';

const service = aiTestSearchService();
const retriever = searchServiceRetriever(async () => service);
const deps = (overrides: Partial<AskHandlerDeps> = {}): AskHandlerDeps => ({
  provider: () => extractiveProvider,
  retriever,
  principal: ANONYMOUS,
  log: createLogger('silent'),
  ...overrides,
});
const ask = (query: string, init?: RequestInit) =>
  new Request(`http://portal.test/api/search/ai/ask?${query}`, init);
const failing = (error: Error): AnswerProvider => ({ name: 'openai', answer: () => Promise.reject(error) });

describe('handleAiAsk', () => {
  it('answers a question from the readable docs, citing each section with a link', async () => {
    const response = await handleAiAsk(ask('q=How+do+I+register+a+webhook%3F'), deps());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = AiAnswerSchema.parse(await response.json());
    expect(answer).toMatchObject({ outcome: 'answered', provider: 'extractive' });
    expect(answer.message).toMatch(
      /To register a webhook through the REST API, send a POST request .* \[1\]$/,
    );
    expect(answer.sources[0]).toEqual({
      id: 1,
      href: '/cloud/jira/platform/webhooks/#registering-a-webhook',
      pageTitle: 'Webhooks',
      heading: 'Registering a webhook',
      productTitle: 'Jira Cloud platform',
    });
  });

  it('answers an anonymous visitor only from public content', async () => {
    const response = await handleAiAsk(ask('q=webhook+release+checklist+codename'), deps());
    const text = JSON.stringify(await response.json());
    expect(text).not.toContain('bluebird');
    expect(text).not.toContain('/platform/forge/internal/');
  });

  it("says 'no-passages' with an empty message when nothing readable matches", async () => {
    const response = await handleAiAsk(ask('q=codename+bluebird'), deps());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: '',
      sources: [],
      outcome: 'no-passages',
      provider: 'extractive',
    });
  });

  it.each([
    ['no q', '', 'the q parameter is missing'],
    ['an empty q', 'q=', 'the q parameter is empty'],
    ['a blank q', 'q=%20%20', 'the q parameter is empty'],
    ['a 10,000-character q', `q=${'a'.repeat(10_000)}`, 'longer than 1000 characters'],
    ['a long contentId', `q=x&contentId=${'/a'.repeat(300)}`, 'contentId is longer than 512'],
  ])('refuses %s with a clear 400', async (_name, query, message) => {
    const response = await handleAiAsk(ask(query), deps());
    expect(response.status).toBe(400);
    const body = AiErrorSchema.parse(await response.json());
    expect(body.code).toBe('bad_request');
    expect(body.error).toContain(message);
  });

  it('answers 404 when AI is off, and 405 to other methods', async () => {
    const off = await handleAiAsk(ask('q=webhook'), deps({ provider: () => undefined }));
    expect(off.status).toBe(404);
    expect(await off.json()).toEqual({
      error: 'AI answers are turned off on this portal.',
      code: 'disabled',
    });
    const post = await handleAiAsk(ask('q=webhook', { method: 'POST' }), deps());
    expect(post.status).toBe(405);
  });

  it('gives clear errors when the provider fails or times out, and when retrieval fails', async () => {
    const failed = await handleAiAsk(
      ask('q=webhook'),
      deps({ provider: () => failing(new AiProviderError('provider_failed', 'HTTP 500')) }),
    );
    expect(failed.status).toBe(502);
    expect(AiErrorSchema.parse(await failed.json()).code).toBe('provider_failed');
    const slow = await handleAiAsk(
      ask('q=webhook'),
      deps({ provider: () => failing(new AiProviderError('timeout', 'slow')) }),
    );
    expect(slow.status).toBe(504);
    expect(AiErrorSchema.parse(await slow.json()).error).toBe(
      'The AI answer took too long. Try again, or use the search results.',
    );
    const broken: PassageRetriever = { retrieve: () => Promise.reject(new Error('index missing')) };
    const down = await handleAiAsk(ask('q=webhook'), deps({ retriever: broken }));
    expect(down.status).toBe(503);
    expect(AiErrorSchema.parse(await down.json()).code).toBe('retrieval_failed');
  });

  it('stops when the visitor disconnects: the provider sees the abort', async () => {
    const controller = new AbortController();
    let seen: AbortSignal | undefined;
    const waiting: AnswerProvider = {
      name: 'openai',
      answer: ({ signal }) =>
        new Promise((_, reject) => {
          seen = signal;
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    };
    const pending = handleAiAsk(
      ask('q=webhook', { signal: controller.signal }),
      deps({ provider: () => waiting }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    expect((await pending).status).toBe(499);
    expect(seen?.aborted).toBe(true);
  });

  it('never answers 5xx for any question or contentId (property)', async () => {
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 200 }),
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.constantFrom(
        '"; DROP TABLE x; --',
        '<script>alert(1)</script>',
        'a AND (b OR NOT c)',
        'url:/x',
        '\u0000\uffff',
        '[1](javascript:x)',
      ),
      fc.nat({ max: 12_000 }).map((n) => 'w '.repeat(n)),
    );
    await fc.assert(
      fc.asyncProperty(text, fc.option(text, { nil: undefined }), async (q, contentId) => {
        const params = new URLSearchParams({ q, ...(contentId === undefined ? {} : { contentId }) });
        const response = await handleAiAsk(ask(params.toString()), deps());
        expect([200, 400]).toContain(response.status);
        const body: unknown = await response.json();
        if (response.status === 200) AiAnswerSchema.parse(body);
        else AiErrorSchema.parse(body);
      }),
      { numRuns: 2000 },
    );
  }, 120_000);
});
