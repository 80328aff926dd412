import { HTTPSnippet, type HarRequest } from '@readme/httpsnippet';
import type { ApiOperation, ApiParameter } from './model.ts';
import { flagField, isObject, stringField, type JsonObject } from './openapi-document.ts';
import type { RestOperationData } from './reference-data.ts';
import type { RefResolver } from './resolve-ref.ts';

/** A code sample: `lang` is curl, javascript, python, java or what `x-codeSamples` says. */
export type CodeSample = RestOperationData['samples'][number];

/** The generated languages, in tab order: httpsnippet target and client, and the label. */
export const SAMPLE_LANGUAGES = [
  { lang: 'curl', target: 'shell', client: 'curl', label: 'curl' },
  { lang: 'javascript', target: 'javascript', client: 'fetch', label: 'JavaScript' },
  { lang: 'python', target: 'python', client: 'requests', label: 'Python' },
  { lang: 'java', target: 'java', client: 'nethttp', label: 'Java' },
] as const;

/** What a sample request is made of. */
export interface SampleInput {
  operation: ApiOperation;
  /** The full URL with the first server's defaults, path parameters still `{name}`. */
  url: string;
  resolver: RefResolver;
  secured: boolean;
  /** The JSON body example, when the operation has a JSON body. */
  body?: { contentType: string; value: unknown };
}

/** `x-codeSamples` of an operation (Redocly's `lang`, `label`, `source`), in the spec's order. */
export function ownCodeSamples(source: JsonObject): CodeSample[] {
  const declared = source['x-codeSamples'] ?? source['x-code-samples'];
  if (!Array.isArray(declared)) return [];
  return declared.filter(isObject).flatMap((entry) => {
    const code = stringField(entry, 'source');
    const lang = stringField(entry, 'lang');
    if (code === undefined || lang === undefined) return [];
    return [{ lang, label: stringField(entry, 'label') ?? lang, source: code }];
  });
}

/** A parameter's value in a sample: its example, default or first allowed value, else `{name}`. */
function parameterValue(parameter: ApiParameter, raw: unknown, resolver: RefResolver): string {
  const schema = resolver.resolve(parameter.schema)?.value;
  const example = isObject(raw) ? raw['example'] : undefined;
  const firstAllowed = Array.isArray(schema?.['enum']) ? schema['enum'][0] : undefined;
  for (const candidate of [example, schema?.['example'], schema?.['default'], firstAllowed]) {
    if (candidate === undefined || candidate === null) continue;
    return Array.isArray(candidate)
      ? candidate.map(String).join(',')
      : typeof candidate === 'object'
        ? JSON.stringify(candidate)
        : String(candidate);
  }
  return `{${parameter.name}}`;
}

/** Whether a parameter appears in samples: required, or marked `x-showInExample`. */
function inSample(parameter: ApiParameter, raw: unknown): boolean {
  return parameter.required || (isObject(raw) && flagField(raw, 'x-showInExample'));
}

/** The HAR request of an operation's sample (decision 0030 Decision 5). */
export function sampleHar(input: SampleInput): HarRequest {
  const { operation, resolver } = input;
  const raw = new Map<string, unknown>();
  for (const parameter of Array.isArray(operation.source['parameters'])
    ? operation.source['parameters']
    : []) {
    const resolved = resolver.resolve(parameter)?.value;
    if (resolved !== undefined) raw.set(`${String(resolved['in'])}:${String(resolved['name'])}`, resolved);
  }
  // A host variable without a declared default stays `{name}` on the page, but no HTTP client
  // accepts braces in a host: the samples spell it as the bare name.
  let url = input.url.replace(
    /^([a-z][a-z0-9+.-]*:\/\/)([^/]*)/i,
    (_whole, scheme: string, host: string) => `${scheme}${host.replace(/\{([^{}]+)\}/g, '$1')}`,
  );
  const queryString: { name: string; value: string }[] = [];
  const headers: { name: string; value: string }[] = [];
  const cookies: { name: string; value: string }[] = [];
  for (const parameter of operation.parameters) {
    const written = raw.get(`${parameter.in}:${parameter.name}`);
    const value = parameterValue(parameter, written, resolver);
    if (parameter.in === 'path') url = url.split(`{${parameter.name}}`).join(value);
    else if (!inSample(parameter, written)) continue;
    else if (parameter.in === 'query') queryString.push({ name: parameter.name, value });
    else if (parameter.in === 'header') headers.push({ name: parameter.name, value });
    else if (parameter.in === 'cookie') cookies.push({ name: parameter.name, value });
  }
  if (input.secured) headers.push({ name: 'Authorization', value: 'Bearer <access_token>' });
  const accepts = operation.responses.flatMap((response) =>
    response.content.map((media) => media.contentType),
  );
  if (accepts.includes('application/json')) headers.push({ name: 'Accept', value: 'application/json' });
  const har: Omit<HarRequest, 'postData'> & { postData?: HarRequest['postData'] } = {
    method: operation.method.toUpperCase(),
    url,
    httpVersion: 'HTTP/1.1',
    cookies,
    headers,
    queryString,
    headersSize: -1,
    bodySize: -1,
  };
  if (input.body !== undefined) {
    headers.push({ name: 'Content-Type', value: input.body.contentType });
    const text = typeof input.body.value === 'string' ? input.body.value : JSON.stringify(input.body.value);
    har.postData = { mimeType: input.body.contentType, text };
  }
  return har as HarRequest;
}

// httpsnippet percent-encodes the braces of `{name}` placeholders; readers should see them.
const decodePlaceholders = (code: string) => code.replace(/%7B([\w.-]+)%7D/gi, '{$1}');

/**
 * The code samples of an operation: `x-codeSamples` first, then curl, JavaScript (fetch), Python
 * (requests) and Java (java.net.http) generated from one HAR request. A language the converter
 * cannot produce is left out.
 */
export function codeSamples(input: SampleInput): CodeSample[] {
  const own = ownCodeSamples(input.operation.source);
  const snippet = new HTTPSnippet(sampleHar(input));
  const generated = SAMPLE_LANGUAGES.flatMap(({ lang, target, client, label }) => {
    const [code] = snippet.convert(target, client);
    return typeof code === 'string' ? [{ lang, label, source: decodePlaceholders(code) }] : [];
  });
  return [...own, ...generated];
}
