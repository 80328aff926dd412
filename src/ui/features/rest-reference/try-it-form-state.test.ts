import { describe, expect, it } from 'vitest';
import type { RestOperationData } from '../../../core/rest/reference-data.ts';
import { apiKeyScheme, initialBody, initialParameters, operationScopes } from './try-it-form-state.ts';

const base: RestOperationData = {
  method: 'get',
  path: '/x',
  servers: [],
  parameters: [
    {
      name: 'limit',
      in: 'query',
      required: false,
      description: '',
      schema: { type: 'integer', default: 50 },
    },
    { name: 'ids', in: 'query', required: false, description: '', example: [1, 2] },
    { name: 'q', in: 'query', required: true, description: '' },
  ],
  requestBody: {
    required: true,
    description: '',
    content: [
      {
        contentType: 'application/json',
        examples: [{ name: 'a', summary: '', value: { b: 1 }, generated: false }],
      },
    ],
  },
  responses: [],
  security: [
    [{ scheme: 'oauth', type: 'oauth2', scopes: ['read:x', 'write:x'] }],
    [{ scheme: 'oauth', type: 'oauth2', scopes: ['read:x'] }],
  ],
  samples: [],
  tryIt: { allowed: true, origins: [] },
};

describe('the Try it form’s first values', () => {
  it('prefills defaults, examples and the body example as pretty JSON', () => {
    expect(initialParameters(base)).toEqual({ 'query:limit': '50', 'query:ids': '1,2', 'query:q': '' });
    expect(initialBody(base)).toEqual({ contentType: 'application/json', text: '{\n  "b": 1\n}' });
    expect(initialBody({ ...base, requestBody: undefined } as unknown as RestOperationData)).toBeUndefined();
  });

  it('asks for the operation’s scopes once each, and sends an API key only where no bearer scheme applies', () => {
    expect(operationScopes(base)).toEqual(['read:x', 'write:x']);
    expect(apiKeyScheme(base)).toBeUndefined();
    const keyed = {
      ...base,
      security: [
        [{ scheme: 'k', type: 'apiKey', apiKey: { in: 'header' as const, name: 'X-Key' }, scopes: [] }],
      ],
    };
    expect(apiKeyScheme(keyed)).toEqual({ in: 'header', name: 'X-Key' });
  });
});
