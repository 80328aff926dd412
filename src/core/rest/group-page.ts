import type { LinkCheckPage, PageLink } from '../links/check-links.ts';
import { toDescription } from '../content/compile/assemble-page.ts';
import { fillMessage } from '../markdown/index.ts';
import type { PageSection } from '../../schemas/built.ts';
import { createUniqueIds } from './anchor-ids.ts';
import { byteLength } from './examples.ts';
import { escapeHtml } from './html.ts';
import { serverVariablesHtml } from './operation-extras.ts';
import type { ApiOperationGroup } from './model.ts';
import { isObject } from './openapi-document.ts';
import { prepareOperation } from './operation-data.ts';
import type { PageContext, PageParts } from './page-parts.ts';
import { groupReferenceData, referenceFile, type ReferenceFile } from './reference-file.ts';
import { renderOperation, type RenderedOperation } from './render-operation.ts';
import { REST_MARKUP } from './rest-markup.ts';
import { pointerSegment, schemaAnchor, schemaBlockHtml } from './schema-rows.ts';

/** Largest article HTML of a REST page, in bytes (decision 0030 Decision 6). */
export const REST_ARTICLE_BUDGET = 200 * 1024;

// Wrappers and separators the estimate does not count piece by piece.
const ASSEMBLY_MARGIN = 1024;

/** The id of the page's schemas section. */
export const SCHEMAS_SECTION_ID = 'schemas';

/** A group page with its reference data file and the origins "Try it" may call from it. */
export interface GroupPageParts extends PageParts {
  reference: ReferenceFile;
  connectOrigins: string[];
}

/**
 * A group page: the group name (h1), its description, one section per operation, then the named
 * schemas its operations use (`schema-<name>`, top-level rows). Always inline: every section's
 * head and every schema's heading; then, while the article stays within REST_ARTICLE_BUDGET, the
 * curl samples, the schemas' rows, the first 2xx response examples (decision 0030 Decision 6);
 * the rest is in the reference data, whose URL the article names in `data-rest-reference`.
 */
