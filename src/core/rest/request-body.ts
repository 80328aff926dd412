import { escapeHtml, table } from './html.ts';
import type { ApiMediaType, ApiRequestBody } from './model.ts';
import type { RefResolver } from './resolve-ref.ts';
import { REST_MARKUP } from './rest-markup.ts';
import type { RestMessages } from './rest-messages.ts';
import { summariseSchema } from './schema-summary.ts';

/** 'Yes' or 'No' from the catalogue. */
export function yesNo(value: boolean, messages: RestMessages): string {
  return escapeHtml(value ? messages['rest.yes'] : messages['rest.no']);
}

/**
 * The request body of an operation: h3, description (already rendered), whether it is required,
 * and per distinct schema its content types, type and top-level properties.
 */
export function requestBodyHtml(
  body: ApiRequestBody,
  descriptionHtml: string,
  resolver: RefResolver,
  messages: RestMessages,
): string {
  const parts = [`<h3>${escapeHtml(messages['rest.requestBody'])}</h3>`];
  if (descriptionHtml !== '') parts.push(descriptionHtml);
  const required = `<dt>${escapeHtml(messages['rest.required'])}</dt><dd>${yesNo(body.required, messages)}</dd>`;
  parts.push(`<dl class="${REST_MARKUP.factsClass}">${required}</dl>`);
  for (const media of distinctSchemas(body.content)) {
    const types = media.contentTypes.map((type) => `<code>${escapeHtml(type)}</code>`).join(', ');
    const facts = [`<dt>${escapeHtml(messages['rest.contentType'])}</dt><dd>${types}</dd>`];
    if (media.schema === undefined) {
      parts.push(`<dl class="${REST_MARKUP.factsClass}">${facts.join('')}</dl>`);
      continue;
    }
    const summary = summariseSchema(media.schema, resolver);
    facts.push(
      `<dt>${escapeHtml(messages['rest.schema'])}</dt><dd><code>${escapeHtml(summary.type)}</code></dd>`,
    );
    parts.push(`<dl class="${REST_MARKUP.factsClass}">${facts.join('')}</dl>`);
    if (summary.properties.length === 0) continue;
    const headers = [messages['rest.name'], messages['rest.type'], messages['rest.required']];
    const rows = summary.properties.map((property) => [
      `<code>${escapeHtml(property.name)}</code>`,
      `<code>${escapeHtml(property.type)}</code>`,
      yesNo(property.required, messages),
    ]);
    parts.push(table(REST_MARKUP.tableClass, headers, rows));
  }
  return parts.join('\n');
}

interface SchemaGroup {
  contentTypes: string[];
  schema?: unknown;
  key: string;
}

/** Content types grouped by schema, so 'application/json' and 'text/json' with one schema show once. */
function distinctSchemas(content: ApiMediaType[]): SchemaGroup[] {
  const groups: SchemaGroup[] = [];
  for (const media of content) {
    const key = media.schema === undefined ? '' : JSON.stringify(media.schema);
    const group = groups.find((candidate) => candidate.key === key);
    if (group !== undefined) group.contentTypes.push(media.contentType);
    else
      groups.push({
        contentTypes: [media.contentType],
        key,
        ...(media.schema === undefined ? {} : { schema: media.schema }),
      });
  }
  return groups;
}
