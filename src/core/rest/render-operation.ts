import type { PageLink } from '../links/check-links.ts';
import type { PageSection } from '../../schemas/built.ts';
import type { UniqueIds } from './anchor-ids.ts';
import type { DescriptionRenderer } from './description-renderer.ts';
import { serialiseExample } from './examples.ts';
import { fillMessage, MARKUP } from '../markdown/index.ts';
import { anchorButton, escapeHtml, table } from './html.ts';
import type { ApiOperation } from './model.ts';
import {
  changelogBannersHtml,
  operationKey,
  withoutBanneredChanges,
  type BannerMessages,
  type OperationNotices,
} from './changelog-banners.ts';
import { changeNoticesHtml, codeBlockHtml, securityHtml, urlHtml } from './operation-extras.ts';
import type { PreparedOperation } from './operation-data.ts';
import { requestBodyHtml, responsesHtml } from './request-body.ts';
import type { RefResolver } from './resolve-ref.ts';
import { REST_MARKUP } from './rest-markup.ts';
import type { RestMessages } from './rest-messages.ts';
import { schemaFactsHtml } from './schema-facts.ts';
import { pointerSegment, typeHtml } from './schema-rows.ts';

/** What an operation section needs besides the operation. */
export interface OperationContext {
  route: string;
  /** The page's ids; the operation's anchor is already among them. */
  ids: UniqueIds;
  descriptions: DescriptionRenderer;
  messages: RestMessages;
  resolver: RefResolver;
  /** URL of the page's reference data (no-JS fallback of content left out of the page). */
  dataUrl: string;
  /** True when the page lists the server variables once, above the operations. */
  sharedVariables?: boolean;
  /** Banners of changelog entries naming operations of the reference (decision 0031 §6). */
  changelog?: { notices: OperationNotices; messages: BannerMessages } | undefined;
}

/**
 * An operation section in pieces, so the page can choose what to inline within its budget
 * (decision 0030 Decision 6): `head` always; the curl sample and the first 2xx response
 * example either inline or as a control that loads them from the reference data.
 */
export interface RenderedOperation {
  /** Everything through the responses with their top-level rows. */
  head: string;
  /**
   * The head without the request body and responses: one link that shows them, every example
   * and the code samples from the reference data (operations past the page budget, decision
   * 0030); with it, neither `samples` nor `example` is used.
   */
  brief: string;
  /** The ids and links of the body and response descriptions, which only `head` has. */
  details: { anchors: string[]; links: PageLink[] };
  samples: { inline: string; deferred: string };
  example: { inline: string; deferred: string };
  end: string;
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
  // The copy-link button beside the heading, not in it, so the heading's name is its text once.
  return (
    `<div class="${MARKUP.headingWrapperClass}"><h2 id="${escapeHtml(anchorId)}"><span class="${REST_MARKUP.operationLabelClass}">${escapeHtml(operation.summary)}</span> ` +
    `<span class="${REST_MARKUP.endpointClass}">${badge} ${path}</span></h2>${anchorButton(anchorId, operation.summary, messages)}</div>`
  );
}

/**
 * The "Try it" button (src/ui/features/rest-reference/README.md). The island puts its panel right
 * after it and names it in `aria-controls` on first use (as for the schema expand buttons), which
 * keeps the page's bytes to the button. It is server HTML and enabled: the article island hydrates
 * on the reader's first interaction with the article (`client:interaction`), so a disabled button
 * would never receive the click that loads it. Without JavaScript it is a `type="button"` outside
 * any form and does nothing.
 */
function tryItHtml(anchorId: string, messages: RestMessages): string {
  return (
    `<button type="button" class="${REST_MARKUP.tryItClass}" data-rest-try-it="${escapeHtml(anchorId)}" ` +
    `aria-expanded="false">${escapeHtml(messages['rest.tryIt'])}</button>`
  );
}

/** The operation's data pointer in the reference data. */
export function operationPointer(anchorId: string): string {
  return `/operations/${pointerSegment(anchorId)}`;
}

/**
 * Code samples. With curl inline: a tab list of links, curl's pointing at its block, the other
 * languages' at the reference data file, which the samples island intercepts to show that
 * language in place (without JavaScript the link opens the data, where every sample is plain
 * text). Without curl inline (over budget): one such link naming every language.
 */
