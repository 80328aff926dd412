import { pageFileName } from '../content/compile/page-file-name.ts';
import { isObject, type JsonObject } from './openapi-document.ts';
import type { PreparedOperation } from './operation-data.ts';
import {
  REST_REFERENCE_DATA_VERSION,
  type JsonSchemaObject,
  type RestReferenceData,
} from './reference-data.ts';
import { refName } from './resolve-ref.ts';

const SCHEMA_REF_PREFIX = '#/components/schemas/';

/** The URL path under which the portal serves reference data files (src/pages/api/rest-reference). */
export const REST_REFERENCE_URL_PREFIX = '/api/rest-reference/';

/**
 * The names of the component schemas `roots` use, directly or through other schemas, in the
 * order first met. Refs are collected, never followed into objects twice, so cycles end.
 */
export function schemaClosure(roots: readonly unknown[], document: JsonObject): string[] {
  const components = isObject(document['components']) ? document['components'] : {};
  const schemas = isObject(components['schemas']) ? components['schemas'] : {};
  const names = new Set<string>();
  const pending: unknown[] = [...roots];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    if (!isObject(value)) return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMA_REF_PREFIX)) {
        const name = refName(child);
        if (!names.has(name) && schemas[name] !== undefined) {
          names.add(name);
          pending.push(schemas[name]);
        }
      } else if (key !== 'example' && key !== 'examples') walk(child);
    }
  };
  while (pending.length > 0) walk(pending.pop());
  return [...names];
}

/** The group page's reference data: the operations' data and the closure of their schemas. */
export function groupReferenceData(
  prepared: readonly PreparedOperation[],
  document: JsonObject,
): RestReferenceData {
  const roots = prepared.map((entry) => ({
    parameters: entry.data.parameters,
    requestBody: entry.data.requestBody,
    responses: entry.data.responses,
  }));
  const components = isObject(document['components']) ? document['components'] : {};
  const all = isObject(components['schemas']) ? components['schemas'] : {};
  const schemas: Record<string, JsonSchemaObject> = {};
  for (const name of schemaClosure(roots, document).sort()) {
    const schema = all[name];
    if (isObject(schema)) schemas[name] = schema;
  }
  return {
    version: REST_REFERENCE_DATA_VERSION,
    schemas,
    operations: Object.fromEntries(prepared.map((entry) => [entry.operation.anchorId, entry.data])),
  };
}

/** FNV-1a over the text, 2 × 32 bits: the content hash in a data file's name. */
export function contentHash(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0xcbf29ce4;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) >>> 0;
    h2 = (h2 ^ (h2 >>> 13)) >>> 0;
  }
  return `${h1.toString(16).padStart(8, '0')}${h2.toString(16).padStart(8, '0')}`;
}

/** A serialised data file: its name in REST_DATA_DIR, its URL on the portal and its text. */
export interface ReferenceFile {
  fileName: string;
  url: string;
  json: string;
}

/**
 * Serialises a page's data. The file name is the page's file name (pageFileName of its route,
 * so the server finds the page, and with it the access policy) plus a hash of the content (so it
 * can be cached for ever): `<page file stem>-<hash>.json`.
 */
export function referenceFile(route: string, data: RestReferenceData): ReferenceFile {
  const json = JSON.stringify(data);
  const fileName = `${pageFileName(route).replace(/\.json$/, '')}-${contentHash(json)}.json`;
  return { fileName, url: `${REST_REFERENCE_URL_PREFIX}${fileName}`, json };
}

/** The page file name a reference data file belongs to, or undefined for a malformed name. */
export function pageFileOfReference(fileName: string): string | undefined {
  const match = /^([0-9a-f]{16})-[0-9a-f]{16}\.json$/.exec(fileName);
  return match === null ? undefined : `${match[1]}.json`;
}
