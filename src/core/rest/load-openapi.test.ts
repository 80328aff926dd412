import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContentValidationError } from '../content/validation-error.ts';
import { loadOpenApi, parseOpenApi } from './load-openapi.node.ts';
import { SAMPLE_FILE } from './rest-fixtures.test-helper.ts';

const dir = '/tmp/rest-sample/load-openapi';
const yamlSpec = `openapi: 3.0.3
info:
  title: YAML API
  version: "2"
paths:
  /ping:
    get:
      responses:
        '200': { description: pong }
`;

async function problemOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ContentValidationError);
  return (error as Error).message;
}

describe('loadOpenApi', () => {
  beforeAll(() => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'swagger.yaml'), yamlSpec);
    writeFileSync(
      join(dir, 'swagger2.json'),
      JSON.stringify({ swagger: '2.0', info: { title: 'x', version: '1' }, paths: {} }),
    );
    writeFileSync(join(dir, 'broken.json'), '{ "openapi": ');
    writeFileSync(join(dir, 'no-paths.yml'), 'openapi: 3.1.0\ninfo: { title: t }\n');
  });

  it('reads JSON', async () => {
    const document = await loadOpenApi(SAMPLE_FILE);
    expect(document.info.title).toBe('Kestrel Tracker REST API');
    expect(Object.keys(document.paths)).toHaveLength(8);
  });

  it('reads YAML', async () => {
    const document = await loadOpenApi(join(dir, 'swagger.yaml'));
    expect(document).toMatchObject({ openapi: '3.0.3', info: { title: 'YAML API', version: '2' } });
  });

  it('names the file and field when the document is not OpenAPI 3.x', async () => {
    const message = await problemOf(
      loadOpenApi(join(dir, 'swagger2.json'), { displayName: 'packages/p/swagger.json' }),
    );
    expect(message).toBe(
      'Failed to validate due to:\npackages/p/swagger.json: openapi: must be a string such as "3.0.1"',
    );
    const missing = await problemOf(loadOpenApi(join(dir, 'no-paths.yml')));
    expect(missing).toContain(`${dir}/no-paths.yml: info.version: must be a string`);
    expect(missing).toContain(`${dir}/no-paths.yml: paths: must be an object of paths`);
  });

  it('names the file when it is not valid JSON or cannot be read', async () => {
    expect(await problemOf(loadOpenApi(join(dir, 'broken.json')))).toMatch(
      /broken\.json: \(json\): not valid JSON/,
    );
    expect(await problemOf(loadOpenApi(join(dir, 'missing.json'), { displayName: 'm.json' }))).toMatch(
      /^Failed to validate due to:\nm\.json: cannot be read: ENOENT/,
    );
  });

  it('refuses a version 2 or 4 document and a non-object', () => {
    expect(() =>
      parseOpenApi('{"openapi":"2.0","info":{"title":"t","version":"1"},"paths":{}}', 'a.json'),
    ).toThrow('a.json: openapi: must be an OpenAPI 3.x version such as "3.0.1"');
    expect(() => parseOpenApi('- 1\n- 2\n', 'a.yaml')).toThrow(
      'a.yaml: (root): is not an OpenAPI 3.x document',
    );
  });
});
