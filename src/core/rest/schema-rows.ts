import { escapeHtml, table } from './html.ts';
import { isObject, stringField, type JsonObject } from './openapi-document.ts';
import { refName, type RefResolver } from './resolve-ref.ts';
import { REST_MARKUP } from './rest-markup.ts';
import type { RestMessages } from './rest-messages.ts';
import { schemaFactsHtml } from './schema-facts.ts';
import { schemaTypeLabel } from './schema-summary.ts';

const SCHEMA_REF_PREFIX = '#/components/schemas/';
const MAX_DEPTH = 8;

/** What a schema block needs besides the schema. */
export interface SchemaBlockContext {
  resolver: RefResolver;
  messages: RestMessages;
  /** Markdown to HTML (descriptions of properties). */
  describe: (markdown: string) => string;
  /**
   * JSON pointer of the schema inside the page's reference data (reference-data.ts), e.g.
   * `/operations/<anchor>/requestBody/content/0/schema`; undefined: no expand controls.
   */
  pointer: string | undefined;
  /** Names of the schemas this one is inside (a property that refers to one is circular). */
  ancestors: ReadonlySet<string>;
}

/** Escapes one segment of a JSON pointer (RFC 6901). */
export function pointerSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The element id of a named schema on a group page. */
export function schemaAnchor(name: string): string {
  return `schema-${name.replace(/\s+/g, '-')}`;
}

/** The pointer in the reference data of what a `$ref` names, when it names a component schema. */
function refPointer(ref: string): string | undefined {
  return ref.startsWith(SCHEMA_REF_PREFIX) ? `/schemas/${pointerSegment(refName(ref))}` : undefined;
}

/** A type label where named schemas are links to their section on the page (`#schema-<name>`). */
export function typeHtml(schema: unknown, ctx: Pick<SchemaBlockContext, 'ancestors' | 'messages'>): string {
  if (isObject(schema)) {
    const ref = stringField(schema, '$ref');
    if (ref?.startsWith(SCHEMA_REF_PREFIX)) {
      const name = refName(ref);
      const link = `<a href="#${escapeHtml(schemaAnchor(name))}"><code>${escapeHtml(name)}</code></a>`;
      return ctx.ancestors.has(name)
        ? `<span class="${REST_MARKUP.circularClass}">${escapeHtml(ctx.messages['rest.circular'])} ${link}</span>`
        : link;
    }
    const items = schema['items'];
    if (schema['type'] === 'array' && isObject(items) && stringField(items, '$ref') !== undefined)
      return `<code>array</code>&lt;${typeHtml(items, ctx)}&gt;`;
  }
  return `<code>${escapeHtml(schemaTypeLabel(schema))}</code>`;
}

interface Row {
  name: string;
  schema: unknown;
  pointer: string | undefined;
  required: boolean;
}

/** True when a schema has levels below it worth expanding. */
function hasNested(schema: unknown, resolver: RefResolver, depth = 0): boolean {
  const target = resolver.resolve(schema)?.value;
  if (target === undefined || depth > 2) return false;
  if (target['type'] === 'array') return hasNested(target['items'], resolver, depth + 1);
  return (
    isObject(target['properties']) ||
    isObject(target['additionalProperties']) ||
    ['allOf', 'oneOf', 'anyOf'].some((key) => Array.isArray(target[key]))
  );
}

/**
 * The top-level properties of a schema: refs followed, allOf members merged, an array's items'
 * properties; each with the pointer of its schema in the reference data.
 */
function topLevelRows(schema: unknown, pointer: string | undefined, resolver: RefResolver): Row[] {
  const rows = new Map<string, Row>();
  const required = new Set<string>();
  const seen = new Set<JsonObject>();
  const visit = (value: unknown, at: string | undefined, depth: number) => {
    const ref = isObject(value) ? stringField(value, '$ref') : undefined;
    const here = ref === undefined ? at : refPointer(ref);
    const target = resolver.resolve(value)?.value;
    if (target === undefined || seen.has(target) || depth > MAX_DEPTH) return;
    seen.add(target);
    if (target['type'] === 'array' && depth === 0) {
      visit(target['items'], here && `${here}/items`, depth + 1);
      return;
    }
    const own = target['properties'];
    if (isObject(own)) {
      for (const [name, property] of Object.entries(own)) {
        if (rows.has(name)) continue;
        const propertyPointer = here && `${here}/properties/${pointerSegment(name)}`;
        rows.set(name, { name, schema: property, pointer: propertyPointer, required: false });
      }
    }
    if (Array.isArray(target['required']))
      for (const name of target['required']) if (typeof name === 'string') required.add(name);
    const allOf = target['allOf'];
    if (Array.isArray(allOf))
      allOf.forEach((member, index) => visit(member, here && `${here}/allOf/${index}`, depth + 1));
  };
  visit(schema, pointer, 0);
  return [...rows.values()].map((row) => ({ ...row, required: required.has(row.name) }));
}

