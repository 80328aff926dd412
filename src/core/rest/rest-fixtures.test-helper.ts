/**
 * Shared setup for the REST tests (not used by the build). The pages get the UI's English
 * catalogue, as in the build: tests see the real wording, and fail if the catalogue lacks an id.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { en } from '../../ui/i18n/messages.ts';
import { testRenderer } from '../markdown/markdown-fixtures.test-helper.ts';
import { buildRestApi } from './build-model.ts';
import { parseOpenApi } from './load-openapi.node.ts';
import type { RestApi } from './model.ts';
import { renderRestPages, type RestPages, type RestPagesInput } from './render-pages.ts';
import { toRestMessages, type RestMessages } from './rest-messages.ts';

/** The English catalogue as the REST pages read it (throws if it lacks an id). */
export const testRestMessages: RestMessages = toRestMessages(en);

export const SAMPLE_FILE = join(import.meta.dirname, '__fixtures__', 'sample.swagger.json');

/** The model of a spec given as an object (written as JSON, so it goes through the boundary check). */
export function apiOf(spec: unknown): RestApi {
  return buildRestApi(parseOpenApi(JSON.stringify(spec), 'test/swagger.json'));
}

/** The model of the sample spec. */
export function sampleApi(): RestApi {
  return buildRestApi(parseOpenApi(readFileSync(SAMPLE_FILE, 'utf8'), 'sample.swagger.json'));
}

/** Renders a model published at /cloud/kestrel/ as version 3 (overridable). */
export async function renderTestPages(
  api: RestApi,
  overrides: Partial<RestPagesInput> = {},
): Promise<RestPages> {
  return renderRestPages({
    api,
    location: { publishPath: '/cloud/kestrel/', version: 3 },
    packageName: 'kestrel',
    sourceFile: 'packages/kestrel/rest/v3/swagger.json',
    renderer: await testRenderer(),
    messages: testRestMessages,
    developerHost: 'developer.example.com',
    ...overrides,
  });
}

/** Ids of the elements in rendered HTML (attributes of start tags only). */
export function idsInHtml(html: string): string[] {
  return [...html.matchAll(/<[a-zA-Z][^>]*?\sid="([^"]*)"/g)].map((match) => match[1]!);
}
