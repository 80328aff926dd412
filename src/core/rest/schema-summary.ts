import { isObject, stringField, type JsonObject } from './openapi-document.ts';
import { refName, type RefResolver } from './resolve-ref.ts';

/** A top-level property of a schema. */
export interface SchemaProperty {
  name: string;
  type: string;
  required: boolean;
}

/** What a page shows of a schema: its type label and its top-level properties. */
export interface SchemaSummary {
  type: string;
  properties: SchemaProperty[];
}

const MAX_DEPTH = 8;

/**
 * A short type label: a `$ref` by its name ('IssueBean'), 'array<…>', a type with its format
 * ('string (date-time)'), alternatives joined by ' | ', a single allOf member by its own label,
 * otherwise 'object' or 'any'. Refs are named, not followed, so cycles cannot loop.
 */
export function schemaTypeLabel(schema: unknown, depth = 0): string {
  if (!isObject(schema) || depth > MAX_DEPTH) return 'any';
  const ref = stringField(schema, '$ref');
  if (ref !== undefined) return refName(ref);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0) {
      return [...new Set(options.map((option) => schemaTypeLabel(option, depth + 1)))].join(' | ');
    }
  }
  const allOf = schema['allOf'];
  if (Array.isArray(allOf) && allOf.length === 1) return schemaTypeLabel(allOf[0], depth + 1);
  const type = schema['type'];
  if (Array.isArray(type)) return type.filter((t) => typeof t === 'string').join(' | ') || 'any';
  if (type === 'array') return `array<${schemaTypeLabel(schema['items'], depth + 1)}>`;
  if (typeof type === 'string') {
    const format = stringField(schema, 'format');
    return format === undefined ? type : `${type} (${format})`;
  }
  if (
    isObject(schema['properties']) ||
    Array.isArray(allOf) ||
    schema['additionalProperties'] !== undefined
  ) {
    return 'object';
  }
  return 'any';
}

/**
 * Summarises a request or response schema: its label and the top-level properties of the object
 * it describes (refs followed; allOf members merged; for an array, its items' properties).
 */
export function summariseSchema(schema: unknown, resolver: RefResolver): SchemaSummary {
  const properties = new Map<string, SchemaProperty>();
  const required = new Set<string>();
  const seen = new Set<JsonObject>();
  const visit = (value: unknown, depth: number) => {
    const target = resolver.resolve(value)?.value;
    if (target === undefined || seen.has(target) || depth > MAX_DEPTH) return;
    seen.add(target);
    if (target['type'] === 'array' && depth === 0) {
      visit(target['items'], depth + 1);
      return;
    }
    const own = target['properties'];
    if (isObject(own)) {
      for (const [name, property] of Object.entries(own)) {
        if (!properties.has(name))
          properties.set(name, { name, type: schemaTypeLabel(property), required: false });
      }
    }
    if (Array.isArray(target['required'])) {
      for (const name of target['required']) if (typeof name === 'string') required.add(name);
    }
    const allOf = target['allOf'];
    if (Array.isArray(allOf)) for (const member of allOf) visit(member, depth + 1);
  };
  visit(schema, 0);
  return {
    type: schemaTypeLabel(schema),
    properties: [...properties.values()].map((property) => ({
      ...property,
      required: required.has(property.name),
    })),
  };
}
