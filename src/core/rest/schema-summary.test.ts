import { describe, expect, it } from 'vitest';
import { createRefResolver } from './resolve-ref.ts';
import { schemaTypeLabel, summariseSchema } from './schema-summary.ts';
import { sampleApi } from './rest-fixtures.test-helper.ts';

describe('schemaTypeLabel', () => {
  it.each([
    [{ $ref: '#/components/schemas/IssueBean' }, 'IssueBean'],
    [{ $ref: '#/components/schemas/a~1b' }, 'a/b'],
    [{ type: 'array', items: { $ref: '#/components/schemas/User' } }, 'array<User>'],
    [{ type: 'string', format: 'date-time' }, 'string (date-time)'],
    [{ allOf: [{ $ref: '#/components/schemas/HistoryMetadata' }], description: 'x' }, 'HistoryMetadata'],
    [{ oneOf: [{ type: 'string' }, { type: 'integer' }, { type: 'string' }] }, 'string | integer'],
    [{ type: ['string', 'null'] }, 'string | null'],
    [{ properties: { a: {} } }, 'object'],
    [{ additionalProperties: { type: 'string' } }, 'object'],
    [{}, 'any'],
    [undefined, 'any'],
  ])('%j -> %s', (schema, label) => {
    expect(schemaTypeLabel(schema)).toBe(label);
  });
});

describe('summariseSchema', () => {
  const api = sampleApi();

  it('lists the top-level properties of a referenced schema with their types and required flags', () => {
    const summary = summariseSchema({ $ref: '#/components/schemas/Comment' }, api.resolver);
    expect(summary).toEqual({
      type: 'Comment',
      properties: [
        { name: 'id', type: 'string', required: false },
        { name: 'body', type: 'string', required: true },
        { name: 'author', type: 'User', required: false },
        { name: 'created', type: 'string (date-time)', required: false },
      ],
    });
  });

  it('merges allOf members and their required lists', () => {
    const summary = summariseSchema({ $ref: '#/components/schemas/IssueUpdateDetails' }, api.resolver);
    expect(summary.properties).toEqual([
      { name: 'fields', type: 'object', required: true },
      { name: 'labels', type: 'array<string>', required: false },
      { name: 'assignee', type: 'User', required: false },
    ]);
  });

  it("shows an array's item properties", () => {
    const summary = summariseSchema(
      { type: 'array', items: { $ref: '#/components/schemas/User' } },
      api.resolver,
    );
    expect(summary.type).toBe('array<User>');
    expect(summary.properties.map((p) => p.name)).toEqual(['accountId', 'displayName']);
  });

  it('stops on reference cycles', () => {
    const document = {
      components: {
        schemas: {
          A: { allOf: [{ $ref: '#/components/schemas/B' }], properties: { a: { type: 'string' } } },
          B: { allOf: [{ $ref: '#/components/schemas/A' }], properties: { b: { type: 'string' } } },
          Self: { $ref: '#/components/schemas/Self' },
        },
      },
    };
    const resolver = createRefResolver(document);
    expect(
      summariseSchema({ $ref: '#/components/schemas/A' }, resolver).properties.map((p) => p.name),
    ).toEqual(['a', 'b']);
    expect(summariseSchema({ $ref: '#/components/schemas/Self' }, resolver).properties).toEqual([]);
  });
});
