import { escapeHtml, table } from './html.ts';
import { isObject } from './openapi-document.ts';
import type { ApiMediaType, ApiRequestBody } from './model.ts';
import type { PreparedOperation } from './operation-data.ts';
import { REST_MARKUP } from './rest-markup.ts';
import type { RestMessages } from './rest-messages.ts';
import { schemaBlockHtml, typeHtml, type SchemaBlockContext } from './schema-rows.ts';

/** 'Yes' or 'No' from the catalogue. */
export function yesNo(value: boolean, messages: RestMessages): string {
  return escapeHtml(value ? messages['rest.yes'] : messages['rest.no']);
}

/** Context of a body or response: `pointer` is the reference-data pointer of its media list's owner. */
type MediaContext = Omit<SchemaBlockContext, 'pointer'> & { pointer: string };

/**
 * Media types grouped by schema, each group's content types and its schema block; `pointer` +
 * `/content/<index>/schema` names the first media type's schema in the reference data.
 */
function mediaHtml(content: readonly ApiMediaType[], ctx: MediaContext, rows = true): string[] {
  const parts: string[] = [];
  for (const media of distinctSchemas(content)) {
    const types = media.contentTypes.map((type) => `<code>${escapeHtml(type)}</code>`).join(', ');
    const label = `<span class="${REST_MARKUP.contentTypeClass}" title="${escapeHtml(ctx.messages['rest.contentType'])}">${types}</span>`;
    if (media.schema === undefined) {
      parts.push(`<p class="${REST_MARKUP.schemaHeadClass}">${label}</p>`);
    } else if (!rows && isObject(media.schema) && typeof media.schema['$ref'] === 'string') {
      parts.push(`<p class="${REST_MARKUP.schemaHeadClass}">${label} ${typeHtml(media.schema, ctx)}</p>`);
    } else {
      const pointer = `${ctx.pointer}/content/${media.index}/schema`;
      parts.push(schemaBlockHtml(media.schema, { ...ctx, pointer }, label));
    }
  }
  return parts;
}

/**
 * The request body of an operation: h3, description (already rendered), whether it is required,
 * and per distinct schema its content types and schema block (top-level rows).
 */
export function requestBodyHtml(body: ApiRequestBody, descriptionHtml: string, ctx: MediaContext): string {
  const { messages } = ctx;
  const parts = [`<h3>${escapeHtml(messages['rest.requestBody'])}</h3>`];
  if (descriptionHtml !== '') parts.push(descriptionHtml);
  const required = `<dt>${escapeHtml(messages['rest.required'])}</dt><dd>${yesNo(body.required, messages)}</dd>`;
  parts.push(`<dl class="${REST_MARKUP.factsClass}">${required}</dl>`);
  parts.push(...mediaHtml(body.content, ctx));
  return parts.join('\n');
}

/** The responses by status: description, headers, and per distinct schema its block. */
export function responsesHtml(prepared: PreparedOperation, ctx: MediaContext): string {
  const { messages } = ctx;
  const parts = [`<h3>${escapeHtml(messages['rest.responses'])}</h3>`];
  prepared.operation.responses.forEach((response, index) => {
    parts.push(`<div class="${REST_MARKUP.responseClass}">`);
    parts.push(`<h4><code>${escapeHtml(response.status)}</code></h4>`);
    const description = ctx.describe(response.description);
    if (description !== '') parts.push(description);
    const headers = prepared.data.responses[index]?.headers ?? [];
    if (headers.length > 0) {
      const rows = headers.map((header) => [
        `<code>${escapeHtml(header.name)}</code>`,
        typeHtml(header.schema, ctx),
        ctx.describe(header.description),
      ]);
      const names = [messages['rest.headers'], messages['rest.type'], messages['rest.description']];
      parts.push(table(REST_MARKUP.tableClass, names, rows));
    }
    // A named schema of an error response is a link to its rows in the page's schemas section:
    // the same error schema would otherwise repeat under every operation.
    const rows = /^2/.test(response.status);
    parts.push(...mediaHtml(response.content, { ...ctx, pointer: `${ctx.pointer}/${index}` }, rows));
    parts.push('</div>');
  });
  return parts.join('\n');
}

interface SchemaGroup {
  contentTypes: string[];
  schema?: unknown;
  key: string;
  /** Index of the group's first media type in the content list. */
  index: number;
}

/** Content types grouped by schema, so 'application/json' and 'text/json' with one schema show once. */
function distinctSchemas(content: readonly ApiMediaType[]): SchemaGroup[] {
  const groups: SchemaGroup[] = [];
  content.forEach((media, index) => {
    const key = media.schema === undefined ? '' : JSON.stringify(media.schema);
    const group = groups.find((candidate) => candidate.key === key);
    if (group !== undefined) group.contentTypes.push(media.contentType);
    else
      groups.push({
        contentTypes: [media.contentType],
        key,
        index,
        ...(media.schema === undefined ? {} : { schema: media.schema }),
      });
  });
  return groups;
}
