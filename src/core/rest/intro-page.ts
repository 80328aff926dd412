import type { PageLink } from '../links/check-links.ts';
import { toDescription } from '../content/compile/assemble-page.ts';
import type { PageSection, TocEntry } from '../../schemas/built.ts';
import { createUniqueIds } from './anchor-ids.ts';
import { anchorButton, escapeHtml } from './html.ts';
import { MARKUP } from '../markdown/index.ts';
import type { PageContext, PageParts } from './page-parts.ts';
import { REST_MARKUP } from './rest-markup.ts';
import { groupRoute, INTRO_IDS, versionLabel } from './routes.ts';

/** The saved file's name: the API title (and version) as Postman names collection exports. */
const postmanDownloadName = (title: string, version: string | undefined) =>
  `${[title, version]
    .filter(Boolean)
    .join(' ')
    .replace(/[^\w.-]+/g, '-')}.postman_collection.json`;

/**
 * The intro page: the API title, its versions, its description, its servers and a list of
 * links to the group pages. The ids 'servers' and 'api-groups' are fixed; description headings
 * that would take them are renamed.
 */
export function introPage(ctx: PageContext, route: string): PageParts {
  const { api, messages } = ctx;
  const ids = createUniqueIds(Object.values(INTRO_IDS));
  const place = { route, topHeadingLevel: 2, ids };
  const description = ctx.descriptions.render(api.description, place);
  const label = versionLabel(ctx.location.version);
  const facts = [
    ...(label === undefined ? [] : [[messages['rest.apiVersion'], label] as const]),
    [messages['rest.documentVersion'], api.version] as const,
  ].map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`);
  const parts = [
    `<h1>${escapeHtml(api.title)}</h1>`,
    ...(ctx.experimental
      ? [
          `<p class="${REST_MARKUP.noticeClass} ${REST_MARKUP.noticeClass}-experimental">${escapeHtml(messages['rest.experimentalPackage'])}</p>`,
        ]
      : []),
    `<dl class="${REST_MARKUP.factsClass}">${facts.join('')}</dl>`,
  ];
  if (ctx.postman !== undefined)
    parts.push(
      `<p><a class="rest-postman" href="${escapeHtml(ctx.postman.url)}" download="${escapeHtml(postmanDownloadName(api.title, label))}">${escapeHtml(ctx.postman.label)}</a></p>`,
    );
  if (description.html !== '') parts.push(description.html);
  const links: PageLink[] = [...description.links];
  const toc: TocEntry[] = [...description.toc];
  const sections: PageSection[] = [{ headingId: '', heading: api.title, depth: 1, text: description.text }];
  const section = (id: string, heading: string, text: string) => {
    parts.push(
      `<div class="${MARKUP.headingWrapperClass}"><h2 id="${id}">${escapeHtml(heading)}</h2>${anchorButton(id, heading, messages)}</div>`,
    );
    toc.push({ id, text: heading });
    sections.push({ headingId: id, heading, depth: 2, text });
  };

  if (api.servers.length > 0) {
    section(INTRO_IDS.servers, messages['rest.servers'], api.servers.map((server) => server.url).join(' '));
    const items = api.servers.map((server) => {
      const about = ctx.descriptions.render(server.description, place);
      links.push(...about.links);
      return `<li><code>${escapeHtml(server.url)}</code>${about.html}</li>`;
    });
    parts.push(`<ul>\n${items.join('\n')}\n</ul>`);
  }
  section(INTRO_IDS.groups, messages['rest.groups'], api.groups.map((group) => group.title).join(', '));
  const items = api.groups.map(
    (group) =>
      `<li><a href="${escapeHtml(groupRoute(ctx.basePath, group))}">${escapeHtml(group.title)}</a></li>`,
  );
  parts.push(`<ul class="${REST_MARKUP.groupListClass}">\n${items.join('\n')}\n</ul>`);

  const anchors = [...Object.values(INTRO_IDS), ...description.anchors];
  return {
    html: parts.join('\n'),
    toc,
    sections,
    anchors,
    links: [{ file: ctx.sourceFile, route, links, anchors }],
    description: toDescription(description.text) || api.title,
  };
}
