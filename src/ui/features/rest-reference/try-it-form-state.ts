import type { RestOperationData } from '../../../core/rest/reference-data.ts';
import { parameterKey } from '../../../core/rest/try-it-request.ts';

const text = (value: unknown) =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** The form's first values: schema defaults, else the parameter's example; server defaults. */
export function initialParameters(operation: RestOperationData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    const schema = parameter.schema as { default?: unknown } | undefined;
    const value = schema?.default ?? parameter.example;
    values[parameterKey(parameter)] = Array.isArray(value) ? value.map(text).join(',') : text(value);
  }
  return values;
}

/** The request body's first text: the first media type's first example, pretty JSON. */
export function initialBody(operation: RestOperationData): { contentType: string; text: string } | undefined {
  const media = operation.requestBody?.content[0];
  if (media === undefined) return undefined;
  const example = media.examples[0]?.value;
  const body =
    example === undefined ? '' : typeof example === 'string' ? example : JSON.stringify(example, null, 2);
  return { contentType: media.contentType, text: body };
}

/** The OAuth scopes the operation names (any alternative), for the app token. */
export function operationScopes(operation: RestOperationData): string[] {
  return [...new Set(operation.security.flat().flatMap((scheme) => scheme.scopes))];
}

/** An API key scheme the browser can send, when the operation uses one and no bearer scheme. */
export function apiKeyScheme(
  operation: RestOperationData,
): { in: 'query' | 'header'; name: string } | undefined {
  const schemes = operation.security.flat();
  const bearer = schemes.some(
    (s) =>
      s.type === 'oauth2' || s.type === 'openIdConnect' || (s.type === 'http' && s.httpScheme === 'bearer'),
  );
  const key = schemes.find(
    (s) => s.type === 'apiKey' && s.apiKey !== undefined && s.apiKey.in !== 'cookie',
  )?.apiKey;
  if (bearer || key === undefined || key.in === 'cookie') return undefined;
  return { in: key.in, name: key.name };
}
