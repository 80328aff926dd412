import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContentValidationError, type ContentProblem } from '../content/validation-error.ts';
import { lintSeverities } from './lint-rules.ts';
import { loadOpenApi, loadOpenApiFile, parseOpenApi, type LoadOpenApiOptions } from './load-openapi.node.ts';
import { buildRestApi } from './build-model.ts';
import { SAMPLE_FILE } from './rest-fixtures.test-helper.ts';

// A content root in /tmp: packages/p holds the specs; `outside.yaml` lies beside the package.
const root = '/tmp/rest-sample/load-openapi';
const pkg = join(root, 'packages/p');
const options: LoadOpenApiOptions = { contentRoot: root, packageDir: pkg };
const file = (name: string) => join(pkg, 'rest', name);

const files: Record<string, string> = {
  'swagger.yaml': `openapi: 3.0.3
info:
  title: YAML API
  version: "2"
paths:
  /ping:
    get:
      responses:
        '200': { description: pong }
`,
  'bad-yaml.yaml': 'openapi: 3.0.3\ninfo:\n  title: x\n   version: 1\npaths: {}\n',
  'bad-json.json': '{\n  "openapi": "3.0.3",\n  "info": { "title": "x", }\n}\n',
  'no-info.yaml': 'openapi: 3.0.3\npaths: {}\n',
  'broken-ref.yaml': `openapi: 3.0.3
info: { title: t, version: "1" }
paths:
  /a:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Missing' }
        '404':
          description: gone
          content:
            application/json:
              schema: { $ref: 'schemas/missing.yaml' }
`,
  'outside-ref.yaml': `openapi: 3.0.3
info: { title: t, version: "1" }
paths:
  /a:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: '../../../outside.yaml' }
        '201':
          description: ok
          content:
            application/json:
              schema: { $ref: 'https://schemas.example.com/thing.yaml' }
`,
  'duplicate-id.yaml': `openapi: 3.0.3
info: { title: t, version: "1" }
paths:
  /a:
    get:
      operationId: getThing
      responses: { '200': { description: ok } }
  /b:
    get:
      operationId: getThing
      responses: { '200': { description: ok } }
`,
  'path-parameter.yaml': `openapi: 3.0.3
info: { title: t, version: "1" }
paths:
  /b/{id}:
    get:
      responses: { '200': { description: ok } }
`,
  'external.yaml': `openapi: 3.0.3
info: { title: External, version: "1" }
paths:
  /nodes/{id}:
    parameters:
      - $ref: 'parameters.yaml#/NodeId'
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: 'schemas/node.yaml' }
`,
  'parameters.yaml': 'NodeId:\n  name: id\n  in: path\n  required: true\n  schema: { type: string }\n',
  'schemas/node.yaml': `type: object
properties:
  id: { type: string }
  owner: { $ref: 'user.yaml' }
  children: { type: array, items: { $ref: '#' } }
`,
  'schemas/user.yaml': 'type: object\nproperties:\n  name: { type: string }\n',
  'v2.yaml': `swagger: "2.0"
info: { title: Old API, version: "1.2" }
host: api.example.com
basePath: /v1
schemes: [https]
securityDefinitions:
  oauth:
    type: oauth2
    flow: accessCode
    authorizationUrl: https://auth.example.com/authorize
    tokenUrl: https://auth.example.com/token
    scopes: { read:nodes: Read nodes }
paths:
  /nodes/{id}:
    get:
      tags: [Nodes]
      security: [{ oauth: [read:nodes] }]
      parameters: [{ name: id, in: path, required: true, type: string }]
      responses:
        '200': { description: ok, schema: { $ref: 'schemas/node.yaml' } }
`,
  'v2-broken.yaml': `swagger: "2.0"
info: { title: Old API, version: "1.2" }
paths:
  /nodes:
    get:
      responses:
        '200': { description: ok, schema: { $ref: '#/definitions/Nope' } }
`,
  'v31.json': JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'New API', version: '1' },
    paths: {
      '/things': {
        get: {
          responses: {
            200: {
              description: 'ok',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: { name: { type: ['string', 'null'], examples: ['a', 'b'] } },
                  },
                },
              },
            },
          },
        },
      },
    },
  }),
};

beforeAll(() => {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(pkg, 'rest/schemas'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(file(name), text);
  writeFileSync(join(root, 'outside.yaml'), 'type: string\n');
});

async function problemsOf(promise: Promise<unknown>): Promise<readonly ContentProblem[]> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ContentValidationError);
  return (error as ContentValidationError).problems;
}

