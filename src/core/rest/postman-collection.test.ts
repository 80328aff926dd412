import { describe, expect, it } from 'vitest';
import { PostmanCollectionSchema, POSTMAN_SCHEMA_URL } from '../../schemas/postman-collection.ts';
import { buildRestApi } from './build-model.ts';
import { postmanCollection, postmanFile } from './postman-collection.ts';
import { pageFileOfReference } from './reference-file.ts';
import { apiOf, renderTestPages, sampleApi } from './rest-fixtures.test-helper.ts';

const spec = {
  openapi: '3.0.0',
  info: { title: 'Kestrel', version: '3.1', description: 'Issues & projects.' },
  servers: [{ url: 'https://{site}.kestrel.example/', variables: { site: { default: 'acme' } } }],
  components: { securitySchemes: { oauth: { type: 'http', scheme: 'bearer' } } },
  security: [{ oauth: [] }],
  tags: [{ name: 'Issues', description: 'Work items.' }],
  paths: {
    '/rest/api/3/issue/{issueIdOrKey}': {
      parameters: [
        { name: 'issueIdOrKey', in: 'path', required: true, schema: { type: 'string', example: 'KEY-1' } },
      ],
      put: {
        tags: ['Issues'],
        summary: 'Edit issue',
        parameters: [
          { name: 'notify', in: 'query', schema: { type: 'boolean', default: true } },
          { name: 'expand', in: 'query', required: true, schema: { type: 'string', enum: ['names'] } },
          { name: 'X-Trace', in: 'header', description: 'Trace id.', schema: { type: 'string' } },
        ],
        requestBody: {
          content: { 'application/json': { example: { fields: { summary: 'Hi' } } } },
        },
        responses: { '204': { description: 'Updated' } },
      },
    },
    '/health': {
      get: {
        tags: ['Health'],
        security: [],
        responses: {
          '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } },
        },
      },
    },
  },
};

describe('postmanCollection', () => {
  it('emits a valid v2.1 collection: folders, URLs on {{baseUrl}}, parameters, body and auth', () => {
    const collection = PostmanCollectionSchema.parse(postmanCollection(apiOf(spec), 'v3'));
    expect(collection.info).toEqual({
      name: 'Kestrel (v3)',
      description: 'Issues & projects.',
      version: '3.1',
      schema: POSTMAN_SCHEMA_URL,
    });
    expect(collection.variable).toEqual([
      { key: 'baseUrl', value: 'https://acme.kestrel.example', type: 'string' },
      { key: 'bearerToken', value: '', type: 'string' },
    ]);
    expect(collection.item.map((folder) => [folder.name, folder.item.map((item) => item.name)])).toEqual([
      ['Issues', ['Edit issue']],
      ['Health', ['Get health']],
    ]);
    expect(collection.item[0]!.description).toBe('Work items.');
    const edit = collection.item[0]!.item[0]!.request;
    expect(edit.method).toBe('PUT');
    expect(edit.url).toEqual({
      raw: '{{baseUrl}}/rest/api/3/issue/:issueIdOrKey?notify=true&expand=names',
      host: ['{{baseUrl}}'],
      path: ['rest', 'api', '3', 'issue', ':issueIdOrKey'],
      query: [
        { key: 'notify', value: 'true', disabled: true },
        { key: 'expand', value: 'names' },
      ],
      variable: [{ key: 'issueIdOrKey', value: 'KEY-1' }],
    });
    expect(edit.header).toEqual([
      { key: 'X-Trace', value: '', description: 'Trace id.', disabled: true },
      { key: 'Content-Type', value: 'application/json' },
    ]);
    expect(JSON.parse(edit.body!.raw)).toEqual({ fields: { summary: 'Hi' } });
    expect(edit.auth).toEqual({
      type: 'bearer',
      bearer: [{ key: 'token', value: '{{bearerToken}}', type: 'string' }],
    });
    const health = collection.item[1]!.item[0]!.request;
    expect(health.auth).toEqual({ type: 'noauth' });
    expect(health.header).toEqual([{ key: 'Accept', value: 'application/json' }]);
    expect(health.body).toBeUndefined();
  });

  it('is valid for the sample spec, every operation once', () => {
    const api = sampleApi();
    const collection = PostmanCollectionSchema.parse(postmanCollection(api));
    const count = collection.item.reduce((sum, folder) => sum + folder.item.length, 0);
    expect(count).toBe(api.groups.reduce((sum, group) => sum + group.operations.length, 0));
  });

  it('is a data file of the intro page, linked from it only when the flag is set', async () => {
    const file = postmanFile('/cloud/kestrel/rest/v3/intro/', postmanCollection(apiOf(spec)));
    expect(pageFileOfReference(file.fileName)).toBeDefined();
    const flagged = buildRestApi(apiOf(spec).document, { experimental: false, postman: true });
    const pages = await renderTestPages(flagged);
    const intro = pages.pages.find((page) => page.kind === 'rest-intro')!;
    const collectionFile = pages.referenceFiles.find(
      (candidate) => PostmanCollectionSchema.safeParse(JSON.parse(candidate.json)).success,
    )!;
    expect(intro.html).toContain(
      `<a class="rest-postman" href="${collectionFile.url}" download="Kestrel-v3.postman_collection.json">Download Postman collection</a>`,
    );
    const plain = await renderTestPages(apiOf(spec));
    expect(plain.pages.find((page) => page.kind === 'rest-intro')!.html).not.toContain('rest-postman');
    expect(plain.referenceFiles.some((candidate) => candidate.json.includes(POSTMAN_SCHEMA_URL))).toBe(false);
  });
});
