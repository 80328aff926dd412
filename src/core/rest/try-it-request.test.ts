import { describe, expect, it } from 'vitest';
import type { RestOperationData } from './reference-data.ts';
import { buildTryItRequest, curlOf, type TryItInput } from './try-it-request.ts';

const operation: RestOperationData = {
  method: 'post',
  path: '/rest/api/3/issue/{issueIdOrKey}/comment',
  servers: [
    {
      url: 'https://{site}.example.net/{base}',
      description: '',
      variables: {
        site: { default: 'acme', description: '' },
        base: { default: 'jira', enum: ['jira', 'wiki'], description: '' },
      },
    },
    { url: '/api', description: 'relative', variables: {} },
  ],
  parameters: [
    { name: 'issueIdOrKey', in: 'path', required: true, description: '', schema: { type: 'string' } },
    { name: 'expand', in: 'query', required: false, description: '', schema: { type: 'array', items: {} } },
    {
      name: 'order',
      in: 'query',
      required: false,
      description: '',
      schema: { type: 'string', enum: ['asc', 'desc'] },
    },
    { name: 'X-Trace', in: 'header', required: false, description: '' },
    { name: 'session', in: 'cookie', required: false, description: '' },
  ],
  requestBody: {
    required: true,
    description: '',
    content: [{ contentType: 'application/json', examples: [] }],
  },
  responses: [],
  security: [],
  samples: [],
  tryIt: { allowed: true, origins: [] },
};

const input = (over: Partial<TryItInput> = {}): TryItInput => ({
  operation,
  serverIndex: 0,
  serverVariables: {},
  parameters: { 'path:issueIdOrKey': 'A B/1' },
  body: { contentType: 'application/json', text: '{"body":"hi"}' },
  base: 'https://portal.example',
  ...over,
});

describe('buildTryItRequest', () => {
  it('fills server variables (defaults too), encodes path parameters and repeats array queries', () => {
    const built = buildTryItRequest(
      input({
        serverVariables: { site: 'team' },
        parameters: {
          'path:issueIdOrKey': 'A B/1',
          'query:expand': 'names, schema',
          'query:order': 'asc',
          'header:X-Trace': '7',
        },
        auth: { kind: 'bearer', token: ' tok ' },
      }),
    );
    expect(built).toEqual({
      ok: true,
      request: {
        method: 'POST',
        url: 'https://team.example.net/jira/rest/api/3/issue/A%20B%2F1/comment?expand=names&expand=schema&order=asc',
        headers: [
          ['X-Trace', '7'],
          ['Authorization', 'Bearer tok'],
          ['Content-Type', 'application/json'],
        ],
        body: '{"body":"hi"}',
      },
    });
  });

  it('resolves a relative server against the page and puts an API key in the query', () => {
    const built = buildTryItRequest(
      input({ serverIndex: 1, auth: { kind: 'apiKey', in: 'query', name: 'key', value: 's&t' } }),
    );
    expect(built.ok && built.request.url).toBe(
      'https://portal.example/api/rest/api/3/issue/A%20B%2F1/comment?key=s%26t',
    );
  });

  it('reports every problem at once', () => {
    const built = buildTryItRequest(
      input({
        serverVariables: { base: 'other' },
        parameters: { 'query:order': 'up', 'cookie:session': 'x' },
        body: { contentType: 'application/json', text: '{nope' },
      }),
    );
    expect(built).toEqual({
      ok: false,
      problems: [
        { field: 'server:base', problem: 'not-in-enum' },
        { field: 'path:issueIdOrKey', problem: 'required' },
        { field: 'query:order', problem: 'not-in-enum' },
        { field: 'cookie:session', problem: 'not-sendable' },
        { field: 'body', problem: 'invalid-json' },
      ],
    });
  });

  it('requires a required body and refuses a server host left templated', () => {
    const templated = {
      ...operation,
      servers: [{ url: 'https://{host}/x', description: '', variables: {} }],
    };
    const built = buildTryItRequest(
      input({ operation: templated, body: { contentType: 'application/json', text: ' ' } }),
    );
    expect(built).toEqual({
      ok: false,
      problems: [
        { field: 'body', problem: 'required' },
        { field: 'server', problem: 'invalid-url' },
      ],
    });
  });
});

describe('curlOf', () => {
  it('quotes for the shell and hides the bearer token', () => {
    const curl = curlOf({
      method: 'POST',
      url: 'https://x.example/a?q=1',
      headers: [
        ['Authorization', 'Bearer secret'],
        ['Content-Type', 'application/json'],
      ],
      body: `{"it's":1}`,
    });
    expect(curl).toBe(
      [
        'curl --request POST \\',
        "  --url 'https://x.example/a?q=1' \\",
        "  --header 'Authorization: Bearer $TOKEN' \\",
        "  --header 'Content-Type: application/json' \\",
        `  --data '{"it'\\''s":1}'`,
      ].join('\n'),
    );
    expect(curl).not.toContain('secret');
  });
});
