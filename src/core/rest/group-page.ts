import type { LinkCheckPage } from '../links/check-links.ts';
import { toDescription } from '../content/compile/assemble-page.ts';
import { fillMessage } from '../markdown/index.ts';
import type { PageSection } from '../../schemas/built.ts';
import { createUniqueIds } from './anchor-ids.ts';
import { escapeHtml } from './html.ts';
import type { ApiOperationGroup } from './model.ts';
import type { PageContext, PageParts } from './page-parts.ts';
import { renderOperation } from './render-operation.ts';

/**
 * A group page: the group name (h1), its description, then one section per operation. The
 * on-this-page list and the search sections are the operations.
 */
export function groupPage(ctx: PageContext, group: ApiOperationGroup, route: string): PageParts {
  const { api, messages } = ctx;
  const ids = createUniqueIds(group.operations.map((operation) => operation.anchorId));
  const description = ctx.descriptions.render(group.description, { route, topHeadingLevel: 2, ids });
  const parts = [`<h1>${escapeHtml(group.title)}</h1>`];
  if (description.html !== '') parts.push(description.html);
  const anchors = [...description.anchors];
  const links: Omit<LinkCheckPage, 'anchors'>[] = [{ file: ctx.sourceFile, route, links: description.links }];
  const sections: PageSection[] = [];
  for (const operation of group.operations) {
    const rendered = renderOperation(operation, {
      route,
      ids,
      descriptions: ctx.descriptions,
      messages,
      resolver: api.resolver,
    });
    parts.push(rendered.html);
    sections.push(rendered.section);
    anchors.push(...rendered.anchors);
    const where = `${ctx.sourceFile} (${operation.method.toUpperCase()} ${operation.path})`;
    links.push({ file: where, route, links: rendered.links });
  }
  const fallback = fillMessage(messages['rest.groupPageDescription'], { group: group.title, api: api.title });
  return {
    html: parts.join('\n'),
    toc: group.operations.map((operation) => ({ id: operation.anchorId, text: operation.summary })),
    sections,
    anchors,
    links: links.map((page) => ({ ...page, anchors })),
    description: toDescription(description.text) || fallback,
  };
}