function samplesHtml(prepared: PreparedOperation, ctx: OperationContext, inlineCurl: boolean): string {
  const { messages } = ctx;
  const anchor = prepared.operation.anchorId;
  const samples = prepared.data.samples;
  if (samples.length === 0) return '';
  const open = `<div class="${REST_MARKUP.samplesClass}" data-rest-operation="${escapeHtml(anchor)}">`;
  const curl = samples.find((sample) => sample.lang === 'curl');
  if (!inlineCurl || curl === undefined) {
    const languages = samples.map((sample) => escapeHtml(sample.label)).join(', ');
    return (
      `${open}<p><a class="${REST_MARKUP.sampleTabClass}" href="${escapeHtml(ctx.dataUrl)}" data-rest-sample="0">` +
      `${escapeHtml(messages['rest.codeSamples'])}: ${languages}</a></p></div>`
    );
  }
  const curlId = `${anchor}-sample-curl`;
  const tabs = samples.map((sample, index) => {
    const inline = sample === curl;
    const href = inline ? `#${curlId}` : ctx.dataUrl;
    const current = inline ? ' aria-current="true"' : '';
    return `<li><a class="${REST_MARKUP.sampleTabClass}" href="${escapeHtml(href)}" data-rest-sample="${index}"${current}>${escapeHtml(sample.label)}</a></li>`;
  });
  return [
    open,
    `<h3>${escapeHtml(messages['rest.codeSamples'])}</h3>`,
    `<ul class="${REST_MARKUP.sampleTabsClass}" aria-label="${escapeHtml(messages['rest.codeSamples'])}">${tabs.join('')}</ul>`,
    codeBlockHtml(curl.source, 'shell', messages, '', curlId),
    '</div>',
  ].join('\n');
}

/**
 * The request body, responses and code samples of an operation past the page budget: one link
 * naming the response statuses. The island shows the body and response schemas (trees), every
 * example and the code samples from the reference data in place; without JavaScript the link
 * opens that data, where all of them are plain text.
 */
function detailsLinkHtml(prepared: PreparedOperation, ctx: OperationContext): string {
  const { data, operation } = prepared;
  if (data.requestBody === undefined && data.responses.length === 0 && data.samples.length === 0) return '';
  const text = fillMessage(ctx.messages['rest.showDetails'], {
    statuses: data.responses.map((response) => response.status).join(', '),
  });
  return (
    `<p class="${REST_MARKUP.briefClass}"><a class="${REST_MARKUP.loadExamplesClass}" href="${escapeHtml(ctx.dataUrl)}" ` +
    `data-rest-examples="${escapeHtml(operation.anchorId)}" data-rest-details="">${escapeHtml(text)}</a></p>`
  );
}

/** The first example of the first 2xx response, inline; or a control that loads the examples. */
function exampleHtml(prepared: PreparedOperation, ctx: OperationContext): RenderedOperation['example'] {
  const { messages } = ctx;
  const anchor = prepared.operation.anchorId;
  const responses = prepared.data.responses;
  const any =
    responses.some((response) => response.content.some((media) => media.examples.length > 0)) ||
    (prepared.data.requestBody?.content.some((media) => media.examples.length > 0) ?? false);
  if (!any) return { inline: '', deferred: '' };
  const deferred =
    `<p><a class="${REST_MARKUP.loadExamplesClass}" href="${escapeHtml(ctx.dataUrl)}" data-rest-examples="${escapeHtml(anchor)}">` +
    `${escapeHtml(messages['rest.showExamples'])}</a></p>`;
  const success = responses.find((response) => /^2/.test(response.status));
  const media = success?.content.find((candidate) => candidate.examples.length > 0);
  const example = media?.examples[0];
  if (success === undefined || media === undefined || example === undefined)
    return { inline: deferred, deferred };
  const label = example.generated ? messages['rest.generatedExample'] : messages['rest.example'];
  const caption = `${success.status} ${media.contentType}`;
  const inline = [
    `<h3>${escapeHtml(label)}</h3>`,
    codeBlockHtml(serialiseExample(example.value), 'json', messages, caption),
    deferred,
  ].join('\n');
  return { inline, deferred };
}

/**
 * One operation as a `<section>`: the h2 (anchor id, label, method badge, path), flags, removal
 * notices, the copyable URL, description, security, parameters, request body and responses
 * (top-level schema rows), then the examples and code samples. Every string from the spec is
 * escaped or goes through the markdown renderer.
 */
