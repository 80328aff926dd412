import { describe, expect, it } from 'vitest';
import { codeSamples } from './code-samples.ts';
import { generateExample, MAX_GENERATED_EXAMPLE_BYTES, mediaExamples } from './examples.ts';
import { prepareOperation } from './operation-data.ts';
import { createRefResolver } from './resolve-ref.ts';
import { apiOf, renderTestPages, testRestMessages } from './rest-fixtures.test-helper.ts';
import { schemaFactsHtml } from './schema-facts.ts';
import { operationSecurity } from './security.ts';
import { operationUrl, tryItOrigins } from './servers.ts';

const messages = testRestMessages;

/** A small spec exercising the features one operation at a time. */
function spec(operation: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    openapi: '3.0.3',
    info: { title: 'Test API', version: '1.0.0' },
    servers: [{ url: 'https://{site}.example.net/api', variables: { site: { default: 'acme' } } }],
    paths: { '/things/{thingId}': { post: { tags: ['Things'], summary: 'Make thing', ...operation } } },
    components: {
      securitySchemes: {
        oauth: { type: 'oauth2', flows: {} },
        basic: { type: 'http', scheme: 'Basic' },
      },
      schemas: {
        Node: {
          type: 'object',
          properties: { id: { type: 'string', readOnly: true }, next: { $ref: '#/components/schemas/Node' } },
        },
        Thing: {
          type: 'object',
          required: ['name'],
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[a-z]+$' },
            kind: { type: 'string', enum: ['a', 'b'], default: 'a' },
            secret: { type: 'string', writeOnly: true },
            node: { $ref: '#/components/schemas/Node' },
          },
        },
      },
    },
    ...extra,
  };
}

const pathParameter = {
  name: 'thingId',
  in: 'path',
  required: true,
  schema: { type: 'integer', example: 42 },
};
const body = {
  required: true,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
};

describe('examples', () => {
  const api = apiOf(spec({}));
  it("prefers the spec's own examples: example, then examples, then the schema's", () => {
    const resolver = createRefResolver({});
    expect(
      mediaExamples({ example: { a: 1 }, examples: { x: { value: 2 } } }, 'response', {}, resolver),
    ).toEqual([{ name: 'example', summary: '', value: { a: 1 }, generated: false }]);
    expect(mediaExamples({ examples: { x: { summary: 'X', value: 2 } } }, 'response', {}, resolver)).toEqual([
      { name: 'x', summary: 'X', value: 2, generated: false },
    ]);
    expect(
      mediaExamples({ schema: { type: 'string', example: 'hi' } }, 'response', {}, resolver)[0]!.value,
    ).toBe('hi');
  });

  it('generates one from the schema, without readOnly in requests and writeOnly in responses', () => {
    const schema = { $ref: '#/components/schemas/Thing' };
    const request = generateExample(schema, 'request', api.document) as Record<string, unknown>;
    const response = generateExample(schema, 'response', api.document) as Record<string, unknown>;
    expect(request).toHaveProperty('secret');
    expect(response).not.toHaveProperty('secret');
    expect((response['node'] as Record<string, unknown>)['id']).toBe('string');
    expect(request['node']).not.toHaveProperty('id');
  });

  it('retries at depth 2, then gives none, when the example is over the cap', () => {
    const wide = (depth: number): Record<string, unknown> =>
      depth === 0
        ? { type: 'string', example: 'x'.repeat(40) }
        : {
            type: 'object',
            properties: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`p${i}`, wide(depth - 1)])),
          };
    const shallow = generateExample(wide(3), 'response', {});
    expect(shallow).toBeDefined();
    expect(JSON.stringify(shallow).includes('x'.repeat(40))).toBe(false);
    const huge = {
      type: 'object',
      properties: Object.fromEntries(
        Array.from({ length: 600 }, (_, i) => [`p${i}`, { type: 'string', example: 'y'.repeat(40) }]),
      ),
    };
    expect(JSON.stringify(huge).length).toBeGreaterThan(MAX_GENERATED_EXAMPLE_BYTES);
    expect(generateExample(huge, 'response', {})).toBeUndefined();
  });
});

