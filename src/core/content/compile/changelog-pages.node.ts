import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuiltPage } from '../../../schemas/built.ts';
import type { ChangelogEntry } from '../../../schemas/changelog.ts';
import { toChangelogMessages } from '../../changelog/changelog-messages.ts';
import { packageChangelogRoute } from '../../changelog/changelog-routes.ts';
import { packageChangelogPage, type RenderedChangelogEntry } from '../../changelog/package-page.ts';
import { operationLinksHtml } from '../../changelog/operation-links-html.ts';
import { newestFirst } from '../../changelog/sort-entries.ts';
import type { ChangelogOperationLink } from '../../rest/changelog-banners.ts';
import { splitMarks } from '../../i18n/message-marks.ts';
import { decodeHtml } from '../../html/decode-html.ts';
import type { LinkCheckPage } from '../../links/index.ts';
import { fenceLanguages, type MarkdownRenderer } from '../../markdown/index.ts';
import type { LoadedContent } from '../loaded-content.ts';
import { toStoredPage } from './stored-page.ts';
import { sectionsPlainText } from './section-text.ts';

/** The changelog part of a build: package pages, every entry, and what the link check needs. */
export interface ChangelogBuild {
  pages: BuiltPage[];
  /** Every package's entries, newest first, for the manifest. */
  entries: ChangelogEntry[];
  anchors: Map<string, Set<string>>;
  links: LinkCheckPage[];
}

/**
 * Renders every package changelog (decision 0031): each entry's body and each narrative through
 * the markdown renderer, one page per package at `<publishPath>changelog/`, and the entries for
 * the manifest, their HTML stored as message slots like any page.
 */
export async function buildChangelogs(
  content: LoadedContent,
  renderer: () => Promise<MarkdownRenderer>,
  messages: Record<string, string>,
  markNonce: string | undefined,
  operationLinks: readonly ChangelogOperationLink[] = [],
): Promise<ChangelogBuild> {
  const result: ChangelogBuild = { pages: [], entries: [], anchors: new Map(), links: [] };
  const withChangelog = content.packages.filter((pkg) => pkg.changelog !== undefined);
  if (withChangelog.length === 0) return result;
  const changelogMessages = toChangelogMessages(messages);
  const linksByEntry = new Map<string, ChangelogOperationLink[]>();
  for (const link of [...operationLinks].sort((a, b) => a.index - b.index))
    linksByEntry.set(link.entryId, [...(linksByEntry.get(link.entryId) ?? []), link]);
  const markdown = await renderer();
  const resolveFileLink = (target: string) => content.fileRoutes.get(target);
  const render = async (file: string, route: string) => {
    const source = await readFile(join(content.root, file), 'utf8');
    await markdown.loadLanguages(fenceLanguages(source));
    const rendered = markdown.render(source, {
      file,
      route,
      developerHost: content.site.developerHost,
      resolveFileLink,
    });
    result.links.push({ file, route, links: rendered.links, anchors: rendered.anchors });
    return rendered;
  };
  for (const pkg of withChangelog) {
    const changelog = pkg.changelog!;
    const route = packageChangelogRoute(pkg.file.docs.publishPath);
    const rendered: RenderedChangelogEntry[] = [];
    const ids = new Set<string>();
    for (const entry of changelog.entries) {
      const body = await render(entry.file, route);
      for (const id of body.anchors) ids.add(id);
      // The operations it names follow the body, and are link-checked like it: a group page a
      // markdown page replaced has no such anchor.
      const links = linksByEntry.get(entry.id) ?? [];
      body.html += operationLinksHtml(links, changelogMessages['changelog.operations']);
      if (links.length > 0)
        result.links.push({
          file: entry.file,
          route,
          links: links.map((link) => ({ href: link.url, line: 1, column: 1, raw: link.url })),
          anchors: [],
        });
      const fm = entry.frontMatter;
      const text = sectionsPlainText(body.sections);
      rendered.push({ id: entry.id, frontMatter: fm, html: body.html, text });
      result.entries.push({
        id: entry.id,
        packageName: pkg.file.name,
        date: fm.date,
        title: fm.title,
        type: fm.type,
        apiGroups: fm.apiGroups,
        products: fm.products.length > 0 || !pkg.file.docs.product ? fm.products : [pkg.file.docs.product],
        breaking: fm.breaking,
        ...(fm.removalDate === undefined ? {} : { removalDate: fm.removalDate }),
        privilege: changelog.privilege,
        url: `${route}#${entry.id}`,
        html:
          markNonce === undefined
            ? body.html === ''
              ? []
              : [body.html]
            : splitMarks(body.html, markNonce, decodeHtml),
        sourceFile: entry.file,
      });
    }
    const narrative = await render(changelog.narrativeFile, route);
    const page = packageChangelogPage({
      route,
      packageName: pkg.file.name,
      productName: pkg.file.docs.productName ?? pkg.file.docs.humanName,
      apiGroups: changelog.source.apiGroups,
      privilege: changelog.privilege,
      narrativeFile: changelog.narrativeFile,
      narrative: {
        html: narrative.html,
        title:
          typeof narrative.frontMatter['title'] === 'string'
            ? narrative.frontMatter['title']
            : narrative.title,
        toc: narrative.toc,
        sections: narrative.sections,
      },
      entries: rendered,
      messages: changelogMessages,
    });
    for (const id of narrative.anchors) ids.add(id);
    for (const entry of rendered) ids.add(entry.id);
    for (const entry of page.toc) ids.add(entry.id);
    result.anchors.set(route, ids);
    result.pages.push(toStoredPage(page, markNonce));
  }
  result.entries = newestFirst(result.entries, (entry) => entry);
  return result;
}
