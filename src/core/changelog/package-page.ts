import type { PageSection, RenderedPage, TocEntry } from '../../schemas/built.ts';
import type { ChangelogEntryFrontMatter } from '../../schemas/changelog.ts';
import type { Privilege } from '../../schemas/common.ts';
import { escapeHtml } from '../html/escape-html.ts';
import { fillMessage } from '../markdown/render-messages.ts';
import { slugify } from '../markdown/heading-ids.ts';
import { changelogTypeMessage, type ChangelogMessages } from './changelog-messages.ts';
import { UNIVERSAL_CHANGELOG_PATH } from './changelog-routes.ts';
import { newestFirst } from './sort-entries.ts';

/** A changelog entry with its body rendered (sanitised HTML that may hold message marks). */
export interface RenderedChangelogEntry {
  id: string;
  frontMatter: ChangelogEntryFrontMatter;
  html: string;
  /** Plain text of the body. */
  text: string;
}

/** What a package changelog page is made of. */
export interface PackageChangelogInput {
  route: string;
  packageName: string;
  /** The product the page is about, e.g. 'Jira Cloud platform'. */
  productName: string;
  /** The package's declared API groups: their order is the page's; `universal` sorts by name. */
  apiGroups: readonly string[] | 'universal';
  privilege: Privilege;
  narrativeFile: string;
  /** The narrative snippet, rendered. */
  narrative: { html: string; title?: string | undefined; toc: TocEntry[]; sections: PageSection[] };
  entries: readonly RenderedChangelogEntry[];
  messages: ChangelogMessages;
}

/** The API groups of a page in display order: declared ones first, then any other, by name. */
export function groupOrder(
  declared: readonly string[] | 'universal',
  entries: readonly RenderedChangelogEntry[],
) {
  const used = new Set(entries.flatMap((entry) => entry.frontMatter.apiGroups));
  const first = declared === 'universal' ? [] : declared.filter((group) => used.has(group));
  const rest = [...used].filter((group) => !first.includes(group)).sort((a, b) => a.localeCompare(b, 'en'));
  return [...first, ...rest];
}

/** The id of an API group's heading. */
export const apiGroupHeadingId = (group: string) => `api-group-${slugify(group)}`;

function entryMeta(entry: ChangelogEntryFrontMatter, messages: ChangelogMessages): string {
  const parts = [
    `<time datetime="${entry.date}">${entry.date}</time>`,
    `<strong>${messages[changelogTypeMessage(entry.type)]}</strong>`,
  ];
  if (entry.breaking) parts.push(`<strong>${messages['changelog.breaking']}</strong>`);
  if (entry.removalDate !== undefined)
    parts.push(`<span>${fillMessage(messages['changelog.removalDate'], { date: entry.removalDate })}</span>`);
  return `<p>${parts.join(' · ')}</p>`;
}

/**
 * A package's changelog page (decision 0031): the narrative snippet on top, then one section per
 * API group with its entries newest first. An entry in several groups is listed in each; only
 * its first listing carries the entry's id, the anchor its links and search record point to.
 */
export function packageChangelogPage(input: PackageChangelogInput): RenderedPage {
  const { messages } = input;
  const entries = newestFirst(input.entries, (entry) => entry.frontMatter);
  const groups = groupOrder(input.apiGroups, entries);
  const toc: TocEntry[] = [...input.narrative.toc];
  const sections: PageSection[] = [...input.narrative.sections];
  const listed = new Set<string>();
  let html = input.narrative.html;
  html += `<p><a href="${UNIVERSAL_CHANGELOG_PATH}">${messages['changelog.universalLink']}</a></p>`;
  if (entries.length === 0) html += `<p>${messages['changelog.noEntries']}</p>`;
  for (const group of groups) {
    const groupId = apiGroupHeadingId(group);
    toc.push({ id: groupId, text: group });
    html += `<section aria-labelledby="${groupId}"><h2 id="${groupId}">${escapeHtml(group)}</h2>`;
    for (const entry of entries) {
      if (!entry.frontMatter.apiGroups.includes(group)) continue;
      const first = !listed.has(entry.id);
      listed.add(entry.id);
      const id = first ? entry.id : `${entry.id}-${slugify(group)}`;
      html += `<article aria-labelledby="${id}"><h3 id="${id}">${escapeHtml(entry.frontMatter.title)}</h3>`;
      html += entryMeta(entry.frontMatter, messages) + entry.html + '</article>';
      if (first)
        sections.push({ headingId: entry.id, heading: entry.frontMatter.title, depth: 3, text: entry.text });
    }
    html += '</section>';
  }
  return {
    route: input.route,
    kind: 'changelog',
    title: input.narrative.title ?? input.productName,
    description: fillMessage(messages['changelog.packagePageDescription'], { product: input.productName }),
    html,
    toc,
    sections,
    packageName: input.packageName,
    privilege: input.privilege,
    hidden: false,
    sourceFile: input.narrativeFile,
  };
}