describe('code samples', () => {
  it('puts x-codeSamples first, then curl, JavaScript, Python and Java from one request', () => {
    const api = apiOf(
      spec({
        parameters: [
          pathParameter,
          {
            name: 'expand',
            in: 'query',
            schema: { type: 'string' },
            'x-showInExample': 'true',
            example: 'names',
          },
          { name: 'skip', in: 'query', schema: { type: 'string' } },
        ],
        requestBody: {
          ...body,
          content: { 'application/json': { ...body.content['application/json'], example: { name: 'abc' } } },
        },
        security: [{ oauth: ['write:thing'] }],
        'x-codeSamples': [
          { lang: 'javascript', label: 'Kestrel SDK', source: 'await kestrel.things.make({ name })' },
        ],
      }),
    );
    const operation = api.groups[0]!.operations[0]!;
    const { data } = prepareOperation(operation, api, []);
    expect(data.samples.map((sample) => sample.label)).toEqual([
      'Kestrel SDK',
      'curl',
      'JavaScript',
      'Python',
      'Java',
    ]);
    const [, curl, js, python, java] = data.samples.map((sample) => sample.source);
    expect(curl).toContain("--url 'https://acme.example.net/api/things/42?expand=names'");
    expect(curl).toContain("--header 'Authorization: Bearer <access_token>'");
    expect(curl).toContain(`--data '{"name":"abc"}'`);
    expect(curl).not.toContain('skip');
    expect(js).toContain("fetch('https://acme.example.net/api/things/42?expand=names', options)");
    expect(python).toContain('requests.post(url, json=payload, headers=headers)');
    expect(java).toContain('HttpRequest.newBuilder()');
  });

  it('keeps `{name}` placeholders for path parameters without an example, and no auth when unsecured', () => {
    const api = apiOf(spec({ parameters: [{ ...pathParameter, schema: { type: 'integer' } }] }));
    const operation = api.groups[0]!.operations[0]!;
    const [curl] = codeSamples({
      operation,
      url: 'https://x.example/api/things/{thingId}',
      resolver: api.resolver,
      secured: false,
    });
    expect(curl!.source).toContain('https://x.example/api/things/{thingId}');
    expect(curl!.source).not.toContain('Authorization');
  });
});

describe('security', () => {
  it('reads requirements, anonymous access and the vendor extensions', () => {
    const api = apiOf(spec({}));
    const security = operationSecurity(
      {
        security: [{ basic: [] }, { oauth: ['read:thing'] }, {}],
        'x-atlassian-oauth2-scopes': [
          { scheme: 'oauth', scopes: ['read:thing'], state: 'Current' },
          { scheme: 'oauth', scopes: ['read:thing:granular', 'read:user:granular'], state: 'Beta' },
        ],
        'x-atlassian-connect-scope': 'READ',
        'x-atlassian-data-security-policy': [{ 'app-access-rule-exempt': true }],
      },
      api.document,
      api.resolver,
    );
    expect(security.requirements).toEqual([
      [{ scheme: 'basic', type: 'http', httpScheme: 'basic', scopes: [] }],
      [{ scheme: 'oauth', type: 'oauth2', scopes: ['read:thing'] }],
    ]);
    expect(security.anonymous).toBe(true);
    expect(security.vendorScopes[1]).toEqual({
      scheme: 'oauth',
      scopes: ['read:thing:granular', 'read:user:granular'],
      state: 'Beta',
    });
    expect(security.connectScope).toBe('READ');
    expect(security.appAccessRuleExempt).toBe(true);
  });

  it('shows classic and granular scopes apart, the Connect scope and the data policy', async () => {
    const api = apiOf(
      spec({
        security: [{ oauth: ['write:thing'] }],
        'x-atlassian-oauth2-scopes': [
          { scheme: 'oauth', scopes: ['write:thing'], state: 'Current' },
          { scheme: 'oauth', scopes: ['write:thing:granular'], state: 'Beta' },
        ],
        'x-atlassian-connect-scope': 'WRITE',
        'x-atlassian-data-security-policy': [{ 'app-access-rule-exempt': false }],
      }),
    );
    const html = (await renderTestPages(api)).pages[1]!.html;
    expect(html).toContain(
      '<dt>OAuth scopes (classic)</dt><dd class="rest-scopes" data-state="current"><code>write:thing</code></dd>',
    );
    expect(html).toContain(
      '<dt>OAuth scopes (granular, beta)</dt><dd class="rest-scopes" data-state="beta"><code>write:thing:granular</code></dd>',
    );
    expect(html).toContain('<dt>Connect app scope</dt><dd><code>WRITE</code></dd>');
    expect(html).toContain('<dt>App access rules</dt><dd>Not exempt: app access rules apply</dd>');
  });
});