export function groupPage(ctx: PageContext, group: ApiOperationGroup, route: string): GroupPageParts {
  const { api, messages } = ctx;
  const prepared = group.operations.map((operation) => prepareOperation(operation, api, ctx.tryItOrigins));
  const data = groupReferenceData(prepared, api.document);
  const reference = referenceFile(route, data);
  const schemaNames = Object.keys(data.schemas);
  const ids = createUniqueIds([
    ...group.operations.map((operation) => operation.anchorId),
    ...schemaNames.map(schemaAnchor),
    SCHEMAS_SECTION_ID,
  ]);
  const description = ctx.descriptions.render(group.description, { route, topHeadingLevel: 2, ids });
  const anchors = [...description.anchors];
  const links: Omit<LinkCheckPage, 'anchors'>[] = [{ file: ctx.sourceFile, route, links: description.links }];
  const sections: PageSection[] = [];
  // Operations of one API nearly always share the server: its variables are listed once.
  const variableKeys = new Set(
    prepared.map((entry) => JSON.stringify(entry.data.servers[0]?.variables ?? {})),
  );
  const sharedVariables = variableKeys.size === 1 && prepared.length > 1;
  const rendered: RenderedOperation[] = prepared.map((entry) => {
    const operation = renderOperation(entry, {
      route,
      ids,
      descriptions: ctx.descriptions,
      messages,
      resolver: api.resolver,
      dataUrl: reference.url,
      sharedVariables,
      changelog: ctx.changelog,
    });
    sections.push(operation.section);
    anchors.push(...operation.anchors);
    const where = `${ctx.sourceFile} (${entry.operation.method.toUpperCase()} ${entry.operation.path})`;
    links.push({ file: where, route, links: operation.links });
    return operation;
  });

  const schemaLinks: PageLink[] = [];
  const all =
    isObject(api.document.components) && isObject(api.document.components['schemas'])
      ? api.document.components['schemas']
      : {};
  const schemas = schemaNames.map((name) => {
    const id = schemaAnchor(name);
    anchors.push(id);
    const heading = `<h3 id="${escapeHtml(id)}"><code>${escapeHtml(name)}</code></h3>`;
    const rows = () => {
      const cached = ctx.schemaRows.get(name);
      if (cached !== undefined) return cached;
      let pageBound = false;
      const html = schemaBlockHtml(all[name], {
        resolver: api.resolver,
        messages,
        pointer: `/schemas/${pointerSegment(name)}`,
        ancestors: new Set([name]),
        describe: (markdown) => {
          if (markdown === '') return '';
          const out = ctx.descriptions.render(markdown, { route, topHeadingLevel: 4, ids, idPrefix: id });
          if (out.anchors.length > 0 || out.links.length > 0) pageBound = true;
          anchors.push(...out.anchors);
          schemaLinks.push(...out.links);
          return out.html;
        },
      });
      if (!pageBound) ctx.schemaRows.set(name, html);
      return html;
    };
    return { heading, rows };
  });
  links.push({ file: `${ctx.sourceFile} (components/schemas)`, route, links: schemaLinks });

  // Inline what fits, in decision 0030's order of value.
  const opening = [
    `<h1>${escapeHtml(group.title)}</h1>`,
    ...(ctx.experimental
      ? [
          `<p class="${REST_MARKUP.noticeClass} ${REST_MARKUP.noticeClass}-experimental">${escapeHtml(messages['rest.experimentalPackage'])}</p>`,
        ]
      : []),
    ...(description.html === '' ? [] : [description.html]),
    ...(sharedVariables && prepared[0] ? [serverVariablesHtml(prepared[0].data.servers, messages)] : []),
  ].filter((part) => part !== '');
  const choice = rendered.map((operation) => ({
    head: operation.brief,
    // A brief operation's link shows its examples and samples with the body and responses.
    samples: '',
    example: '',
  }));
  const schemaRows = schemas.map(() => '');
  const schemasHeading =
    schemas.length === 0 ? '' : `<h2 id="${SCHEMAS_SECTION_ID}">${escapeHtml(messages['rest.schemas'])}</h2>`;
  const size = (parts: readonly string[]) => parts.reduce((sum, part) => sum + byteLength(part) + 1, 0);
  let total =
    size(opening) +
    size(rendered.map((operation) => operation.brief + operation.end)) +
    size(choice.map((entry) => entry.samples + entry.example)) +
    size(
      schemas.map((schema) => `<section class="${REST_MARKUP.schemaClass}">\n${schema.heading}\n</section>`),
    ) +
    byteLength(schemasHeading) +
    ASSEMBLY_MARGIN;
  const upgrade = (current: string, next: string, apply: () => void) => {
    const delta = byteLength(next) - byteLength(current);
    if (total + delta > REST_ARTICLE_BUDGET) return false;
    total += delta;
    apply();
    return true;
  };
  rendered.forEach((operation, index) =>
    upgrade(
      choice[index]!.head,
      [operation.head, operation.example.deferred, operation.samples.deferred].join('\n'),
      () => {
        choice[index]!.head = operation.head;
        choice[index]!.example = operation.example.deferred;
        choice[index]!.samples = operation.samples.deferred;
      },
    ),
  );
  rendered.forEach((operation, index) =>
    choice[index]!.head !== operation.head
      ? false
      : upgrade(
          choice[index]!.samples,
          operation.samples.inline,
          () => (choice[index]!.samples = operation.samples.inline),
        ),
  );
  schemas.forEach((schema, index) => {
    const html = schema.rows();
    upgrade('', html, () => (schemaRows[index] = html));
  });
  rendered.forEach((operation, index) =>
    choice[index]!.head !== operation.head
      ? false
      : upgrade(
          choice[index]!.example,
          operation.example.inline,
          () => (choice[index]!.example = operation.example.inline),
        ),
  );

  const body = rendered.map((operation, index) =>
    [choice[index]!.head, choice[index]!.example, choice[index]!.samples, operation.end]
      .filter((part) => part !== '')
      .join('\n'),
  );
  const schemaSection =
    schemas.length === 0
      ? []
      : [
          // A `#schema-<name>` deep link hydrates the article island on load, which opens it.
          `<section class="${REST_MARKUP.schemasClass}" data-hydrate-on-target>`,
          schemasHeading,
          ...schemas.map((schema, index) =>
            [`<section class="${REST_MARKUP.schemaClass}">`, schema.heading, schemaRows[index], '</section>']
              .filter((part) => part !== '')
              .join('\n'),
          ),
          '</section>',
        ];
  if (schemas.length > 0) anchors.push(SCHEMAS_SECTION_ID);
  rendered.forEach((operation, index) => {
    if (choice[index]!.head !== operation.head) return;
    anchors.push(...operation.details.anchors);
    operation.links.push(...operation.details.links);
  });
  rendered.forEach((operation, index) => {
    const inline = choice[index]!.samples;
    if (inline !== operation.samples.deferred && inline === operation.samples.inline)
      anchors.push(`${operation.section.headingId}-sample-curl`);
  });
  const html = [
    `<div class="${REST_MARKUP.groupClass}" data-rest-reference="${escapeHtml(reference.url)}">`,
    ...opening,
    ...body,
    ...schemaSection,
    '</div>',
  ].join('\n');
  const fallback = fillMessage(messages['rest.groupPageDescription'], { group: group.title, api: api.title });
  const connectOrigins = [...new Set(prepared.flatMap((entry) => entry.data.tryIt.origins))].sort();
  return {
    html,
    toc: group.operations.map((operation) => ({ id: operation.anchorId, text: operation.summary })),
    sections,
    anchors,
    links: links.map((page) => ({ ...page, anchors })),
    description: toDescription(description.text) || fallback,
    reference,
    connectOrigins,
  };
}
