import type { JsonSchemaObject } from './reference-data.ts';

/**
 * One level of a schema tree as the REST reference island shows it (decision 0030 §2, §6): the
 * facts of a schema and its entries, each with the schema it opens to. Entries are described only
 * when their level is opened, so a tree of any depth (and any cycle) costs what the reader opens.
 */
export interface SchemaLevel {
  /** Type label: `object`, `string`, `array<Issue>`, `string | null`. */
  type: string;
  /** Component name when this level came from a `$ref`. */
  refName?: string;
  /** Set when this level is a schema already open above it: shown as a link, never expanded. */
  circular?: string;
  format?: string;
  description: string;
  nullable: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  deprecated: boolean;
  enum?: readonly unknown[];
  default?: unknown;
  hasDefault: boolean;
  /** Names of the `allOf` parts merged into this level (their properties are among the entries). */
  mergedFrom: readonly string[];
  /** `oneOf` / `anyOf` alternatives, each an entry to open. */
  composition?: { kind: 'oneOf' | 'anyOf'; variants: readonly SchemaEntry[] };
  discriminator?: { propertyName: string; mapping: Readonly<Record<string, string>> };
  /** Properties (objects), the item schema (arrays), additional properties. */
  entries: readonly SchemaEntry[];
}

/** A property, an array's items or an alternative: its label and the schema it opens. */
export interface SchemaEntry {
  /** Property name, `[]` for items, `{key}` for additional properties, or the variant's label. */
  name: string;
  kind: 'property' | 'items' | 'additional' | 'variant';
  required: boolean;
  schema: unknown;
  /** Component names open on the way to this entry (the cycle check of its level). */
  ancestors: readonly string[];
}

const SCHEMA_REF = '#/components/schemas/';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The component name a local schema `$ref` names, else undefined. */
export function schemaRefName(ref: unknown): string | undefined {
  if (typeof ref !== 'string' || !ref.startsWith(SCHEMA_REF)) return undefined;
  return ref.slice(SCHEMA_REF.length).replace(/~1/g, '/').replace(/~0/g, '~');
}

interface Followed {
  schema: Record<string, unknown>;
  refName?: string;
  circular?: string;
}

/** Follows `$ref` chains through `schemas`, stopping at a name already open above. */
function follow(
  value: unknown,
  schemas: Readonly<Record<string, JsonSchemaObject>>,
  ancestors: readonly string[],
): Followed {
  let current = value;
  let refName: string | undefined;
  const seen = new Set<string>();
  while (isObject(current) && typeof current['$ref'] === 'string') {
    const name = schemaRefName(current['$ref']);
    if (name === undefined) return { schema: {}, refName: String(current['$ref']) };
    if (ancestors.includes(name) || seen.has(name)) return { schema: {}, refName: name, circular: name };
    seen.add(name);
    refName = name;
    current = schemas[name];
  }
  return { schema: isObject(current) ? current : {}, ...(refName === undefined ? {} : { refName }) };
}

function typeLabel(
  schema: Record<string, unknown>,
  schemas: Readonly<Record<string, JsonSchemaObject>>,
): string {
  const raw = schema['type'];
  const types = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? [raw] : [];
  const named = types.map((type) => {
    if (type !== 'array') return type;
    const items = schema['items'];
    const itemName = isObject(items) ? schemaRefName(items['$ref']) : undefined;
    const itemType =
      itemName ?? (isObject(items) ? typeLabel(follow(items, schemas, []).schema, schemas) : '');
    return itemType === '' ? 'array' : `array<${itemType}>`;
  });
  if (named.length === 0) {
    if (isObject(schema['properties']) || schema['allOf'] !== undefined) named.push('object');
    else if ('const' in schema) named.push(JSON.stringify(schema['const']));
  }
  if (schema['nullable'] === true && !named.includes('null')) named.push('null');
  return named.join(' | ');
}

function variantLabel(part: unknown, index: number): string {
  if (isObject(part)) {
    const name = schemaRefName(part['$ref']);
    if (name !== undefined) return name;
    if (typeof part['title'] === 'string') return part['title'];
  }
  return `#${index + 1}`;
}

/**
 * Describes one level of `value` (a schema or a `$ref` to one) against the page's named
 * `schemas`. `ancestors` are the component names open above it: meeting one of them again makes
 * the level `circular` instead of repeating it. `allOf` parts are merged (their properties and
 * required lists together, in order); `oneOf`/`anyOf` become variants to open one by one.
 */