describe('loadOpenApiFile', () => {
  it('reads JSON and YAML', async () => {
    const json = await loadOpenApi(SAMPLE_FILE);
    expect(json.info.title).toBe('Kestrel Tracker REST API');
    expect(Object.keys(json.paths)).toHaveLength(8);
    const yaml = await loadOpenApiFile(file('swagger.yaml'), options);
    expect(yaml).toMatchObject({
      document: { openapi: '3.0.3', info: { title: 'YAML API', version: '2' } },
      sourceVersion: '3.0.3',
      warnings: [],
    });
  });

  it('fails invalid YAML with line and column', async () => {
    expect(await problemsOf(loadOpenApiFile(file('bad-yaml.yaml'), options))).toEqual([
      {
        file: 'packages/p/rest/bad-yaml.yaml',
        field: '(yaml)',
        line: 4,
        message: 'not valid YAML at line 4, column 11: bad indentation of a mapping entry',
      },
    ]);
  });

  it('fails invalid JSON with line and column', async () => {
    const [problem, ...rest] = await problemsOf(loadOpenApiFile(file('bad-json.json'), options));
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ file: 'packages/p/rest/bad-json.json', field: '(json)', line: 3 });
    expect(problem!.message).toMatch(/^not valid JSON at line 3, column \d+: /);
  });

  it('fails a missing info block at the root', async () => {
    expect(await problemsOf(loadOpenApiFile(file('no-info.yaml'), options))).toEqual([
      {
        file: 'packages/p/rest/no-info.yaml',
        field: '#/',
        line: 1,
        message: 'The field `info` must be present on this level. (struct)',
      },
    ]);
  });

  it('fails broken local and external refs at the referring pointer', async () => {
    const problems = await problemsOf(loadOpenApiFile(file('broken-ref.yaml'), options));
    expect(problems.map(({ file: name, field, line }) => ({ file: name, field, line }))).toEqual([
      {
        file: 'packages/p/rest/broken-ref.yaml',
        field: '#/paths/~1a/get/responses/200/content/application~1json/schema',
        line: 11,
      },
      {
        file: 'packages/p/rest/broken-ref.yaml',
        field: '#/paths/~1a/get/responses/404/content/application~1json/schema',
        line: 16,
      },
    ]);
    expect(problems[0]!.message).toBe("Can't resolve $ref (no-unresolved-refs)");
    expect(problems[1]!.message).toMatch(
      /^Can't resolve \$ref: ENOENT.*packages\/p\/rest\/schemas\/missing\.yaml/,
    );
    expect(problems[1]!.message).not.toContain(root);
  });

  it('refuses refs to files outside the package and to URLs', async () => {
    const problems = await problemsOf(loadOpenApiFile(file('outside-ref.yaml'), options));
    expect(problems).toEqual([
      {
        file: 'packages/p/rest/outside-ref.yaml',
        field: '#/paths/~1a/get/responses/200/content/application~1json/schema',
        line: 11,
        message:
          "Can't resolve $ref: outside.yaml is outside the package folder: only files inside it can be referenced (no-unresolved-refs)",
      },
      {
        file: 'packages/p/rest/outside-ref.yaml',
        field: '#/paths/~1a/get/responses/201/content/application~1json/schema',
        line: 16,
        message:
          "Can't resolve $ref: https://schemas.example.com/thing.yaml is outside the package folder: only files inside it can be referenced (no-unresolved-refs)",
      },
    ]);
  });

  it('never bundles a ref it refused, even with no-unresolved-refs lowered', async () => {
    const lowered = { ...options, lint: lintSeverities({ 'no-unresolved-refs': 'off' }) };
    const problems = await problemsOf(loadOpenApiFile(file('outside-ref.yaml'), lowered));
    expect(problems.map((p) => [p.field, p.message.endsWith('(bundler)')])).toEqual([
      ['#/paths/~1a/get/responses/200/content/application~1json/schema', true],
      ['#/paths/~1a/get/responses/201/content/application~1json/schema', true],
    ]);
  });

  it('fails a duplicate operationId, or warns when the source lowers the rule', async () => {
    const expected = {
      file: 'packages/p/rest/duplicate-id.yaml',
      field: '#/paths/~1b/get/operationId',
      line: 10,
      message:
        "Every operation must have a unique `operationId`: 'getThing' is used by another operation. (operation-operationId-unique)",
    };
    expect(await problemsOf(loadOpenApiFile(file('duplicate-id.yaml'), options))).toEqual([expected]);
    const lowered = await loadOpenApiFile(file('duplicate-id.yaml'), {
      ...options,
      lint: lintSeverities({ 'operation-operationId-unique': 'warn' }),
    });
    expect(lowered.warnings).toEqual([expected]);
    const off = await loadOpenApiFile(file('duplicate-id.yaml'), {
      ...options,
      lint: lintSeverities({ 'operation-operationId-unique': 'off' }),
    });
    expect(off.warnings).toEqual([]);
  });

  it('warns about path parameters not declared, by default', async () => {
    const expected = {
      file: 'packages/p/rest/path-parameter.yaml',
      field: '#/paths/~1b~1{id}/get/parameters',
      line: 5,
      message:
        'The operation does not define the path parameter `{id}` expected by path `/b/{id}`. (path-parameters-defined)',
    };
    expect((await loadOpenApiFile(file('path-parameter.yaml'), options)).warnings).toEqual([expected]);
    const strict = { ...options, lint: lintSeverities({ 'path-parameters-defined': 'error' }) };
    expect(await problemsOf(loadOpenApiFile(file('path-parameter.yaml'), strict))).toEqual([expected]);
  });

  it('bundles external refs inside the package under readable component names', async () => {
    const { document } = await loadOpenApiFile(file('external.yaml'), options);
    const components = document['components'] as Record<string, Record<string, unknown>>;
    expect(Object.keys(components['schemas']!).sort()).toEqual(['node', 'user']);
    expect(components['schemas']!['node']).toMatchObject({
      properties: {
        owner: { $ref: '#/components/schemas/user' },
        children: { items: { $ref: '#/components/schemas/node' } },
      },
    });
    expect(JSON.stringify(document)).not.toMatch(/"\$ref":"(?!#)/);
    const api = buildRestApi(document);
    expect(api.groups[0]!.operations[0]!.parameters).toMatchObject([
      { name: 'id', in: 'path', required: true },
    ]);
  });

  it('upgrades Swagger 2.0 (YAML, external ref) to OpenAPI 3.0', async () => {
    const loaded = await loadOpenApiFile(file('v2.yaml'), options);
    expect(loaded.sourceVersion).toBe('2.0');
    expect(loaded.document.openapi).toMatch(/^3\.0\./);
    const api = buildRestApi(loaded.document);
    expect(api.servers).toEqual([{ url: 'https://api.example.com/v1', description: '', variables: {} }]);
    expect(api.securitySchemes['oauth']).toMatchObject({
      type: 'oauth2',
      flows: { authorizationCode: { scopes: { 'read:nodes': 'Read nodes' } } },
    });
    const operation = api.groups[0]!.operations[0]!;
    expect(operation.security).toEqual([{ oauth: ['read:nodes'] }]);
    expect(operation.responses[0]!.content).toEqual([
      { contentType: 'application/json', schema: { $ref: '#/components/schemas/node' } },
    ]);
  });

  it("points a Swagger 2.0 spec's errors into the author's file", async () => {
    expect(await problemsOf(loadOpenApiFile(file('v2-broken.yaml'), options))).toEqual([
      {
        file: 'packages/p/rest/v2-broken.yaml',
        field: '#/paths/~1nodes/get/responses/200/schema',
        line: 7,
        message: "Can't resolve $ref (no-unresolved-refs)",
      },
    ]);
  });

  it('keeps OpenAPI 3.1 as 3.1 and its schemas as written', async () => {
    const { document } = await loadOpenApiFile(file('v31.json'), options);
    expect(document.openapi).toBe('3.1.0');
    const api = buildRestApi(document);
    expect(api.groups[0]!.operations[0]!.responses[0]!.content[0]!.schema).toEqual({
      type: 'object',
      properties: { name: { type: ['string', 'null'], examples: ['a', 'b'] } },
    });
  });

  it('fails a document that is not OpenAPI 3.x or Swagger 2.0, and a missing file', async () => {
    writeFileSync(file('four.json'), '{"openapi":"4.0.0","info":{"title":"t","version":"1"},"paths":{}}');
    expect(await problemsOf(loadOpenApiFile(file('four.json'), options))).toEqual([
      {
        file: 'packages/p/rest/four.json',
        field: '#/',
        message: `'openapi' must be an OpenAPI 3.0, 3.1 or 3.2 version such as "3.0.3" (got "4.0.0")`,
      },
    ]);
    const [missing] = await problemsOf(loadOpenApiFile(file('none.json'), options));
    expect(missing).toMatchObject({ file: 'packages/p/rest/none.json', field: '' });
    expect(missing!.message).toMatch(/^cannot be read: /);
  });
});

describe('parseOpenApi', () => {
  it('checks the boundary only, for tests and benches', () => {
    expect(() =>
      parseOpenApi('{"openapi":"2.0","info":{"title":"t","version":"1"},"paths":{}}', 'a.json'),
    ).toThrow('a.json: openapi: must be an OpenAPI 3.x version such as "3.0.1"');
    expect(() => parseOpenApi('- 1\n- 2\n', 'a.yaml')).toThrow(
      'a.yaml: (root): is not an OpenAPI 3.x document',
    );
  });
});
