import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_PASSAGES } from '../../core/ai/test-passages.ts';
import { AiProviderError } from './answer-provider.ts';
import { answerProviderFromEnv } from './ai-config.ts';
import { openAiProvider } from './openai-provider.ts';

/** A real HTTP server speaking POST /v1/chat/completions; each test sets how it answers. */
let reply: (
  body: { model: string; messages: { role: string; content: string }[] },
  res: ServerResponse,
) => void;
const received: { authorization: string | undefined; body: unknown; path: string | undefined }[] = [];
let closedEarly = 0;
let baseUrl = '';
const server = createServer((req: IncomingMessage, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Parameters<typeof reply>[0];
    received.push({ authorization: req.headers.authorization, body, path: req.url });
    res.on('close', () => {
      if (!res.writableFinished) closedEarly++;
    });
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end('not found');
      return;
    }
    reply(body, res);
  });
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const completion = (content: string | null) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});
const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const provider = (timeoutMs = 5000) =>
  openAiProvider({ baseUrl, model: 'docs-model', apiKey: 'sk-test', timeoutMs });
const request = (signal = new AbortController().signal) => ({
  question: 'How do I register a webhook?',
  passages: WEBHOOK_PASSAGES,
  signal,
});

describe('openAiProvider against a local chat-completions server', () => {
  it('sends the model, the key and the numbered passages, and renumbers the citations it gets back', async () => {
    reply = (_body, res) =>
      json(res, 200, completion('Send a POST to `/rest/api/3/webhook` [2]. Jira signs requests [3, 2].'));
    const answer = await provider().answer(request());
    const last = received.at(-1)!;
    expect(last.path).toBe('/v1/chat/completions');
    expect(last.authorization).toBe('Bearer sk-test');
    const body = last.body as {
      model: string;
      stream: boolean;
      messages: { role: string; content: string }[];
    };
    expect(body.model).toBe('docs-model');
    expect(body.stream).toBe(false);
    expect(body.messages[0]!.role).toBe('system');
    expect(body.messages[0]!.content).toContain('Cite the sources you use');
    expect(body.messages[1]!.content).toContain(
      '[1] Jira Cloud platform › Webhooks › Registering a webhook (/cloud/jira/platform/webhooks/#registering-a-webhook)',
    );
    expect(body.messages[1]!.content).toMatch(
      /\[3\] Confluence Cloud › Webhook \(\/cloud\/confluence\/modules\/webhook\/\)/,
    );
    expect(body.messages[1]!.content.endsWith('Question: How do I register a webhook?')).toBe(true);
    expect(answer).toEqual({
      message: 'Send a POST to `/rest/api/3/webhook` [1]. Jira signs requests [2, 1].',
      sources: [
        expect.objectContaining({ id: 1, href: '/cloud/jira/platform/webhooks/#securing-your-webhooks' }),
        expect.objectContaining({ id: 2, href: '/cloud/confluence/modules/webhook/' }),
      ],
      outcome: 'answered',
    });
  });

  it('lists the best passages when the model cites none, and leaves citations of unknown numbers as text', async () => {
    reply = (_body, res) => json(res, 200, completion('The documentation does not cover this [9].'));
    const answer = await provider().answer(request());
    expect(answer.message).toBe('The documentation does not cover this [9].');
    expect(answer.sources.map((s) => s.id)).toEqual([1, 2, 3]);
  });

  it('fails with provider_failed on an error status, a malformed body or an empty answer', async () => {
    for (const answerWith of [
      (res: ServerResponse) => json(res, 500, { error: { message: 'overloaded' } }),
      (res: ServerResponse) => json(res, 200, { choices: [] }),
      (res: ServerResponse) => json(res, 200, completion(null)),
      (res: ServerResponse) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": ['),
    ]) {
      reply = (_body, res) => answerWith(res);
      const error = await provider()
        .answer(request())
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AiProviderError);
      expect((error as AiProviderError).code).toBe('provider_failed');
    }
  });

  it('gives up with a timeout when the model is too slow, and closes the connection', async () => {
    reply = (_body, res) => setTimeout(() => json(res, 200, completion('late')), 2000).unref();
    const before = closedEarly;
    const error = await provider(200)
      .answer(request())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as AiProviderError).code).toBe('timeout');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closedEarly).toBe(before + 1);
  });

  it('aborts the upstream call when the visitor disconnects', async () => {
    reply = () => undefined; // never answers
    const controller = new AbortController();
    const before = closedEarly;
    const pending = provider()
      .answer(request(controller.signal))
      .catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    const error = await pending;
    expect((error as Error).name).toBe('AbortError');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closedEarly).toBe(before + 1);
  });

  it('is chosen by the environment: AI_BASE_URL set means this provider, and AI_MODEL is required', async () => {
    const env = {
      ENABLE_AI: true,
      AI_BASE_URL: baseUrl,
      AI_MODEL: 'docs-model',
      AI_API_KEY: undefined,
      AI_TIMEOUT_MS: 5000,
    };
    expect(answerProviderFromEnv(env)?.name).toBe('openai');
    reply = (_body, res) => json(res, 200, completion('Answer [1]'));
    await answerProviderFromEnv(env)!.answer(request());
    expect(received.at(-1)!.authorization).toBeUndefined();
    expect(answerProviderFromEnv({ ...env, AI_BASE_URL: undefined })?.name).toBe('extractive');
    expect(answerProviderFromEnv({ ...env, ENABLE_AI: false })).toBeUndefined();
    expect(() => answerProviderFromEnv({ ...env, AI_MODEL: undefined })).toThrow(
      'AI_MODEL: required when AI_BASE_URL is set',
    );
  });
});