export function describeSchema(
  value: unknown,
  schemas: Readonly<Record<string, JsonSchemaObject>>,
  ancestors: readonly string[] = [],
): SchemaLevel {
  const followed = follow(value, schemas, ancestors);
  const base = {
    description: '',
    nullable: false,
    readOnly: false,
    writeOnly: false,
    deprecated: false,
    hasDefault: false,
    mergedFrom: [] as string[],
    entries: [] as SchemaEntry[],
  };
  if (followed.circular !== undefined) {
    return { ...base, type: 'object', refName: followed.circular, circular: followed.circular };
  }
  const open = followed.refName === undefined ? ancestors : [...ancestors, followed.refName];
  // allOf parts contribute their facts and properties; a part that is itself a cycle is named only.
  const parts: Record<string, unknown>[] = [followed.schema];
  const mergedFrom: string[] = [];
  const allOf = followed.schema['allOf'];
  if (Array.isArray(allOf)) {
    allOf.forEach((part, index) => {
      const resolved = follow(part, schemas, open);
      mergedFrom.push(resolved.refName ?? variantLabel(part, index));
      if (resolved.circular === undefined) parts.push(resolved.schema);
    });
  }
  const merged: Record<string, unknown> = {};
  const properties = new Map<string, unknown>();
  const required = new Set<string>();
  for (const part of parts) {
    for (const [key, entry] of Object.entries(part)) {
      if (key === 'properties' || key === 'required' || key === 'allOf') continue;
      if (!(key in merged)) merged[key] = entry;
    }
    if (isObject(part['properties'])) {
      for (const [name, schema] of Object.entries(part['properties'])) properties.set(name, schema);
    }
    if (Array.isArray(part['required'])) for (const name of part['required']) required.add(String(name));
  }
  if (properties.size > 0 && merged['type'] === undefined) merged['type'] = 'object';

  const entries: SchemaEntry[] = [...properties].map(([name, schema]) => ({
    name,
    kind: 'property',
    required: required.has(name),
    schema,
    ancestors: open,
  }));
  if (merged['items'] !== undefined) {
    entries.push({ name: '[]', kind: 'items', required: false, schema: merged['items'], ancestors: open });
  }
  if (isObject(merged['additionalProperties'])) {
    entries.push({
      name: '{key}',
      kind: 'additional',
      required: false,
      schema: merged['additionalProperties'],
      ancestors: open,
    });
  }

  const level: SchemaLevel = {
    ...base,
    type: typeLabel(merged, schemas),
    description: text(merged['description']),
    nullable:
      merged['nullable'] === true || (Array.isArray(merged['type']) && merged['type'].includes('null')),
    readOnly: merged['readOnly'] === true,
    writeOnly: merged['writeOnly'] === true,
    deprecated: merged['deprecated'] === true,
    hasDefault: 'default' in merged,
    mergedFrom,
    entries,
  };
  if (followed.refName !== undefined) level.refName = followed.refName;
  if (typeof merged['format'] === 'string') level.format = merged['format'];
  if (Array.isArray(merged['enum'])) level.enum = merged['enum'];
  if ('default' in merged) level.default = merged['default'];
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const alternatives = merged[kind];
    if (!Array.isArray(alternatives)) continue;
    level.composition = {
      kind,
      variants: alternatives.map((schema, index) => ({
        name: variantLabel(schema, index),
        kind: 'variant',
        required: false,
        schema,
        ancestors: open,
      })),
    };
    break;
  }
  const discriminator = merged['discriminator'];
  if (isObject(discriminator) && typeof discriminator['propertyName'] === 'string') {
    const mapping = isObject(discriminator['mapping'])
      ? Object.fromEntries(
          Object.entries(discriminator['mapping']).map(([key, ref]) => [
            key,
            schemaRefName(ref) ?? String(ref),
          ]),
        )
      : {};
    level.discriminator = { propertyName: discriminator['propertyName'], mapping };
  }
  return level;
}

/** Whether opening `level` shows anything more than its own facts. */
export function hasChildren(level: SchemaLevel): boolean {
  return level.circular === undefined && (level.entries.length > 0 || level.composition !== undefined);
}