describe('constraints and schema rows', () => {
  it('formats bounds, lengths, pattern, default, enum and marks', () => {
    const html = schemaFactsHtml(
      {
        type: 'integer',
        minimum: 1,
        maximum: 10,
        exclusiveMaximum: true,
        default: 5,
        nullable: true,
        readOnly: true,
      },
      messages,
    );
    expect(html).toBe(
      '<span class="rest-facts-inline"><span class="rest-mark">Nullable</span> <span class="rest-mark">Read-only</span> ' +
        '<span class="rest-constraint">Minimum: <code>1</code></span> <span class="rest-constraint">Less than: <code>10</code></span> ' +
        '<span class="rest-constraint">Default: <code>5</code></span></span>',
    );
    expect(
      schemaFactsHtml(
        { type: 'array', maxItems: 3, items: { type: 'string', enum: ['a', '<b>'] } },
        messages,
      ),
    ).toContain('Allowed values: <code>a</code>, <code>&lt;b&gt;</code>');
    expect(schemaFactsHtml({ type: 'string' }, messages)).toBe('');
  });

  it('shows a circular reference as a link to its schema, and lists the named schemas', async () => {
    const api = apiOf(spec({ parameters: [pathParameter], requestBody: body }));
    // Cells carry their column's name (data-label, for stacked rows on phones); these check the rest.
    const html = (await renderTestPages(api)).pages[1]!.html.replace(/ data-label="[^"]*"/g, '');
    expect(html).toContain(
      '<tr><td><code>name</code> <span class="rest-required">Required</span></td><td><code>string</code></td>',
    );
    expect(html).toContain('Minimum length: <code>1</code>');
    expect(html).toContain('Pattern: <code>^[a-z]+$</code>');
    expect(html).toContain('<h3 id="schema-Node"><code>Node</code></h3>');
    // Inside Node, `next` is Node itself: named, linked, never expanded.
    expect(html).toContain(
      '<tr><td><code>next</code></td><td><span class="rest-circular">Circular: <a href="#schema-Node"><code>Node</code></a></span></td><td></td></tr>',
    );
    // The body is a named schema, so its rows' pointers are in the data's `schemas`.
    expect(html).toContain('data-rest-schema="/schemas/Thing/properties/node"');
  });
});

describe('servers and Try it', () => {
  const server = (
    url: string,
    variables: Record<string, { default: string; enum?: string[]; description: string }> = {},
  ) => ({ url, description: '', variables });
  it('builds the full URL from the first server and its defaults', () => {
    expect(
      operationUrl(
        [server('https://{site}.example.net/api/', { site: { default: 'acme', description: '' } })],
        '/x/{id}',
      ),
    ).toBe('https://acme.example.net/api/x/{id}');
    expect(operationUrl([], '/x')).toBe('/x');
  });

  it('allows literal https hosts, each enum value, and configured patterns; refuses http and free hosts', () => {
    expect(tryItOrigins([server('https://api.example.com/v1')], [])).toEqual({
      allowed: true,
      origins: ['https://api.example.com'],
    });
    expect(
      tryItOrigins(
        [
          server('https://{region}.example.com', {
            region: { default: 'eu', enum: ['eu', 'us'], description: '' },
          }),
        ],
        [],
      ).origins,
    ).toEqual(['https://eu.example.com', 'https://us.example.com']);
    expect(
      tryItOrigins(
        [server('http://{baseurl}/rest', { baseurl: { default: 'localhost', description: '' } })],
        [],
      ),
    ).toEqual({
      allowed: false,
      origins: [],
      reason: 'rest.tryItInsecure',
    });
    const templated = [
      server('https://{your-domain}/wiki', {
        'your-domain': { default: 'your-domain.atlassian.net', description: '' },
      }),
    ];
    expect(tryItOrigins(templated, []).reason).toBe('rest.tryItTemplatedHost');
    expect(tryItOrigins(templated, ['https://*.atlassian.net'])).toEqual({
      allowed: true,
      origins: ['https://*.atlassian.net'],
    });
  });

  it('names the reference data and its origins on the page', async () => {
    const api = apiOf(spec({}));
    const { pages, referenceFiles } = await renderTestPages(api, { tryItOrigins: ['https://*.example.net'] });
    const group = pages[1]!;
    expect(group.rest).toEqual({
      referenceFile: referenceFiles[0]!.fileName,
      connectOrigins: ['https://*.example.net'],
    });
    expect(group.html).toContain(`data-rest-reference="/api/rest-reference/${referenceFiles[0]!.fileName}"`);
    expect(JSON.parse(referenceFiles[0]!.json).operations['api-things-thingid-post'].tryIt).toEqual({
      allowed: true,
      origins: ['https://*.example.net'],
    });
  });
});