export function renderOperation(prepared: PreparedOperation, ctx: OperationContext): RenderedOperation {
  const { messages } = ctx;
  const { operation } = prepared;
  const anchors: string[] = [operation.anchorId];
  const links: PageLink[] = [];
  const details = { anchors: [] as string[], links: [] as PageLink[] };
  let inDetails = false;
  const describe = (markdown: string) => {
    const placement = { route: ctx.route, topHeadingLevel: 3, ids: ctx.ids, idPrefix: operation.anchorId };
    const rendered = ctx.descriptions.render(markdown, placement);
    (inDetails ? details.anchors : anchors).push(...rendered.anchors);
    (inDetails ? details.links : links).push(...rendered.links);
    return rendered;
  };
  const describeHtml = (markdown: string) => (markdown === '' ? '' : describe(markdown).html);
  const pointer = operationPointer(operation.anchorId);

  const parts = [`<section class="${REST_MARKUP.operationClass}">`, headingHtml(operation, messages)];
  const flags = FLAGS.filter((flag) => operation[flag]).map(
    (flag) =>
      `<li class="${REST_MARKUP.flagClass} ${REST_MARKUP.flagClass}-${flag}">${escapeHtml(messages[`rest.${flag}`])}</li>`,
  );
  if (flags.length > 0) parts.push(`<ul class="${REST_MARKUP.flagsClass}">${flags.join('')}</ul>`);
  const entries = ctx.changelog?.notices.get(operationKey(operation.method, operation.path)) ?? [];
  if (entries.length > 0) parts.push(changelogBannersHtml(entries, ctx.changelog!.messages));
  const notices = changeNoticesHtml(withoutBanneredChanges(operation.source, entries), messages);
  if (notices !== '') parts.push(notices);
  parts.push(urlHtml(prepared.url, prepared.data.servers, messages, ctx.sharedVariables !== true));
  parts.push(tryItHtml(operation.anchorId, messages));
  const description = describe(operation.description);
  if (description.html !== '') parts.push(description.html);
  const security = securityHtml(prepared.security, messages);
  if (security !== '') parts.push(security);

  if (operation.parameters.length > 0) {
    const headers = ['rest.name', 'rest.in', 'rest.type', 'rest.description'] as const;
    const rows = operation.parameters.map((parameter) => {
      const marks = [
        parameter.required
          ? `<span class="${REST_MARKUP.requiredClass}">${escapeHtml(messages['rest.required'])}</span>`
          : '',
        parameter.deprecated
          ? `<span class="rest-mark">${escapeHtml(messages['rest.deprecated'])}</span>`
          : '',
      ].filter((mark) => mark !== '');
      const facts = schemaFactsHtml(ctx.resolver.resolve(parameter.schema)?.value, messages);
      return [
        [`<code>${escapeHtml(parameter.name)}</code>`, ...marks].join(' '),
        escapeHtml(parameter.in),
        typeHtml(parameter.schema, { ancestors: new Set(), messages }),
        [describeHtml(parameter.description), facts].filter((part) => part !== '').join('\n'),
      ];
    });
    parts.push(`<h3>${escapeHtml(messages['rest.parameters'])}</h3>`);
    parts.push(
      table(
        REST_MARKUP.tableClass,
        headers.map((id) => messages[id]),
        rows,
      ),
    );
  }
  const top = parts.length;
  inDetails = true;
  const schemaContext = {
    resolver: ctx.resolver,
    messages,
    describe: describeHtml,
    ancestors: new Set<string>(),
  };
  if (operation.requestBody !== undefined) {
    const body = operation.requestBody;
    parts.push(
      requestBodyHtml(body, describeHtml(body.description), {
        ...schemaContext,
        pointer: `${pointer}/requestBody`,
      }),
    );
  }
  if (operation.responses.length > 0) {
    parts.push(responsesHtml(prepared, { ...schemaContext, pointer: `${pointer}/responses` }));
  }

  const text = [
    `${operation.method.toUpperCase()} ${operation.path}`,
    description.text,
    ...operation.parameters.map((parameter) => parameter.name),
  ].filter((part) => part !== '');
  return {
    head: parts.join('\n'),
    brief: [...parts.slice(0, top), detailsLinkHtml(prepared, ctx)].filter((part) => part !== '').join('\n'),
    details,
    samples: { inline: samplesHtml(prepared, ctx, true), deferred: samplesHtml(prepared, ctx, false) },
    example: exampleHtml(prepared, ctx),
    end: '</section>',
    section: { headingId: operation.anchorId, heading: operation.summary, depth: 2, text: text.join(' ') },
    anchors,
    links,
  };
}
