import { escapeHtml } from './html.ts';
import { isObject, type JsonObject } from './openapi-document.ts';
import type { RestMessages } from './rest-messages.ts';

/**
 * Keywords shown as constraints, in display order, with the message id of their label. The
 * format is part of the type label ('string (date-time)'), so it is not repeated here.
 */
const CONSTRAINTS = [
  ['minimum', 'rest.minimum'],
  ['exclusiveMinimum', 'rest.exclusiveMinimum'],
  ['maximum', 'rest.maximum'],
  ['exclusiveMaximum', 'rest.exclusiveMaximum'],
  ['multipleOf', 'rest.multipleOf'],
  ['minLength', 'rest.minLength'],
  ['maxLength', 'rest.maxLength'],
  ['pattern', 'rest.pattern'],
  ['minItems', 'rest.minItems'],
  ['maxItems', 'rest.maxItems'],
  ['uniqueItems', 'rest.uniqueItems'],
  ['minProperties', 'rest.minProperties'],
  ['maxProperties', 'rest.maxProperties'],
] as const satisfies readonly (readonly [string, keyof RestMessages])[];

/** Marks of a schema, with the message id of their label. */
const MARKS = [
  ['deprecated', 'rest.deprecated'],
  ['nullable', 'rest.nullable'],
  ['readOnly', 'rest.readOnly'],
  ['writeOnly', 'rest.writeOnly'],
] as const satisfies readonly (readonly [string, keyof RestMessages])[];

/** A JSON value as short inline text: strings as written, everything else as JSON. */
export function valueText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The facts of a schema (already resolved) as HTML: its marks (deprecated, nullable, readOnly,
 * writeOnly), constraints (format, bounds, lengths, pattern, item counts), default and allowed
 * values. The items of an array contribute their own constraints (a list of strings with a
 * pattern). Empty string when there are none.
 */
export function schemaFactsHtml(schema: unknown, messages: RestMessages): string {
  if (!isObject(schema)) return '';
  const parts: string[] = [];
  const marks = MARKS.filter(([key]) => schema[key] === true || nullableIn31(schema, key));
  for (const [, id] of marks) parts.push(`<span class="rest-mark">${escapeHtml(messages[id])}</span>`);
  const own = constraintParts(schema, messages);
  parts.push(...own);
  const items = schema['items'];
  if (isObject(items) && items['$ref'] === undefined) {
    parts.push(...constraintParts(items, messages));
  }
  return parts.length === 0 ? '' : `<span class="rest-facts-inline">${parts.join(' ')}</span>`;
}

function nullableIn31(schema: JsonObject, key: string): boolean {
  return key === 'nullable' && Array.isArray(schema['type']) && schema['type'].includes('null');
}

function fact(label: string, value: string): string {
  return `<span class="rest-constraint">${escapeHtml(label)}: <code>${escapeHtml(value)}</code></span>`;
}

function constraintParts(schema: JsonObject, messages: RestMessages): string[] {
  const parts: string[] = [];
  for (const [key, id] of CONSTRAINTS) {
    const value = schema[key];
    if (value === undefined || value === false) continue;
    // OpenAPI 3.0 writes exclusive bounds as booleans beside minimum/maximum.
    if (value === true && key !== 'uniqueItems') continue;
    if (
      (key === 'minimum' && schema['exclusiveMinimum'] === true) ||
      (key === 'maximum' && schema['exclusiveMaximum'] === true)
    )
      continue;
    parts.push(
      value === true
        ? `<span class="rest-constraint">${escapeHtml(messages[id])}</span>`
        : fact(messages[id], valueText(value)),
    );
  }
  if (schema['exclusiveMinimum'] === true && schema['minimum'] !== undefined)
    parts.push(fact(messages['rest.exclusiveMinimum'], valueText(schema['minimum'])));
  if (schema['exclusiveMaximum'] === true && schema['maximum'] !== undefined)
    parts.push(fact(messages['rest.exclusiveMaximum'], valueText(schema['maximum'])));
  if (schema['default'] !== undefined)
    parts.push(fact(messages['rest.default'], valueText(schema['default'])));
  if (schema['const'] !== undefined)
    parts.push(fact(messages['rest.allowedValues'], valueText(schema['const'])));
  const values = schema['enum'];
  if (Array.isArray(values) && values.length > 0) {
    const list = values.map((value) => `<code>${escapeHtml(valueText(value))}</code>`).join(', ');
    parts.push(`<span class="rest-constraint">${escapeHtml(messages['rest.allowedValues'])}: ${list}</span>`);
  }
  return parts;
}