/** The composition line of a schema: one of / any of (with a discriminator), or none. */
function compositionHtml(schema: JsonObject, ctx: SchemaBlockContext): string {
  const parts: string[] = [];
  for (const [key, id] of [
    ['oneOf', 'rest.oneOf'],
    ['anyOf', 'rest.anyOf'],
    ['allOf', 'rest.allOf'],
  ] as const) {
    const options = schema[key];
    if (!Array.isArray(options) || options.length === 0) continue;
    const labels = options.map((option) => typeHtml(option, ctx)).join(', ');
    parts.push(`<span class="rest-composition">${escapeHtml(ctx.messages[id])}: ${labels}</span>`);
  }
  const discriminator = schema['discriminator'];
  if (isObject(discriminator)) {
    const property = stringField(discriminator, 'propertyName');
    if (property !== undefined)
      parts.push(
        `<span class="rest-composition">${escapeHtml(ctx.messages['rest.discriminator'])}: <code>${escapeHtml(property)}</code></span>`,
      );
  }
  return parts.join(' ');
}

/**
 * A schema as the page shows it (after `lead`, e.g. its content types): its type (named schemas link to their section), facts and
 * composition, then a table of its top-level properties (name, type, required mark, description
 * with facts). A property with levels below it gets an expand button naming its schema's pointer
 * in the reference data (`data-rest-schema`), for the schema tree island; a property whose named
 * schema is one it is inside is shown as circular, linking to that schema.
 */
export function schemaBlockHtml(schema: unknown, ctx: SchemaBlockContext, lead = ''): string {
  const resolved = ctx.resolver.resolve(schema)?.value;
  const head = [...(lead === '' ? [] : [lead]), typeHtml(schema, ctx)];
  if (resolved !== undefined) {
    const facts = schemaFactsHtml(resolved, ctx.messages);
    if (facts !== '') head.push(facts);
    const composition = compositionHtml(resolved, ctx);
    if (composition !== '') head.push(composition);
  }
  const parts = [`<p class="${REST_MARKUP.schemaHeadClass}">${head.join(' ')}</p>`];
  const rows = topLevelRows(schema, ctx.pointer, ctx.resolver);
  if (rows.length === 0) return parts.join('');
  const cells = rows.map((row) => {
    const target = ctx.resolver.resolve(row.schema)?.value;
    const required = row.required
      ? ` <span class="${REST_MARKUP.requiredClass}">${escapeHtml(ctx.messages['rest.required'])}</span>`
      : '';
    const description =
      typeof target?.['description'] === 'string' ? ctx.describe(target['description']) : '';
    const facts = schemaFactsHtml(target, ctx.messages);
    const circular =
      isObject(row.schema) && ctx.ancestors.has(refName(stringField(row.schema, '$ref') ?? ''));
    const expand =
      row.pointer !== undefined && !circular && hasNested(row.schema, ctx.resolver)
        ? `<button type="button" class="${REST_MARKUP.expandClass}" data-rest-schema="${escapeHtml(row.pointer)}" aria-expanded="false">${escapeHtml(ctx.messages['rest.showNested'])}</button>`
        : '';
    return [
      `<code>${escapeHtml(row.name)}</code>${required}`,
      typeHtml(row.schema, ctx),
      [description, facts, expand].filter((part) => part !== '').join('\n'),
    ];
  });
  const headers = [ctx.messages['rest.name'], ctx.messages['rest.type'], ctx.messages['rest.description']];
  parts.push(table(REST_MARKUP.tableClass, headers, cells));
  return parts.join('\n');
}
