import type { PageLink } from '../links/check-links.ts';
import type { PageSection } from '../../schemas/built.ts';
import type { UniqueIds } from './anchor-ids.ts';
import type { DescriptionRenderer } from './description-renderer.ts';
import { anchorButton, escapeHtml, table } from './html.ts';
import type { ApiOperation } from './model.ts';
import { requestBodyHtml, yesNo } from './request-body.ts';
import type { RefResolver } from './resolve-ref.ts';
import { REST_MARKUP } from './rest-markup.ts';
import type { RestMessages } from './rest-messages.ts';
import { schemaTypeLabel } from './schema-summary.ts';

/** What an operation section needs besides the operation. */
export interface OperationContext {
  route: string;
  /** The page's ids; the operation's anchor is already among them. */
  ids: UniqueIds;
  descriptions: DescriptionRenderer;
  messages: RestMessages;
  resolver: RefResolver;
}

export interface RenderedOperation {
  html: string;
  section: PageSection;
  /** The operation's anchor and the ids of its descriptions. */
  anchors: string[];
  links: PageLink[];
}

const FLAGS = ['deprecated', 'experimental', 'preview'] as const;

/** The h2 of an operation: its label, method badge and path, and the copy-link button. */
function headingHtml(operation: ApiOperation, messages: RestMessages): string {
  const { method, anchorId } = operation;
  const badge = `<span class="${REST_MARKUP.methodClass} ${REST_MARKUP.methodClass}-${method}">${method.toUpperCase()}</span>`;
  const path = `<code class="${REST_MARKUP.pathClass}">${escapeHtml(operation.path)}</code>`;
  return (
    `<h2 id="${escapeHtml(anchorId)}"><span class="${REST_MARKUP.operationLabelClass}">${escapeHtml(operation.summary)}</span> ` +
    `<span class="${REST_MARKUP.endpointClass}">${badge} ${path}</span>${anchorButton(anchorId, operation.summary, messages)}</h2>`
  );
}

/**
 * One operation as a `<section>`: the h2 (anchor id, label, method badge, path), markers,
 * description, parameters, request body and responses. Every string from the spec is escaped
 * or goes through the markdown renderer.
 */
export function renderOperation(operation: ApiOperation, ctx: OperationContext): RenderedOperation {
  const { messages } = ctx;
  const anchors: string[] = [operation.anchorId];
  const links: PageLink[] = [];
  const describe = (markdown: string) => {
    const placement = { route: ctx.route, topHeadingLevel: 3, ids: ctx.ids, idPrefix: operation.anchorId };
    const rendered = ctx.descriptions.render(markdown, placement);
    anchors.push(...rendered.anchors);
    links.push(...rendered.links);
    return rendered;
  };

  const parts = [`<section class="${REST_MARKUP.operationClass}">`, headingHtml(operation, messages)];
  const flags = FLAGS.filter((flag) => operation[flag]).map(
    (flag) =>
      `<li class="${REST_MARKUP.flagClass} ${REST_MARKUP.flagClass}-${flag}">${escapeHtml(messages[`rest.${flag}`])}</li>`,
  );
  if (flags.length > 0) parts.push(`<ul class="${REST_MARKUP.flagsClass}">${flags.join('')}</ul>`);
  const description = describe(operation.description);
  if (description.html !== '') parts.push(description.html);

  if (operation.parameters.length > 0) {
    const headers = ['rest.name', 'rest.in', 'rest.type', 'rest.required', 'rest.description'] as const;
    const rows = operation.parameters.map((parameter) => [
      `<code>${escapeHtml(parameter.name)}</code>`,
      escapeHtml(parameter.in),
      `<code>${escapeHtml(schemaTypeLabel(parameter.schema))}</code>`,
      yesNo(parameter.required, messages),
      describe(parameter.description).html,
    ]);
    parts.push(`<h3>${escapeHtml(messages['rest.parameters'])}</h3>`);
    parts.push(
      table(
        REST_MARKUP.tableClass,
        headers.map((id) => messages[id]),
        rows,
      ),
    );
  }
  if (operation.requestBody !== undefined) {
    const body = operation.requestBody;
    parts.push(requestBodyHtml(body, describe(body.description).html, ctx.resolver, messages));
  }
  if (operation.responses.length > 0) {
    const rows = operation.responses.map((response) => [
      `<code>${escapeHtml(response.status)}</code>`,
      describe(response.description).html,
    ]);
    parts.push(`<h3>${escapeHtml(messages['rest.responses'])}</h3>`);
    parts.push(table(REST_MARKUP.tableClass, [messages['rest.status'], messages['rest.description']], rows));
  }
  parts.push('</section>');

  const text = [
    `${operation.method.toUpperCase()} ${operation.path}`,
    description.text,
    ...operation.parameters.map((parameter) => parameter.name),
  ].filter((part) => part !== '');
  return {
    html: parts.join('\n'),
    section: { headingId: operation.anchorId, heading: operation.summary, depth: 2, text: text.join(' ') },
    anchors,
    links,
  };
}
